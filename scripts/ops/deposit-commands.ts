/**
 * `npm run ops -- deposits …`: transfers held for review (another payer than the verified account, no
 * payer reported, outside the limits), and the operator's decision on each: release it to the wallet,
 * or return it to the sender (the provider refunds the payment to the account it came from); and a
 * reconciliation that records transfers and card payments whose webhook never came, as the scheduled
 * functions do. Each decision is a journal entry with the operator's name as its
 * reference (`ops-cli:<os user>`) and the reason on the customer's record; a transfer is decided once.
 */
import { userInfo } from 'node:os';
import { bankTransferDependencies } from '../../lambdas/adapters/bank-transfer-dependencies';
import { cardPaymentDependencies } from '../../lambdas/adapters/card-deposit-dependencies';
import { owedBy } from '../../lambdas/adapters/customer-receivable-dependencies';
import { dynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import { announcingLedger } from '../../lambdas/adapters/notifications/announcing-ledger';
import { providerRefundDependencies } from '../../lambdas/adapters/provider-refund-dependencies';
import { paymentProvider } from '../../lambdas/adapters/razorpay/razorpay-payment-provider';
import {
  RECONCILIATION_WINDOW_MS,
  reconcileBankTransfers,
} from '../../lambdas/domain/deposits/bank-transfer-reconciliation';
import { reconcileCardPayments } from '../../lambdas/domain/deposits/card-payment-reconciliation';
import { releaseHeldTransfer } from '../../lambdas/domain/deposits/held-transfer-release';
import { returnHeldTransfer } from '../../lambdas/domain/deposits/held-transfer-return';
import { decisionWords } from '../../lambdas/domain/deposits/ops-decisions';
import { paymentsWindow } from '../../lambdas/domain/deposits/provider-payments-window';
import { reconcileProviderRefunds } from '../../lambdas/domain/deposits/refund-reconciliation';
import type { TransactionRecord } from '../../lambdas/domain/ledger/book/transactions';
import { SUSPENSE_OWNER } from '../../lambdas/domain/ledger/recipes/suspense';
import { formatRupees } from '../../lambdas/domain/money';
import { OpsUsageError } from './ops-environment';

export interface DepositCommandInput {
  command: string;
  /** `<userId>/<transactionId>`, as `deposits held` prints it. */
  customer?: string;
  reason?: string;
  limit?: string;
  cursor?: string;
}

const operator = () => `ops-cli:${userInfo().username}`;

const handleOf = (record: TransactionRecord) => `${record.userId}/${record.id}`;

async function held(input: DepositCommandInput): Promise<string> {
  const limit = input.limit ? Number(input.limit) : 25;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new OpsUsageError('--limit is 1 to 100.');
  const page = await dynamoLedger().listByStatus('held', {
    limit,
    ...(input.cursor ? { cursor: input.cursor } : {}),
  });
  if (page.transactions.length === 0) return 'No transfers are held for review.';
  const lines = page.transactions.map((record) =>
    [
      `${record.createdAt}  ${handleOf(record)}  ${formatRupees(record.amountMinor)}  UTR ${record.reference ?? '—'}`,
      `    ${record.counterparty}: ${record.statusReason ?? ''}`,
    ].join('\n'),
  );
  if (page.cursor) lines.push('', `More: npm run ops -- deposits held --cursor ${page.cursor}`);
  return lines.join('\n');
}

async function heldTransfer(input: DepositCommandInput): Promise<TransactionRecord> {
  const [userId, id, ...rest] = (input.customer ?? '').split('/');
  if (!userId || !id || rest.length > 0)
    throw new OpsUsageError(
      `deposits ${input.command} needs <userId>/<transactionId>, as \`deposits held\` prints it.`,
    );
  const record =
    userId === SUSPENSE_OWNER ? undefined : await dynamoLedger().get({ userId, currency: 'INR', id });
  if (record?.type !== 'bank-transfer-deposit')
    throw new OpsUsageError(`There is no transfer ${userId}/${id}.`);
  return record;
}

async function release(input: DepositCommandInput): Promise<string> {
  const record = await heldTransfer(input);
  const decision = { decidedBy: operator(), ...(input.reason ? { reason: input.reason } : {}) };
  const { transfer, releasedNow } = await releaseHeldTransfer(record, decision, {
    ledger: announcingLedger(),
    provider: paymentProvider(),
    now: () => new Date(),
    owedBy,
  });
  const what = `${formatRupees(record.amountMinor)} (UTR ${record.reference})`;
  if (!releasedNow) return `${what} was already ${decisionWords(transfer)}; nothing moved now.`;
  return `Released ${what} to the customer's INR wallet, decided by ${decision.decidedBy}.`;
}

async function giveBack(input: DepositCommandInput): Promise<string> {
  if (!input.reason?.trim())
    throw new OpsUsageError('deposits return needs --reason "…": the customer sees it on the transfer.');
  const record = await heldTransfer(input);
  const decision = { decidedBy: operator(), reason: input.reason.trim() };
  const { refund, alreadyReturned } = await returnHeldTransfer(record, decision, {
    ledger: dynamoLedger(),
    provider: paymentProvider(),
  });
  const what = `${formatRupees(record.amountMinor)} (UTR ${record.reference})`;
  if (!refund)
    return `Marked ${what} for return to the sender, decided by ${decision.decidedBy}. The provider's payment is not on this older record: send it back from the collection account.`;
  const sent = `refund ${refund.id} (${refund.status}, ${formatRupees(refund.amount)})`;
  if (alreadyReturned)
    return `${what} was already returned (${record.statusReason ?? 'no reason recorded'}); the provider has its ${sent}.`;
  return `Returned ${what} to the account it came from: ${sent}, decided by ${decision.decidedBy}.`;
}

/** What an outcome means to an operator, where its name alone does not say it. */
const depositWords: Record<string, string> = {
  'not-ours': 'to no customer’s account, booked to suspense (npm run ops -- suspense list)',
};
const refundWords: Record<string, string> = {
  'not-captured': 'of payments never captured (no money had reached us; nothing moved)',
  'put-back': 'failed after they were booked, put back where the money was',
  failed: 'failed before they were booked (nothing moved)',
  'needs-review': 'refunding more than the ledger holds of the payment: look at them',
};

const countsText = (recorded: Record<string, number | undefined>, words = depositWords) =>
  Object.entries(recorded).map(([status, count]) => `${count} ${words[status] ?? status}`);

async function reconcile(): Promise<string> {
  // An operator asks after an outage: nothing is left to webhooks still on their way (each records
  // once). The provider's payments are listed once for both reconciliations.
  const window = paymentsWindow(paymentProvider(), { now: new Date(), graceMs: 0 });
  const report = await reconcileBankTransfers(bankTransferDependencies(), { window });
  const cards = await reconcileCardPayments(cardPaymentDependencies(), { window });
  const refunds = await reconcileProviderRefunds(providerRefundDependencies(), { graceMs: 0 });
  const refundOutcomes = countsText(refunds.recorded, refundWords);
  const outcomes = countsText(report.recorded);
  const cardOutcomes = countsText(cards.recorded);
  const hours = RECONCILIATION_WINDOW_MS / 3_600_000;
  return [
    `Checked ${report.checked} transfers to virtual accounts from the last ${hours} hours with the provider.`,
    outcomes.length > 0
      ? `Recorded what their webhooks never brought: ${outcomes.join(', ')}.`
      : 'Every one was already recorded.',
    `Checked ${cards.checked} card payments captured on orders in the last ${hours} hours.`,
    cardOutcomes.length > 0
      ? `Card payments neither a webhook nor the browser brought: ${cardOutcomes.join(', ')}.`
      : 'Every one was already recorded.',
    `Checked ${refunds.checked} refunds the provider made in the last ${hours} hours.`,
    refundOutcomes.length > 0
      ? `Refunds no webhook brought: ${refundOutcomes.join(', ')} (npm run ops -- receivables list shows who owes).`
      : 'Every one was already booked.',
    ...(report.referenceReused > 0
      ? [`${report.referenceReused} held for a UTR another payment already carried.`]
      : []),
    ...(report.failures + cards.failures + refunds.failures > 0
      ? [`${report.failures + cards.failures + refunds.failures} could not be checked now; run it again.`]
      : []),
  ].join('\n');
}

export const depositCommands: Record<string, (input: DepositCommandInput) => Promise<string>> = {
  held,
  release,
  return: giveBack,
  reconcile,
};
