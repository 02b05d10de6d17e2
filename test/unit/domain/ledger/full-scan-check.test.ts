import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '../../../../lambdas/domain/ledger/book/transactions';
import { checkedRecordKey } from '../../../../lambdas/domain/ledger/checks/checked-items';
import {
  breakKinds,
  describeBreak,
  type LedgerBreakKind,
} from '../../../../lambdas/domain/ledger/checks/full-scan';
import {
  bankTransferDeposit,
  heldBankTransfer,
  releaseHeldDeposit,
  returnHeldDeposit,
} from '../../../../lambdas/domain/ledger/recipes/bank-transfers';
import { buyUsdt } from '../../../../lambdas/domain/ledger/recipes/buy-usdt';
import {
  cardDepositCaptured,
  cardDepositEnded,
  cardDepositOrdered,
} from '../../../../lambdas/domain/ledger/recipes/card-deposits';
import { chainDeposit } from '../../../../lambdas/domain/ledger/recipes/chain-deposits';
import { inventoryFunding } from '../../../../lambdas/domain/ledger/recipes/inventory';
import {
  movementPayingOwed,
  transitionPayingOwed,
} from '../../../../lambdas/domain/ledger/recipes/receivable-payoff';
import { refundOfCredit } from '../../../../lambdas/domain/ledger/recipes/refunds';
import { suspenseAssigned, transferToSuspense } from '../../../../lambdas/domain/ledger/recipes/suspense';
import { LedgerBook } from '../../../support/ledger-book';
import { reversal } from '../../../support/operator-reversal';
import {
  gstBookedAsRevenue,
  gstOverRefund,
  receivablePaidTwice,
  receivableRefundedUntracked,
  writeRealBook,
} from '../../../support/real-book';

const customers = ['a1a1a1a1-0000-4000-8000-000000000001', 'b2b2b2b2-0000-4000-8000-000000000002'];
const [asha = '', ravi = ''] = customers;
const amount = fc.bigInt({ min: 1n, max: 10n ** 9n });
const customer = fc.constantFrom(...customers);
const counterparty = 'HDFC Bank ••••1234';

/** Entries an operator may reverse: money that moved, not a held transfer's bookkeeping. */
const reversible = new Set([
  'bank-transfer-deposit',
  'card-deposit',
  'buy-usdt',
  'chain-deposit',
  'reversal',
]);

const recordsIn = (book: LedgerBook, status: TransactionRecord['status'], type: TransactionRecord['type']) =>
  [...book.records.values()].filter((record) => record.status === status && record.type === type);

/**
 * A payment the provider has refunded already, or whose credit an operator reversed (a correction
 * the product offers no operator beside the provider's refund): the provider never refunds more than
 * it charged, so the steps refund each credit at most once, and never one reversed.
 */
const refundedOrReversed = (book: LedgerBook, credited: TransactionRecord) =>
  [...book.records.values()].some(
    (record) =>
      (record.type === 'provider-refund' && record.reference === (credited.reference ?? credited.id)) ||
      (record.type === 'reversal' && credited.entryIds.includes(record.reference ?? '')),
  );

const pickFrom = <T>(items: readonly T[], pick: number): T | undefined =>
  items[pick % Math.max(items.length, 1)];

