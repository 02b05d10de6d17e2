/**
 * `npm run ops -- suspense …`: money in our bank that is nobody's yet (a transfer to a virtual account no
 * customer holds), and the operator's decision on each: assign it to the customer it was meant for (it
 * reaches their INR wallet with a line they see), or return it to its sender (the provider refunds the
 * payment under a key made from the record). Each is decided once, whoever decides and however often.
 */
import { userInfo } from 'node:os';
import { owedBy } from '../../lambdas/adapters/customer-receivable-dependencies';
import { dynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import { announcingLedger } from '../../lambdas/adapters/notifications/announcing-ledger';
import { loadProfile } from '../../lambdas/adapters/profile-repository';
import { paymentProvider } from '../../lambdas/adapters/razorpay/razorpay-payment-provider';
import {
  assignSuspense,
  returnSuspense,
  suspenseDecisionWords,
} from '../../lambdas/domain/deposits/suspense';
import type { TransactionRecord } from '../../lambdas/domain/ledger/book/transactions';
import { SUSPENSE_OWNER } from '../../lambdas/domain/ledger/recipes/suspense';
import { formatRupees } from '../../lambdas/domain/money';
import { customerUserId } from './customer-lookup';
import { OpsUsageError } from './ops-environment';

export interface SuspenseCommandInput {
  command: string;
  /** The suspense record's id, as `suspense list` prints it. */
  customer?: string;
  /** `assign`: the customer's user id or email. */
  target?: string;
  reason?: string;
  limit?: string;
  cursor?: string;
}

const operator = () => `ops-cli:${userInfo().username}`;

const deps = () => ({
  ledger: announcingLedger(),
  provider: paymentProvider(),
  now: () => new Date(),
  owedBy,
});

const what = (record: TransactionRecord) =>
  `${formatRupees(record.amountMinor)} (UTR ${record.reference ?? '—'}, payment ${record.providerPaymentId ?? '—'})`;

async function list(input: SuspenseCommandInput): Promise<string> {
  const limit = input.limit ? Number(input.limit) : 25;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new OpsUsageError('--limit is 1 to 100.');
  const page = await dynamoLedger().listByStatus('unmatched', {
    limit,
    ...(input.cursor ? { cursor: input.cursor } : {}),
  });
  if (page.transactions.length === 0) return 'Nothing is in suspense.';
  const lines = page.transactions.map((record) =>
    [
      `${record.createdAt}  ${record.id}  ${what(record)}`,
      `    ${record.counterparty}: ${record.statusReason ?? ''}`,
    ].join('\n'),
  );
  if (page.cursor) lines.push('', `More: npm run ops -- suspense list --cursor ${page.cursor}`);
  return lines.join('\n');
}

async function recordOf(input: SuspenseCommandInput): Promise<TransactionRecord> {
  const id = input.customer;
  if (!id || !/^[0-9A-HJKMNP-TV-Z]{26}$/.test(id))
    throw new OpsUsageError(
      `suspense ${input.command} needs the record's id, as \`suspense list\` prints it.`,
    );
  const record = await dynamoLedger().get({ userId: SUSPENSE_OWNER, currency: 'INR', id });
  if (!record) throw new OpsUsageError(`Nothing in suspense has the id ${id}.`);
  return record;
}

async function assign(input: SuspenseCommandInput): Promise<string> {
  const record = await recordOf(input);
  const userId = await customerUserId(input.target, 'suspense assign <id>');
  // Money goes only to a verified customer's wallet, as a bank transfer would.
  if ((await loadProfile(userId))?.kycStatus !== 'approved')
    throw new OpsUsageError(`${input.target} is not a verified customer: nothing was assigned.`);
  const decidedBy = operator();
  const { record: decided, assignedNow } = await assignSuspense(record, { userId, decidedBy }, deps());
  if (!assignedNow)
    return `${what(decided)} was already ${suspenseDecisionWords(decided)} (${decided.statusReason}); nothing moved now.`;
  return `Assigned ${what(decided)} to ${userId}'s INR wallet, decided by ${decidedBy}.`;
}

async function giveBack(input: SuspenseCommandInput): Promise<string> {
  if (!input.reason?.trim()) throw new OpsUsageError('suspense return needs --reason "…".');
  const record = await recordOf(input);
  const decision = { decidedBy: operator(), reason: input.reason.trim() };
  const { refund, alreadyReturned } = await returnSuspense(record, decision, deps());
  const sent = refund
    ? `refund ${refund.id} (${refund.status}, ${formatRupees(refund.amount)})`
    : 'no refund';
  if (alreadyReturned) return `${what(record)} was already returned; the provider has its ${sent}.`;
  return `Returned ${what(record)} to the account it came from: ${sent}, decided by ${decision.decidedBy}.`;
}

export const suspenseCommands: Record<string, (input: SuspenseCommandInput) => Promise<string>> = {
  list,
  assign,
  return: giveBack,
};
