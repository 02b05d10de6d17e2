/**
 * A small real book, written through any ledger writer (the DynamoDB one into a table of its own, or
 * the in-memory LedgerBook): inventory funded, a transfer credited, a transfer held then released, a
 * card payment captured with its fee and GST, a buy, a chain deposit and its reversal. The corruption
 * tests of the checker start from it, so its figures are known:
 *   the first customer's INR 510000 (3 postings), fee revenue 2442 (2000 of the card's, 442 of the
 *   buy's), GST payable 439 (360 and 79, as quoted), USDT sales 89479, the inventory 998990000.
 */
import { randomUUID } from 'node:crypto';
import type { Movement } from '../../lambdas/domain/ledger/book/entry-plan';
import type { JournalEntry } from '../../lambdas/domain/ledger/book/journal-entry';
import type { LedgerWriter } from '../../lambdas/domain/ledger/book/ledger';
import type { TransactionRecord } from '../../lambdas/domain/ledger/book/transactions';
import {
  bankTransferDeposit,
  heldBankTransfer,
  releaseHeldDeposit,
} from '../../lambdas/domain/ledger/recipes/bank-transfers';
import { buyUsdt } from '../../lambdas/domain/ledger/recipes/buy-usdt';
import { cardDepositCaptured, cardDepositOrdered } from '../../lambdas/domain/ledger/recipes/card-deposits';
import { chainDeposit } from '../../lambdas/domain/ledger/recipes/chain-deposits';
import { inventoryFunding } from '../../lambdas/domain/ledger/recipes/inventory';
import { houseOnlyMovement } from './journal-entries';
import { reversal } from './operator-reversal';

export interface RealBook {
  asha: string;
  ravi: string;
  /** Asha's bank transfer credit, as stored. */
  credit: TransactionRecord;
  buyEntry: string;
  reversalEntry: string;
}

const unique = () => randomUUID().replaceAll('-', '');

export async function writeRealBook(ledger: LedgerWriter, asha: string, ravi: string): Promise<RealBook> {
  const first = (posted: { transactions: readonly TransactionRecord[] }) =>
    posted.transactions[0] as TransactionRecord;
  await ledger.post(inventoryFunding({ usdtMinor: 1_000_000_000n, reference: unique() }));
  const credited = await ledger.post(
    bankTransferDeposit({
      userId: asha,
      amountMinor: 500_000n,
      utr: `UTR${unique()}`,
      counterparty: 'HDFC ••••1234',
    }),
  );
  const held = await ledger.post(
    heldBankTransfer({
      userId: ravi,
      amountMinor: 200_000n,
      utr: `UTR${unique()}`,
      counterparty: 'SBI ••••9876',
      reason: 'Not from your verified account',
    }),
  );
  await ledger.transition(releaseHeldDeposit(first(held), { decidedBy: 'ops-cli:test' }));
  const order = await ledger.post(
    cardDepositOrdered({
      userId: asha,
      creditMinor: 100_000n,
      feeMinor: 2_000n,
      gstMinor: 360n,
      orderId: `order_${unique()}`,
    }),
  );
  await ledger.transition(cardDepositCaptured(first(order), { paymentId: `pay_${unique()}` }));
  const bought = await ledger.post(
    buyUsdt({
      userId: asha,
      inrPaidMinor: 90_000n,
      feeMinor: 442n,
      gstMinor: 79n,
      usdtMinor: 1_010_000n,
      quoteId: `quote-${unique()}`,
      rateDescription: '1 USDT = ₹88.42',
    }),
  );
  const deposit = chainDeposit({
    userId: ravi,
    usdtMinor: 2_500_000n,
    txHash: `0x${unique()}`,
    fromAddress: 'TXYZ',
  });
  const chain = await ledger.post(deposit);
  const reversed = await ledger.post(
    reversal(
      { id: chain.entryId ?? '', createdAt: new Date().toISOString(), entry: deposit.entry as JournalEntry },
      { reason: 'Wrong address', decidedBy: 'ops-cli:test' },
    ),
  );
  return {
    asha,
    ravi,
    credit: first(credited),
    buyEntry: bought.entryId ?? '',
    reversalEntry: reversed.entryId ?? '',
  };
}

/**
 * A corruption the writer lets through, since a house account is append-only rows no condition can
 * sum: more GST given back than the real book ever collected (439), taking GST payable to -1.
 */
export const gstOverRefund: Movement = houseOnlyMovement(
  'reversal',
  440n,
  { from: 'gst-payable', to: 'card-clearing' },
  { source: 'ops-decision', id: 'refund-too-much-gst' },
);

/**
 * A paisa of GST booked as fee revenue instead (balanced, nothing negative): an entry whose GST (-1) is
 * not 18 % of its fee (1), rounded down (0).
 */
export const gstBookedAsRevenue: Movement = houseOnlyMovement(
  'reversal',
  1n,
  { from: 'gst-payable', to: 'fee-revenue' },
  { source: 'ops-decision', id: 'gst-booked-as-revenue' },
);

/** What customers owe us paid off twice from the same money: customer receivables driven to +300. */
export const receivablePaidTwice = houseOnlyMovement(
  'receivable-settled',
  300n,
  { from: 'bank-transfer-clearing', to: 'customer-receivables' },
  { source: 'ops-decision', id: 'receivable:paid-twice' },
);

/** A refund owed by no customer's total: customer receivables at -700 while the totals sum to 0. */
export const receivableRefundedUntracked = houseOnlyMovement(
  'provider-refund',
  700n,
  { from: 'customer-receivables', to: 'bank-transfer-clearing' },
  { source: 'razorpay-refund', id: 'rfnd_untracked' },
);