/** What customers, the provider, the chain and operators cause, in any order, against the book as it is. */
const step: fc.Arbitrary<(book: LedgerBook) => unknown> = fc.oneof(
  fc.record({ userId: customer, amountMinor: amount, utr: fc.uuid() }).map(
    (transfer) => (book: LedgerBook) =>
      book.post(
        movementPayingOwed(bankTransferDeposit({ ...transfer, counterparty }), {
          userId: transfer.userId,
          owedMinor: book.owedBy(transfer.userId),
          creditReference: transfer.utr,
        }),
      ),
  ),
  fc
    .record({ pick: fc.nat(), part: amount, refundId: fc.uuid() })
    .map(({ pick, part, refundId }) => (book: LedgerBook) => {
      const credited = pickFrom(
        [
          ...recordsIn(book, 'succeeded', 'bank-transfer-deposit'),
          ...recordsIn(book, 'succeeded', 'card-deposit'),
        ].filter((record) => !refundedOrReversed(book, record)),
        pick,
      );
      if (!credited) return;
      const charged = credited.amountMinor + credited.feeMinor + credited.gstMinor;
      // Half the picks refund the whole payment, half a part of it.
      const amountMinor = part % 2n === 0n ? charged : (part % charged) + 1n;
      book.post(
        refundOfCredit({
          credited,
          refundId,
          amountMinor,
          walletMinor: book.wallets.get(`customer/${credited.userId}/INR`)?.balanceMinor ?? 0n,
        }),
      );
    }),
  fc
    .record({ userId: customer, amountMinor: amount, utr: fc.uuid() })
    .map(
      (transfer) => (book: LedgerBook) =>
        book.post(heldBankTransfer({ ...transfer, counterparty, reason: 'Not from your verified account' })),
    ),
  fc.record({ pick: fc.nat(), release: fc.boolean() }).map(({ pick, release }) => (book: LedgerBook) => {
    const held = pickFrom(recordsIn(book, 'held', 'bank-transfer-deposit'), pick);
    if (!held) return;
    const decidedBy = 'ops-cli:asha';
    book.transition(
      release
        ? releaseHeldDeposit(held, { decidedBy })
        : returnHeldDeposit(held, { decidedBy, reason: 'No' }),
    );
  }),
  fc
    .record({ userId: customer, creditMinor: amount, feeMinor: amount, orderId: fc.uuid() })
    .map(
      (order) => (book: LedgerBook) =>
        book.post(cardDepositOrdered({ ...order, gstMinor: (order.feeMinor * 18n) / 100n })),
    ),
  fc
    .record({ pick: fc.nat(), paymentId: fc.uuid(), fail: fc.boolean() })
    .map(({ pick, paymentId, fail }) => (book: LedgerBook) => {
      const pending = pickFrom(recordsIn(book, 'pending', 'card-deposit'), pick);
      if (!pending) return;
      book.transition(
        fail
          ? cardDepositEnded(pending, { status: 'failed', reason: 'Declined' })
          : transitionPayingOwed(cardDepositCaptured(pending, { paymentId }), {
              userId: pending.userId,
              owedMinor: book.owedBy(pending.userId),
              creditReference: paymentId,
            }),
      );
    }),
  fc
    .record({ userId: customer, usdtMinor: amount, txHash: fc.uuid() })
    .map((deposit) => (book: LedgerBook) => book.post(chainDeposit({ ...deposit, fromAddress: 'TXYZ' }))),
  fc
    .record({ usdtMinor: amount, reference: fc.uuid() })
    .map((funding) => (book: LedgerBook) => book.post(inventoryFunding(funding))),
  fc
    .record({ userId: customer, price: amount, fee: amount, usdtMinor: amount, quoteId: fc.uuid() })
    .map(({ price, fee, ...rest }) => (book: LedgerBook) => {
      const gst = (fee * 18n) / 100n;
      return book.post(
        buyUsdt({
          ...rest,
          inrPaidMinor: price + fee + gst,
          feeMinor: fee,
          gstMinor: gst,
          rateDescription: '1 USDT = ₹88.42',
        }),
      );
    }),
  fc.nat().map((pick) => (book: LedgerBook) => {
    const original = pickFrom(
      [...book.stored.values()].filter((stored) => reversible.has(stored.entry.kind)),
      pick,
    );
    if (original) book.post(reversal(original, { reason: 'Typo', decidedBy: 'ops' }));
  }),
);

function bookOf(steps: ((book: LedgerBook) => unknown)[]): LedgerBook {
  const book = new LedgerBook();
  for (const apply of steps) apply(book);
  return book;
}

/** The real book (test/support/real-book.ts), in memory. */
async function realBook() {
  const book = new LedgerBook();
  return { book, ...(await writeRealBook(book.writer(), asha, ravi)) };
}

type RealBook = Awaited<ReturnType<typeof realBook>>;

