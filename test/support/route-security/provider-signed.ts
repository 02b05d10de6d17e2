/**
 * The provider's webhook route opens to no token but to a signature over the raw body, keyed with the
 * webhook secret. Attacks sent unsigned would all stop at that check, so the harness signs each one
 * with the local stack's secret, as the provider would, and they reach the parsing and handling
 * behind it. There a hostile event may be refused (4xx problem+json) or, when it still has the
 * shape of an event, acknowledged with a receipt that credits nothing (`ignored`, `not-ours` for a
 * virtual account or order nobody holds, `unconfirmed` for a payment the provider's API does not
 * know), so the provider stops retrying it. Either way nothing is
 * written, not even an event-dedupe record: the harness's store digests must not change.
 */
import { WebhookReceiptSchema } from '../../../contract/payment-webhooks';
import type { ApiRoute } from '../../../contract/route-definition';
import { webhookSignature } from '../../../lambdas/adapters/razorpay/razorpay-signatures';
import type { RawAnswer } from '../local-services';
import { stackUnderTest } from '../stack-context';
import { refusalFaults } from './answer-faults';
import type { RouteRequest } from './route-requests';

/** The routes whose callers prove their origin with the webhook secret: the ones that may read it. */
export const isProviderSigned = (route: ApiRoute) =>
  route.grants.secrets?.includes('razorpayWebhookSecret') ?? false;

/** Receipts that move no money and record nothing. */
const HARMLESS_RECEIPTS = new Set(['ignored', 'not-ours', 'unconfirmed']);

export function signedAsProvider(request: RouteRequest): RouteRequest {
  const secret = stackUnderTest().handlerEnv.RAZORPAY_WEBHOOK_SECRET as string;
  return {
    ...request,
    headers: {
      ...request.headers,
      'x-razorpay-event-id': 'evt_HostileBody0001',
      'x-razorpay-signature': webhookSignature(secret, request.body ?? ''),
    },
  };
}

export function providerSignedFaults(answer: RawAnswer): string[] {
  if (answer.status < 200 || answer.status >= 300) return refusalFaults(answer);
  let receipt: unknown;
  try {
    receipt = JSON.parse(answer.body);
  } catch {
    return [`acknowledged it with ${answer.status} and a body that is not JSON`];
  }
  const parsed = WebhookReceiptSchema.safeParse(receipt);
  if (!parsed.success) return [`acknowledged it with ${answer.status} and no webhook receipt`];
  return HARMLESS_RECEIPTS.has(parsed.data.status)
    ? []
    : [`acknowledged a hostile event as '${parsed.data.status}'`];
}
