/**
 * The proof of origin of Razorpay's webhooks: `X-Razorpay-Signature`, hex HMAC-SHA256 of the raw body
 * keyed with the webhook secret, checked on the exact bytes received before anything is parsed. A
 * refusal is counted and logged without the payload (it may hold a payer's account number).
 */

import { razorpayConfig } from '../adapters/razorpay/razorpay-config';
import { isValidWebhookSignature } from '../adapters/razorpay/razorpay-signatures';
import { NotAuthenticatedError } from '../domain/errors';
import { logger } from '../observability/logger';
import { countEvent } from '../observability/wallet-metrics';
import type { ProofOfOrigin } from './api-handler';

export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';

export function razorpayWebhookSignature(webhookSecret = razorpayConfig.webhookSecret): ProofOfOrigin {
  return async (event) => {
    const signature = event.headers?.[RAZORPAY_SIGNATURE_HEADER];
    const body = event.body ?? '';
    const rawBody = event.isBase64Encoded ? Buffer.from(body, 'base64') : body;
    if (isValidWebhookSignature({ rawBody, signature, webhookSecret: await webhookSecret() })) return;
    countEvent('WebhookSignatureRefused');
    logger.warn('Webhook signature refused', {
      provider: 'razorpay',
      reason: signature ? 'does not match the body' : 'missing',
    });
    throw new NotAuthenticatedError('The webhook signature is missing or does not match the body.');
  };
}