/** Ways a book is corrupted behind the writer's back, and what the checker must say of each. */
const corruptions: { how: string; kind: LedgerBreakKind; says: RegExp; corrupt: (real: RealBook) => void }[] =
  [
    {
      how: 'a wallet balance edited',
      kind: 'balance-mismatch',
      says: new RegExp(`customer/${asha}/INR: stored balance \\d+, its postings sum to \\d+`),
      corrupt: ({ book }) => {
        const wallet = book.wallets.get(`customer/${asha}/INR`);
        if (wallet) wallet.balanceMinor += 100n;
      },
    },
    {
      how: 'a house posting lost',
      kind: 'balance-mismatch',
      says: /house\/fee-revenue: stored balance 442, its postings sum to 2442/,
      corrupt: ({ book }) => {
        const at = book.houseRows.findIndex((row) => row.accountId === 'house/fee-revenue');
        book.houseRows.splice(at, 1);
      },
    },
    {
      how: 'a house account that only collects driven below zero',
      kind: 'negative-balance',
      says: /house\/gst-payable: balance -1 is below zero/,
      corrupt: ({ book }) => {
        book.post(gstOverRefund);
      },
    },
    {
      how: 'an entry whose GST is not 18 % of its fee',
      kind: 'gst-not-18-percent',
      says: /entry \w+: books -1 to house\/gst-payable, but 18 % of the 1 it books to house\/fee-revenue is 0/,
      corrupt: ({ book }) => {
        book.post(gstBookedAsRevenue);
      },
    },
    {
      how: 'what customers owe us driven above zero',
      kind: 'positive-balance',
      says: /house\/customer-receivables: balance 300 is above zero/,
      corrupt: ({ book }) => {
        book.post(receivablePaidTwice);
      },
    },
    {
      how: 'what customers owe us moved without their totals',
      kind: 'customer-total-drift',
      says: /house\/customer-receivables: balance -700, but its customers' totals sum to 0/,
      corrupt: ({ book }) => {
        book.post(receivableRefundedUntracked);
      },
    },
    {
      how: 'a customer wallet below zero',
      kind: 'negative-balance',
      says: new RegExp(`customer/${ravi}/USDT: balance -5 is below zero`),
      corrupt: ({ book }) => {
        const wallet = book.wallets.get(`customer/${ravi}/USDT`);
        if (wallet) wallet.balanceMinor = -5n;
      },
    },
    {
      how: 'the stock guard drifted from the inventory',
      kind: 'stock-drift',
      says: /house\/usdt-inventory: its stock guard holds 998990001, its postings sum to 998990000/,
      corrupt: ({ book }) => {
        const shards = book.stock.get('usdt-inventory') ?? [];
        shards[0] = (shards[0] ?? 0n) + 1n;
      },
    },
    {
      how: 'a held transfer’s amount changed without its money moving',
      kind: 'waiting-records-drift',
      says: /house\/deposits-held: balance 0, but the records waiting in it hold 70000/,
      corrupt: ({ book, credit }) => {
        const held = { ...credit, userId: ravi, id: 'RHELD', status: 'held' as const, amountMinor: 70_000n };
        book.records.set(checkedRecordKey(held), held);
      },
    },
    {
      how: 'a record of money moved with no entry',
      kind: 'record-without-entry',
      says: new RegExp(
        `record ${ravi}/INR/RFAKE: shows 70000 moved on customer/${ravi}/INR, but names no entry`,
      ),
      corrupt: ({ book, credit }) => {
        const fake = { ...credit, userId: ravi, id: 'RFAKE', amountMinor: 70_000n, entryIds: [] };
        book.records.set(checkedRecordKey(fake), fake);
      },
    },
    {
      how: 'an entry whose record was lost',
      kind: 'entry-without-record',
      says: new RegExp(
        `entry E\\d+: posts 500000 to customer/${asha}/INR, but no record of that wallet names it`,
      ),
      corrupt: ({ book, credit }) => {
        book.records.delete(checkedRecordKey(credit));
      },
    },
    {
      how: 'an amount changed on the record’s side',
      kind: 'record-amount-mismatch',
      says: new RegExp(
        `record ${asha}/INR/R\\d+: shows 500100 on customer/${asha}/INR, its entries post 500000 there`,
      ),
      corrupt: ({ book, credit }) => {
        book.records.set(checkedRecordKey(credit), { ...credit, amountMinor: 500_100n });
      },
    },
    {
      how: 'a wallet’s posting count off by one',
      kind: 'posting-count-mismatch',
      says: new RegExp(`customer/${asha}/INR: posting count 4, but 3 postings name it`),
      corrupt: ({ book }) => {
        const wallet = book.wallets.get(`customer/${asha}/INR`);
        if (wallet) wallet.postingCount += 1;
      },
    },
    {
      how: 'an entry edited so it no longer balances',
      kind: 'unbalanced-entry',
      says: /entry E\d+: its USDT postings sum to 1, not zero/,
      corrupt: ({ book, buyEntry }) => {
        const entry = book.entries.get(buyEntry);
        if (!entry) return;
        book.entries.set(buyEntry, {
          ...entry,
          postings: entry.postings.map((posting) =>
            posting.accountId === 'house/usdt-inventory'
              ? { ...posting, amountMinor: posting.amountMinor + 1n }
              : posting,
          ),
        });
      },
    },
    {
      how: 'a reference item lost',
      kind: 'missing-reference',
      says: /entry E\d+ names reference utr:UTR\w+, which the ledger does not hold/,
      corrupt: ({ book, credit }) => {
        const [name = ''] = book.entries.get(credit.entryIds[0] ?? '')?.references ?? [];
        book.references.delete(name);
      },
    },
    {
      how: 'a reversal naming an entry the ledger does not hold',
      kind: 'missing-reference',
      says: /entry E\d+ names entry E404, which the ledger does not hold/,
      corrupt: ({ book, reversalEntry }) => {
        const entry = book.entries.get(reversalEntry);
        if (entry) book.entries.set(reversalEntry, { ...entry, reverses: 'E404' });
      },
    },
    {
      how: 'a record naming an entry the ledger does not hold',
      kind: 'missing-reference',
      says: new RegExp(`record ${asha}/INR/R\\d+ names entry E405, which the ledger does not hold`),
      corrupt: ({ book, credit }) => {
        book.records.set(checkedRecordKey(credit), { ...credit, entryIds: ['E405'] });
      },
    },
    {
      how: 'a house posting with no entry',
      kind: 'book-not-zero',
      says: /the book's INR balances sum to 999, not zero/,
      corrupt: ({ book }) => {
        book.houseRows.push({
          accountId: 'house/usdt-sales',
          currency: 'INR',
          amountMinor: 999n,
          entryId: 'E999',
        });
      },
    },
  ];

