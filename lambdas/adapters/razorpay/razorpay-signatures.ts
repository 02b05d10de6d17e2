/**
 * Razorpay's two signatures, both hex HMAC-SHA256:
 * - the checkout's, over `order_id|payment_id` keyed with the API **key secret**, returned to the browser
 *   as `razorpay_signature`. Check it against the order id *we* stored for the deposit, never the one the
 *   browser sends back, or a signature from any other order of ours would pass;
 * - the webhook's, over the **raw** request body keyed with the **webhook secret**, in the
 *   `X-Razorpay-Signature` header. Check it before parsing: re-serialised JSON would not match.
 * Comparisons are constant-time, so response timing does not leak how much of a guess was right.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, message: string | Uint8Array): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

function sameHex(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(givenHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex, 'hex'));
}

export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function isValidCheckoutSignature(input: {
  /** The order id stored on the server for this deposit. */
  storedOrderId: string;
  paymentId: string;
  signature: string | undefined;
  keySecret: string;
}): boolean {
  if (!input.signature || !input.paymentId) return false;
  return sameHex(checkoutSignature(input.keySecret, input.storedOrderId, input.paymentId), input.signature);
}

export function webhookSignature(webhookSecret: string, rawBody: string | Uint8Array): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}

export function isValidWebhookSignature(input: {
  rawBody: string | Uint8Array;
  signature: string | undefined;
  webhookSecret: string;
}): boolean {
  if (!input.signature) return false;
  return sameHex(webhookSignature(input.webhookSecret, input.rawBody), input.signature);
}
