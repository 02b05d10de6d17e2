/** The payment provider's events: no token, but a signature over the raw body, checked first. */
import { RazorpayWebhookBodySchema, WebhookReceiptSchema } from '../payment-webhooks';
import { noPathParameters, noQuery } from '../request-shapes';
import { defineRoutes } from '../route-definition';

export const paymentWebhookRoutes = defineRoutes({
  receiveRazorpayWebhook: {
    method: 'POST',
    path: '/webhooks/razorpay',
    access: 'public',
    request: { body: RazorpayWebhookBodySchema, query: noQuery, pathParameters: noPathParameters },
    response: WebhookReceiptSchema,
    handler: 'lambdas/payment-webhooks/razorpay-webhook.ts',
    grants: {
      // Posts journal entries; reads virtual account owners.
      tables: { accounts: 'readWrite' },
      // Fingerprints the payer's account to compare it with the verified one; never decrypts.
      fieldKeyActions: ['kms:GenerateMac'],
      // The webhook secret checks the signature; the key secret fetches the payment an event names,
      // so a leaked webhook secret alone cannot move money.
      secrets: ['razorpayWebhookSecret', 'razorpayKeySecret'],
      // Tells the customer of a transfer or card payment credited or held.
      email: 'customers',
    },
  },
});
