/**
 * Money in and refunds out through the payments sandbox: refunds as its dashboard makes them (a pending
 * one that later settles or fails), the events it sent for each, a transfer to a virtual account no
 * customer of ours holds (money that lands in suspense), and payments and refunds with their webhooks held
 * back, so a test can deliver the signed events itself (all at once, again, under injected faults) or
 * leave them to the reconciliation. Customers of the fault runs are seeded depositors (deposit-burst.ts):
 * the refund paths read nothing else of them. Needs the handler environment applied (ledgerUnderTest) in
 * this process.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { paymentProvider } from '../../lambdas/adapters/razorpay/razorpay-payment-provider';
import type { HouseAccountName } from '../../lambdas/domain/ledger/book/accounts';
import { buyUsdt } from '../../lambdas/domain/ledger/recipes/buy-usdt';
import { formatAmount } from '../../lambdas/domain/money';
import { type CreditedWebhook, type Depositor, deliverBurst } from './deposit-burst';
import { sandboxControl } from './deposits';
import { ledgerUnderTest, newUtr } from './ledger';

/** A payer other than the depositor's verified account: the transfer is held for review. */
export const OTHER_PAYER = { fromAccount: '999900003333', fromIfsc: 'ICIC0000001' } as const;

export const rupees = (paise: bigint) => formatAmount(paise, 'INR');

export interface LostWebhookPayment {
  paymentId: string;
  webhook: CreditedWebhook;
}

/** A bank transfer to a virtual account (a customer's, or one no customer holds) whose webhook was lost. */
export async function transferWithLostWebhook(
  virtualAccountId: string,
  amountMinor: bigint,
  payer: Partial<typeof OTHER_PAYER> = {},
): Promise<LostWebhookPayment> {
  const utr = newUtr().slice(0, 22);
  const sent = (await sandboxControl('POST', '/bank-transfers', {
    to: virtualAccountId,
    amount: rupees(amountMinor),
    utr,
    loseWebhook: true,
    ...payer,
  })) as unknown as { paymentId: string; event: { id: string; body: string } };
  return { paymentId: sent.paymentId, webhook: { body: sent.event.body, eventId: sent.event.id, utr } };
}

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

/**
 * A refund made in the provider's dashboard (all of the payment, or `amountMinor` of it) whose
 * `refund.created` and `refund.processed` webhooks were lost: returned for delivering by hand.
 */
export async function dashboardRefundWithLostWebhooks(paymentId: string, amountMinor?: bigint) {
  const made = (await sandboxControl('POST', `/payments/${paymentId}/refund`, {
    ...(amountMinor === undefined ? {} : { amount: rupees(amountMinor) }),
    loseWebhooks: true,
  })) as { refund: { id: string; amount: number } };
  const events = (await sandboxControl('GET', '/events?last=10')) as unknown as SandboxRefundEvent[];
  const webhooks = Object.values(events)
    .filter((event) => event.payload.payload.refund?.entity.id === made.refund.id)
    .map((event) => ({ body: JSON.stringify(event.payload), eventId: event.id, utr: made.refund.id }));
  if (webhooks.length !== 2) throw new Error(`Expected 2 events for refund ${made.refund.id}`);
  return { refundId: made.refund.id, amountMinor: BigInt(made.refund.amount), webhooks };
}

/** Delivers signed events to the webhook route as the provider does, each retried on a non-2xx answer. */
export const deliverWebhooks = (webhooks: readonly CreditedWebhook[]) => {
  const { apiUrl, handlerEnv } = inject('stack');
  return deliverBurst(apiUrl, handlerEnv.RAZORPAY_WEBHOOK_SECRET as string, webhooks);
};

/** The customer spends INR from the wallet on USDT (a buy straight through the ledger, no quote). */
export async function spendInr(depositor: Pick<Depositor, 'userId'>, inrMinor: bigint): Promise<void> {
  await ledgerUnderTest().post(
    buyUsdt({
      userId: depositor.userId,
      inrPaidMinor: inrMinor,
      feeMinor: 0n,
      gstMinor: 0n,
      usdtMinor: 1_000_000n,
      quoteId: `spend-${randomUUID()}`,
      rateDescription: 'test',
    }),
  );
}

/** House account balances now, to compare what a run moved with what it should have. */
export async function houseBalances<Name extends HouseAccountName>(
  names: readonly Name[],
): Promise<Record<Name, bigint>> {
  const ledger = ledgerUnderTest();
  const entries = await Promise.all(names.map(async (name) => [name, await ledger.houseBalance(name)]));
  return Object.fromEntries(entries) as Record<Name, bigint>;
}

export async function movedSince<Name extends HouseAccountName>(
  before: Record<Name, bigint>,
): Promise<Record<Name, bigint>> {
  const now = await houseBalances(Object.keys(before) as Name[]);
  return Object.fromEntries(
    Object.entries(now).map(([name, balance]) => [name, (balance as bigint) - before[name as Name]]),
  ) as Record<Name, bigint>;
}

/** What a customer holds and owes, paise. */
export async function walletAndOwed(userId: string): Promise<{ wallet: bigint; owed: bigint }> {
  const ledger = ledgerUnderTest();
  const [wallet, owed] = await Promise.all([
    ledger.walletBalance(userId, 'INR'),
    ledger.capTotal(userId, 'customer-receivable', 'open'),
  ]);
  return { wallet, owed };
}