describe('the full scan check', () => {
  it('finds no break in any book the writer could have produced, and counts what it read', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const book = bookOf(steps);
        const report = book.check();
        expect(report.breaks.map(describeBreak)).toEqual([]);
        expect(report.entries).toBe(book.entries.size);
        expect(report.records).toBe(book.records.size);
        expect(report.postings).toBe(
          [...book.entries.values()].reduce((total, entry) => total + entry.postings.length, 0),
        );
        for (const total of Object.values(report.bookTotals)) expect(total).toBe(0n);
      }),
    );
  });

  it('passes a real book and names every kind of break in plain words', async () => {
    expect((await realBook()).book.check().breaks).toEqual([]);
    for (const description of Object.values(breakKinds)) expect(description).toMatch(/^an? |^the /);
  });

  it.each(corruptions)('names $how', async ({ kind, says, corrupt }) => {
    const real = await realBook();
    corrupt(real);
    const { breaks } = real.book.check();
    expect(breaks.map((found) => found.kind)).toContain(kind);
    expect(breaks.map(describeBreak).join('\n')).toMatch(says);
  });

  it('takes money in suspense, assigned to a customer or not, as sound: the suspense record is the house’s', () => {
    const book = new LedgerBook();
    const received = (utr: string, amountMinor: bigint) =>
      book.post(
        transferToSuspense({
          amountMinor,
          utr,
          counterparty: 'SBI ••••4444',
          paymentId: `pay_${utr}`,
          reason: 'Sent to virtual account va_1, which no customer holds',
          references: [{ source: 'razorpay-payment', id: `pay_${utr}` }],
          providerFee: { feeMinor: 590n, taxMinor: 90n },
        }),
      )?.records[0];
    const assigned = received('UTR1', 2_750_50n);
    received('UTR2', 500_00n);
    if (!assigned) throw new Error('The book refused the transfer');
    expect(
      book.transition(suspenseAssigned(assigned, { userId: asha, decidedBy: 'ops-cli:test' })),
    ).toBeDefined();
    expect(book.check().breaks.map(describeBreak)).toEqual([]);
  });

  it('checks a credit and the payoff its entry made together, and names a payoff shown at another amount', () => {
    const book = new LedgerBook();
    const credit = (utr: string, amountMinor: bigint) =>
      book.post(
        movementPayingOwed(bankTransferDeposit({ userId: asha, amountMinor, utr, counterparty }), {
          userId: asha,
          owedMinor: book.owedBy(asha),
          creditReference: utr,
        }),
      )?.records;
    const [first] = credit('UTR1', 100_000n) ?? [];
    if (!first) throw new Error('The book refused the transfer');
    // Spent, then refunded in full by the bank: ₹1,000 owed.
    book.post(inventoryFunding({ usdtMinor: 1n, reference: 'F1' }));
    book.post(
      buyUsdt({
        userId: asha,
        inrPaidMinor: 100_000n,
        feeMinor: 0n,
        gstMinor: 0n,
        usdtMinor: 1n,
        quoteId: 'Q1',
        rateDescription: '1 USDT = ₹88.42',
      }),
    );
    book.post(inventoryFunding({ usdtMinor: 1n, reference: 'F1' }));
    book.post(
      refundOfCredit({ credited: first, refundId: 'rfnd_1', amountMinor: 100_000n, walletMinor: 0n }),
    );
    expect(book.owedBy(asha)).toBe(100_000n);
    // ₹400 all to the debt (no posting on the wallet), then ₹2,000 pays the ₹600 left.
    credit('UTR2', 40_000n);
    const paying = credit('UTR3', 200_000n) ?? [];
    expect(book.owedBy(asha)).toBe(0n);
    expect(book.wallets.get(`customer/${asha}/INR`)?.balanceMinor).toBe(140_000n);
    expect(book.check().breaks.map(describeBreak)).toEqual([]);

    const payoff = paying[1];
    if (!payoff) throw new Error('No payoff record');
    book.records.set(checkedRecordKey(payoff), { ...payoff, amountMinor: 50_000n });
    expect(book.check().breaks.map(describeBreak)).toEqual([
      `record ${checkedRecordKey(paying[0] as TransactionRecord)}: shows 150000 on customer/${asha}/INR, its entries post 140000 there`,
    ]);
  });

  it('sees at least ten distinct kinds of corruption', () => {
    expect(new Set(corruptions.map(({ kind }) => kind)).size).toBeGreaterThanOrEqual(10);
  });

  it('names the account whose stored balance was changed behind the ledger’s back', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 20 }), fc.nat(), amount, (steps, pick, delta) => {
        const book = bookOf(steps);
        const ids = [...book.wallets.keys()];
        fc.pre(ids.length > 0);
        const tampered = ids[pick % ids.length] as string;
        const wallet = book.wallets.get(tampered);
        if (!wallet) return;
        const folded = wallet.balanceMinor;
        wallet.balanceMinor += delta;
        const { breaks } = book.check();
        expect(breaks).toContainEqual({
          kind: 'balance-mismatch',
          accountId: tampered,
          storedMinor: folded + delta,
          foldedMinor: folded,
        });
        expect(breaks).toContainEqual({ kind: 'book-not-zero', currency: wallet.currency, sumMinor: delta });
      }),
    );
  });
});
