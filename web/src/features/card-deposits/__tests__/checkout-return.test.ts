import { describe, expect, it } from 'vitest';
import { checkoutReturnOf } from '../model/checkout-return';

describe('the checkout return', () => {
  it('is nothing without our deposit id, whatever the provider fields say', () => {
    expect(
      checkoutReturnOf(
        new URLSearchParams('razorpay_payment_id=pay_1&razorpay_order_id=o&razorpay_signature=ab'),
      ),
    ).toEqual({ kind: 'none' });
  });

  it('carries the three signed fields of a paid return as the confirm route takes them', () => {
    const query = new URLSearchParams({
      deposit: '01JD8Z6Q4V7K3M2N5P8R0S9T1W',
      razorpay_payment_id: 'pay_29QQoUBi66xm2f',
      razorpay_order_id: 'order_9A33XWu170gUtm',
      razorpay_signature: 'ab'.repeat(32),
    });
    expect(checkoutReturnOf(query)).toEqual({
      kind: 'paid',
      depositId: '01JD8Z6Q4V7K3M2N5P8R0S9T1W',
      fields: {
        razorpay_payment_id: 'pay_29QQoUBi66xm2f',
        razorpay_order_id: 'order_9A33XWu170gUtm',
        razorpay_signature: 'ab'.repeat(32),
      },
    });
  });

  it('tells a closed checkout from a failed payment', () => {
    const closed = new URLSearchParams({ deposit: 'D', 'error[reason]': 'payment_cancelled' });
    const failed = new URLSearchParams({
      deposit: 'D',
      'error[reason]': 'payment_failed',
      'error[description]': 'The bank declined it',
    });
    expect(checkoutReturnOf(closed)).toMatchObject({ kind: 'not-paid', cancelled: true });
    expect(checkoutReturnOf(failed)).toEqual({
      kind: 'not-paid',
      depositId: 'D',
      cancelled: false,
      description: 'The bank declined it',
    });
  });
});
