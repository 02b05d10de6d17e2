/**
 * How the browser gets to the provider's hosted checkout for an order: a form (POST, or the same fields
 * as a GET query) to RAZORPAY_CHECKOUT_URL. After paying, closing or failing, the browser comes back to
 * `callback_url` with, on success, `razorpay_payment_id`, `razorpay_order_id` and `razorpay_signature`;
 * on failure `error[code]`, `error[description]`, `error[reason]`, `error[metadata]` (JSON with
 * `payment_id` and `order_id`); when closed, `cancel_url` (or `callback_url` with
 * `error[reason]=payment_cancelled`).
 *
 * Razorpay's hosted checkout comes back with a form POST to `callback_url`; the local sandbox comes back
 * with a GET redirect carrying the same fields as query parameters (its `callback_method=post` field
 * makes it POST like Razorpay), so a return route should read the fields from either.
 */
export interface HostedCheckoutInput {
  keyId: string;
  orderId: string;
  callbackUrl: string;
  cancelUrl?: string;
  /** Shown on the checkout page: who is being paid, and for what. */
  merchantName: string;
  description?: string;
  prefillEmail?: string;
}

export interface HostedCheckoutForm {
  action: string;
  fields: Record<string, string>;
  /** The same fields as a GET URL (the sandbox takes both; Razorpay takes the POST form). */
  url: string;
}

export function hostedCheckoutForm(checkoutUrl: string, input: HostedCheckoutInput): HostedCheckoutForm {
  const fields: Record<string, string> = {
    key_id: input.keyId,
    order_id: input.orderId,
    name: input.merchantName,
    callback_url: input.callbackUrl,
    ...(input.cancelUrl ? { cancel_url: input.cancelUrl } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.prefillEmail ? { 'prefill[email]': input.prefillEmail } : {}),
  };
  const url = new URL(checkoutUrl);
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
  return { action: checkoutUrl, fields, url: url.href };
}

/** The fields the browser brings back to `callback_url`, from a query string or a posted form. */
export type CheckoutReturn =
  | { outcome: 'paid'; paymentId: string; orderId: string; signature: string }
  | {
      outcome: 'failed' | 'cancelled';
      description: string;
      reason: string | null;
      paymentId: string | null;
      orderId: string | null;
    };

export function parseCheckoutReturn(fields: URLSearchParams): CheckoutReturn {
  const paymentId = fields.get('razorpay_payment_id');
  const orderId = fields.get('razorpay_order_id');
  const signature = fields.get('razorpay_signature');
  if (paymentId && orderId && signature) return { outcome: 'paid', paymentId, orderId, signature };
  let metadata: { payment_id?: unknown; order_id?: unknown } = {};
  try {
    metadata = JSON.parse(fields.get('error[metadata]') ?? '{}') ?? {};
  } catch {
    metadata = {};
  }
  const reason = fields.get('error[reason]');
  return {
    outcome: reason === 'payment_cancelled' ? 'cancelled' : 'failed',
    description: fields.get('error[description]') ?? 'The payment was not completed',
    reason,
    paymentId: typeof metadata.payment_id === 'string' ? metadata.payment_id : null,
    orderId: typeof metadata.order_id === 'string' ? metadata.order_id : null,
  };
}
