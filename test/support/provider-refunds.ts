/**
 * Refunds as the payments sandbox makes them against the test stack (its dashboard's Refund, a pending
 * refund that later settles), the events it sent for each, and a transfer to a virtual account no
 * customer of ours holds (money that lands in suspense), for the refund tests.
 */
import { randomUUID } from 'node:crypto';
import { paymentProvider } from '../../lambdas/adapters/razorpay/razorpay-payment-provider';
import { sandboxControl } from './deposits';
import { newUtr } from './ledger';

export interface SandboxRefundEvent {
  id: string;
  event: string;
  payload: { payload: { refund?: { entity: { id: string } } } };
}

/** A refund made in the provider's dashboard: its id. `amount` in rupees; without it, what is left. */
export async function refundFromDashboard(
  paymentId: string,
  options: { amount?: string; pending?: boolean; loseWebhooks?: boolean } = {},
): Promise<string> {
  const made = (await sandboxControl('POST', `/payments/${paymentId}/refund`, options)) as {
    refund: { id: string };
  };
  return made.refund.id;
}

/** Every event the sandbox sent for a refund, oldest first. */
export async function eventsOfRefund(refundId: string): Promise<SandboxRefundEvent[]> {
  const events = (await sandboxControl('GET', '/events?last=60')) as unknown as SandboxRefundEvent[];
  return Object.values(events)
    .filter((event) => event.payload.payload.refund?.entity.id === refundId)
    .reverse();
}

/** Money sent to a virtual account the provider holds and no customer of ours does (opened outside the wallet). */
export async function transferToNobody(amount: string): Promise<{ paymentId: string }> {
  const stray = await paymentProvider().createVirtualAccount({
    customer: { name: 'Nobody Known', email: `stray-${randomUUID()}@example.com` },
    allowedPayer: { ifsc: 'HDFC0000001', accountNumber: '50100012345678' },
  });
  return (await sandboxControl('POST', '/bank-transfers', {
    to: stray.id,
    amount,
    utr: newUtr().slice(0, 22),
    fromAccount: '999900004444',
    fromIfsc: 'SBIN0000001',
  })) as unknown as { paymentId: string };
}
