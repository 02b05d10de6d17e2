/**
 * USDT deposits on TRON: a transfer to a customer's deposit address is booked as pending when seen
 * and credited once its block is solidified; one that never becomes final is closed, and dust
 * below the minimum is the house's, never a customer's.
 */
import { customerAccount, houseAccount } from '../book/accounts';
import type { Movement, Transition } from '../book/entry-plan';
import type { ExternalReference } from '../book/external-reference';
import { buildJournalEntry } from '../book/journal-entry';
import type { TransactionDraft, TransactionRecord } from '../book/transactions';
import { assertPositive } from './amount-checks';

export interface ChainTransfer {
  userId: string;
  usdtMinor: bigint;
  txHash: string;
  /**
   * The Transfer event's index in its transaction: one transaction may pay several addresses (or one
   * address twice), and each event is its own deposit.
   */
  eventIndex?: number;
  fromAddress: string;
}

/** The chain's name for one transfer: its transaction hash and event index. */
const chainTransferId = (transfer: Pick<ChainTransfer, 'txHash' | 'eventIndex'>) =>
  `${transfer.txHash}:${transfer.eventIndex ?? 0}`;

/** The reference that makes a transfer credit once, whichever path credits it. */
const chainCreditReference = (transfer: Pick<ChainTransfer, 'txHash' | 'eventIndex'>): ExternalReference => ({
  source: 'tron-tx',
  id: chainTransferId(transfer),
});

function chainDepositEntry(transfer: ChainTransfer) {
  assertPositive('usdtMinor', transfer.usdtMinor);
  return buildJournalEntry({
    kind: 'chain-deposit',
    postings: [
      { account: houseAccount('usdt-chain-clearing'), amountMinor: -transfer.usdtMinor },
      { account: customerAccount(transfer.userId, 'USDT'), amountMinor: transfer.usdtMinor },
    ],
  });
}

function chainDepositRecord(transfer: ChainTransfer, status: 'pending' | 'succeeded'): TransactionDraft {
  return {
    userId: transfer.userId,
    currency: 'USDT',
    type: 'chain-deposit',
    direction: 'credit',
    amountMinor: transfer.usdtMinor,
    feeMinor: 0n,
    gstMinor: 0n,
    status,
    reference: transfer.txHash,
    counterparty: `TRON ${transfer.fromAddress}`,
  };
}

/** The reference of a transfer's record, pending or not: seeing it again returns that record. */
const chainSightingReference = (
  transfer: Pick<ChainTransfer, 'txHash' | 'eventIndex'>,
): ExternalReference => ({
  source: 'tron-transfer-seen',
  id: chainTransferId(transfer),
});

/**
 * USDT received on the customer's deposit address, first seen in a solidified block: credited at once,
 * in one write. A transfer already shown pending replays to its pending record (the caller moves it on
 * with chainDepositFinal); one already credited replays to the credit.
 */
export function chainDeposit(transfer: ChainTransfer): Movement {
  return {
    entry: chainDepositEntry(transfer),
    transactions: [chainDepositRecord(transfer, 'succeeded')],
    references: [chainSightingReference(transfer), chainCreditReference(transfer)],
  };
}

/**
 * A transfer seen in a block that is not final yet: the customer sees it as pending, no money moves
 * (a block may still be dropped until 19 confirmations). Seeing it again returns the same record.
 */
export function chainDepositSeen(transfer: ChainTransfer, confirmationsNeeded: number): Movement {
  assertPositive('usdtMinor', transfer.usdtMinor);
  return {
    transactions: [
      {
        ...chainDepositRecord(transfer, 'pending'),
        statusReason: `Waiting for ${confirmationsNeeded} confirmations on TRON`,
      },
    ],
    references: [chainSightingReference(transfer)],
  };
}

/**
 * The transfer's block is solidified: the pending record is credited, once per transfer. A record failed
 * as never solidified is credited too if the transfer does turn up final: the money is on our address.
 */
export function chainDepositFinal(pending: TransactionRecord, transfer: ChainTransfer): Transition {
  return {
    transaction: pending,
    from: ['pending', 'failed'],
    to: 'succeeded',
    set: { statusReason: 'Final on TRON' },
    entry: chainDepositEntry(transfer),
    references: [chainCreditReference(transfer)],
  };
}

/** A pending transfer whose transaction never solidified (dropped, or forked out): nothing moves. */
export function chainDepositNeverFinal(pending: TransactionRecord): Transition {
  return {
    transaction: pending,
    from: ['pending'],
    to: 'failed',
    set: { statusReason: 'This transfer never became final on TRON, so nothing was credited' },
    references: [],
  };
}

/**
 * USDT under the minimum deposit on a customer's address: the house's, not the customer's (it is
 * mostly address-poisoning spam), booked so the chain's clearing account still matches the chain.
 * Its reference is the credit's, so the same transfer can never be both dust and a credit.
 */
export function chainDust(transfer: Omit<ChainTransfer, 'userId'>): Movement {
  assertPositive('usdtMinor', transfer.usdtMinor);
  return {
    entry: buildJournalEntry({
      kind: 'chain-dust',
      postings: [
        { account: houseAccount('usdt-chain-clearing'), amountMinor: -transfer.usdtMinor },
        { account: houseAccount('usdt-chain-dust'), amountMinor: transfer.usdtMinor },
      ],
    }),
    transactions: [],
    references: [chainCreditReference(transfer)],
  };
}
