import { describe, expect, it } from 'vitest';
import {
  isValidCheckoutSignature,
  isValidWebhookSignature,
} from '../../../../lambdas/adapters/razorpay/razorpay-signatures';

// Expected values computed independently with `openssl dgst -sha256 -hmac <secret>`.
const keySecret = 'EnLs21M47BllR3X8PSFtjtbd';
const orderId = 'order_IluGWxBm9U8zJ8';
const paymentId = 'pay_IH4NVgf4Dreq1l';
const checkoutSignature = 'c7a6b6e37e5fb8b5387cd93cff2f9cedbf5cb78112fd50292c56b4cecb49b80d';

const webhookSecret = 'whsec_local_test';
const rawBody = '{"entity":"event","event":"payment.captured"}';
const webhookSignature = 'f2f272f1f15c4da9139f806d44012686d54a22b8792117688a16bb5ba8b3b537';

describe('checkout signature', () => {
  it('accepts the signature of order_id|payment_id keyed with the key secret', () => {
    expect(
      isValidCheckoutSignature({
        storedOrderId: orderId,
        paymentId,
        signature: checkoutSignature,
        keySecret,
      }),
    ).toBe(true);
  });

  it('accepts the hex signature in upper case too', () => {
    const signature = checkoutSignature.toUpperCase();
    expect(isValidCheckoutSignature({ storedOrderId: orderId, paymentId, signature, keySecret })).toBe(true);
  });

  it('refuses a genuine signature of another order than the one stored for the deposit', () => {
    expect(
      isValidCheckoutSignature({
        storedOrderId: 'order_SomeOtherOrder1',
        paymentId,
        signature: checkoutSignature,
        keySecret,
      }),
    ).toBe(false);
  });

  it('refuses a signature made with another secret, a missing one and one that is not hex', () => {
    for (const signature of [
      'c7a6b6e37e5fb8b5387cd93cff2f9cedbf5cb78112fd50292c56b4cecb49b80e',
      undefined,
      '',
      'not-a-signature',
      checkoutSignature.slice(0, 32),
    ])
      expect(isValidCheckoutSignature({ storedOrderId: orderId, paymentId, signature, keySecret })).toBe(
        false,
      );
  });
});

describe('webhook signature', () => {
  it('accepts the HMAC of the raw body keyed with the webhook secret', () => {
    expect(isValidWebhookSignature({ rawBody, signature: webhookSignature, webhookSecret })).toBe(true);
    expect(
      isValidWebhookSignature({ rawBody: Buffer.from(rawBody), signature: webhookSignature, webhookSecret }),
    ).toBe(true);
  });

  it('refuses the same JSON re-serialised with other spacing', () => {
    const reformatted = JSON.stringify(JSON.parse(rawBody), null, 1);
    expect(
      isValidWebhookSignature({ rawBody: reformatted, signature: webhookSignature, webhookSecret }),
    ).toBe(false);
  });

  it('refuses a body signed with the key secret instead of the webhook secret, and a missing header', () => {
    expect(isValidWebhookSignature({ rawBody, signature: webhookSignature, webhookSecret: keySecret })).toBe(
      false,
    );
    expect(isValidWebhookSignature({ rawBody, signature: undefined, webhookSecret })).toBe(false);
  });
});
