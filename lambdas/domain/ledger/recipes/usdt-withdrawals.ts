/**
 * A customer's USDT withdrawal on TRON, as entries. Accepted, the amount and its network fee leave the
 * wallet for the reserved account at once, so they cannot be spent twice while the chain works; the
 * chain's answer then books it exactly once, either way: confirmed, the amount leaves with the hot
 * wallet and the fee is the house's; failed, amount and fee go back to the wallet. The record's status
 * (reserved → broadcast → succeeded | failed) is the condition of every step.
 */
import { customerAccount, houseAccount } from '../book/accounts';
import type { Movement, Transition } from '../book/entry-plan';
import { clientRequestReference, type ExternalReference } from '../book/external-reference';
import { buildJournalEntry } from '../book/journal-entry';
import type { TransactionRecord } from '../book/transactions';
import type { DailyCap } from './bank-transfers';
import { dailyLimitGiveBack } from './daily-limit-give-back';

export interface UsdtWithdrawalRequest {
  userId: string;
  /** What the destination receives, USDT micro-units. */
  amountMinor: bigint;
  /** The network fee the customer pays on top, USDT micro-units. */
  networkFeeMinor: bigint;
  /** The TRON address (T…) and the customer's label for it. */
  destination: string;
  label: string;
  idempotencyKey: string;
  /** The customer's withdrawals on that day in India may not pass the maximum. */
  dailyCap: DailyCap;
}

/** The reference both outcomes share: a withdrawal is confirmed or returned, once. */
const outcomeReference = (record: Pick<TransactionRecord, 'id'>): ExternalReference => ({
  source: 'usdt-withdrawal-outcome',
  id: record.id,
});

/** What leaves the wallet: the amount sent plus the network fee. */
export const withdrawnFromWallet = (record: Pick<TransactionRecord, 'amountMinor'>) => record.amountMinor;
/** What the destination receives. */
export const sentOnChain = (record: Pick<TransactionRecord, 'amountMinor' | 'feeMinor'>) =>
  record.amountMinor - record.feeMinor;

export function usdtWithdrawalReserved(request: UsdtWithdrawalRequest): Movement {
  if (request.amountMinor <= 0n) throw new RangeError('A withdrawal sends a positive amount');
  if (request.networkFeeMinor < 0n) throw new RangeError('A network fee is not negative');
  const totalMinor = request.amountMinor + request.networkFeeMinor;
  return {
    entry: buildJournalEntry({
      kind: 'usdt-withdrawal-reserved',
      postings: [
        { account: customerAccount(request.userId, 'USDT'), amountMinor: -totalMinor },
        { account: houseAccount('usdt-withdrawals-reserved'), amountMinor: totalMinor },
      ],
    }),
    transactions: [
      {
        userId: request.userId,
        currency: 'USDT',
        type: 'usdt-withdrawal',
        direction: 'debit',
        // As every record, what left the wallet; the fee is shown beside it.
        amountMinor: totalMinor,
        feeMinor: request.networkFeeMinor,
        gstMinor: 0n,
        status: 'reserved',
        counterparty: `TRON ${request.destination} (${request.label})`,
        destination: request.destination,
      },
    ],
    references: [clientRequestReference(request.userId, request.idempotencyKey)],
    caps: [
      {
        userId: request.userId,
        name: 'usdt-withdrawals',
        period: request.dailyCap.period,
        addMinor: request.amountMinor,
        maxMinor: request.dailyCap.maxMinor,
      },
    ],
  };
}

/** The hot wallet cannot pay yet: the withdrawal keeps its money reserved and says why it waits. */
export function usdtWithdrawalWaiting(record: TransactionRecord, reason: string): Transition {
  return {
    transaction: record,
    from: ['reserved'],
    to: 'reserved',
    set: { statusReason: reason },
    references: [],
  };
}

/**
 * Signed and about to be broadcast: the transaction and its id are kept first, on the condition that
 * the withdrawal was still reserved, so only one signed transaction ever exists for it.
 */
export function usdtWithdrawalSigned(
  record: TransactionRecord,
  signed: { transactionId: string; signedTransaction: string },
): Transition {
  return {
    transaction: record,
    from: ['reserved'],
    to: 'broadcast',
    set: {
      reference: signed.transactionId,
      signedTransaction: signed.signedTransaction,
      statusReason: 'Sent to the TRON network, waiting for its block to be final',
    },
    references: [],
  };
}

/**
 * Broadcast, and read once to be in no block that could hold it: it stays broadcast, saying so, until a
 * later run reads the same and returns it (send-withdrawals.ts).
 */
export function usdtWithdrawalSeenUnincluded(record: TransactionRecord, reason: string): Transition {
  return {
    transaction: record,
    from: ['broadcast'],
    to: 'broadcast',
    set: { statusReason: reason },
    references: [],
  };
}

/** Final on the chain: the amount left with the hot wallet, and the fee is the house's. */
export function usdtWithdrawalConfirmed(record: TransactionRecord): Transition {
  const postings = [
    { account: houseAccount('usdt-withdrawals-reserved'), amountMinor: -withdrawnFromWallet(record) },
    { account: houseAccount('usdt-hot-wallet'), amountMinor: sentOnChain(record) },
    ...(record.feeMinor > 0n
      ? [{ account: houseAccount('usdt-network-fees'), amountMinor: record.feeMinor }]
      : []),
  ];
  return {
    transaction: record,
    from: ['broadcast'],
    to: 'succeeded',
    set: { statusReason: 'Final on TRON' },
    amount: { fromMinor: record.amountMinor },
    entry: buildJournalEntry({ kind: 'usdt-withdrawal-sent', postings }),
    references: [outcomeReference(record)],
  };
}

/** The chain refused it, or it never reached a block: amount and fee back to the wallet, once. */
export function usdtWithdrawalReturned(record: TransactionRecord, reason: string): Transition {
  return {
    transaction: record,
    from: ['reserved', 'broadcast'],
    to: 'failed',
    set: { statusReason: reason },
    amount: { fromMinor: record.amountMinor },
    entry: buildJournalEntry({
      kind: 'usdt-withdrawal-returned',
      postings: [
        { account: houseAccount('usdt-withdrawals-reserved'), amountMinor: -withdrawnFromWallet(record) },
        { account: customerAccount(record.userId, 'USDT'), amountMinor: withdrawnFromWallet(record) },
      ],
    }),
    references: [outcomeReference(record)],
    // The day's limit counts what is sent, not the network fee.
    caps: [dailyLimitGiveBack(record, 'usdt-withdrawals', sentOnChain(record))],
  };
}
