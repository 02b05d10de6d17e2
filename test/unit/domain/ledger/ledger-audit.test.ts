import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountId } from '../../../../lambdas/domain/ledger/accounts';
import type { JournalEntry } from '../../../../lambdas/domain/ledger/journal-entry';
import {
  type AuditedEntry,
  describeBreak,
  LedgerAudit,
} from '../../../../lambdas/domain/ledger/ledger-audit';
import type { Movement } from '../../../../lambdas/domain/ledger/movement';
import {
  bankTransferDeposit,
  buyUsdt,
  chainDeposit,
  inventoryFunding,
  reversal,
} from '../../../../lambdas/domain/ledger/movements';
import type { Currency } from '../../../../lambdas/domain/money';

const customers = ['a1a1a1a1-0000-4000-8000-000000000001', 'b2b2b2b2-0000-4000-8000-000000000002'];
const amount = fc.bigInt({ min: 1n, max: 10n ** 9n });

/** Movements an operator or customer might cause, in any order. */
const movement: fc.Arbitrary<(posted: JournalEntry[]) => Movement> = fc.oneof(
  fc
    .record({ userId: fc.constantFrom(...customers), amountMinor: amount, utr: fc.uuid() })
    .map((transfer) => () => bankTransferDeposit({ ...transfer, counterparty: 'HDFC Bank ••••1234' })),
  fc
    .record({ userId: fc.constantFrom(...customers), usdtMinor: amount, txHash: fc.uuid() })
    .map((deposit) => () => chainDeposit({ ...deposit, fromAddress: 'TXYZ' })),
  fc.record({ usdtMinor: amount, reference: fc.uuid() }).map((funding) => () => inventoryFunding(funding)),
  fc
    .record({
      userId: fc.constantFrom(...customers),
      price: amount,
      fee: amount,
      usdtMinor: amount,
      quoteId: fc.uuid(),
    })
    .map(({ price, fee, ...rest }) => () => {
      const gst = (fee * 18n) / 100n;
      return buyUsdt({
        ...rest,
        inrPaidMinor: price + fee + gst,
        feeMinor: fee,
        gstMinor: gst,
        rateDescription: '1 USDT = ₹88.42',
      });
    }),
  fc.nat().map((pick) => (posted: JournalEntry[]) => {
    const original = posted[pick % Math.max(posted.length, 1)];
    if (!original) return inventoryFunding({ usdtMinor: 1n, reference: 'seed' });
    return reversal(
      { id: `E${pick}`, createdAt: '2026-11-23T10:00:00.000Z', entry: original },
      { reason: 'Typo', decidedBy: 'ops' },
    );
  }),
);

/** The reference model of the writer: an entry applies only if no customer wallet goes below zero. */
function applyAll(makers: ((posted: JournalEntry[]) => Movement)[]) {
  const balances = new Map<string, { currency: Currency; balance: bigint }>();
  const posted: JournalEntry[] = [];
  for (const make of makers) {
    const { entry } = make(posted);
    if (!entry) continue;
    const next = new Map(balances);
    for (const posting of entry.postings) {
      const id = accountId(posting.account);
      const balance = (next.get(id)?.balance ?? 0n) + posting.amountMinor;
      next.set(id, { currency: posting.account.currency, balance });
    }
    const refused = entry.postings.some(
      (posting) =>
        posting.account.kind === 'customer' && (next.get(accountId(posting.account))?.balance ?? 0n) < 0n,
    );
    if (refused) continue;
    posted.push(entry);
    balances.clear();
    for (const [id, state] of next) balances.set(id, state);
  }
  return { balances, posted };
}

function audited(entries: JournalEntry[]): AuditedEntry[] {
  return entries.map((entry, index) => ({
    id: `E${index}`,
    postings: entry.postings.map((posting) => ({
      accountId: accountId(posting.account),
      currency: posting.account.currency,
      amountMinor: posting.amountMinor,
    })),
  }));
}

function auditOf(entries: AuditedEntry[], balances: Map<string, { currency: Currency; balance: bigint }>) {
  const audit = new LedgerAudit();
  for (const entry of entries) audit.addEntry(entry);
  for (const [id, { currency, balance }] of balances) audit.addStoredBalance(id, currency, balance);
  return audit.report();
}

describe('the ledger audit', () => {
  it('finds no break in any book the writer could have produced, and counts what it read', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 30 }), (makers) => {
        const { balances, posted } = applyAll(makers);
        const report = auditOf(audited(posted), balances);
        expect(report.breaks).toEqual([]);
        expect(report.entries).toBe(posted.length);
        expect(report.postings).toBe(posted.reduce((total, entry) => total + entry.postings.length, 0));
        for (const total of Object.values(report.bookTotals)) expect(total).toBe(0n);
      }),
    );
  });

  it('names the account whose stored balance was changed behind the ledger’s back', () => {
    fc.assert(
      fc.property(
        fc.array(movement, { minLength: 1, maxLength: 20 }),
        fc.nat(),
        amount,
        (makers, pick, delta) => {
          const { balances, posted } = applyAll(makers);
          const ids = [...balances.keys()];
          fc.pre(ids.length > 0);
          const tampered = ids[pick % ids.length] as string;
          const state = balances.get(tampered) as { currency: Currency; balance: bigint };
          balances.set(tampered, { ...state, balance: state.balance + delta });
          const report = auditOf(audited(posted), balances);
          expect(report.breaks).toContainEqual({
            kind: 'balance-mismatch',
            accountId: tampered,
            storedMinor: state.balance + delta,
            foldedMinor: state.balance,
          });
          expect(report.breaks).toContainEqual({
            kind: 'book-not-zero',
            currency: state.currency,
            sumMinor: delta,
          });
        },
      ),
    );
  });

  it('names an entry that does not sum to zero', () => {
    const report = auditOf(
      [
        {
          id: '01JBROKEN',
          postings: [
            { accountId: `customer/${customers[0]}/INR`, currency: 'INR', amountMinor: 500n },
            { accountId: 'house/bank-transfer-clearing', currency: 'INR', amountMinor: -400n },
          ],
        },
      ],
      new Map([
        [`customer/${customers[0]}/INR`, { currency: 'INR', balance: 500n }],
        ['house/bank-transfer-clearing', { currency: 'INR', balance: -400n }],
      ]),
    );
    expect(report.breaks.map(describeBreak)).toEqual([
      'entry 01JBROKEN: its INR postings sum to 100, not zero',
      "the book's INR balances sum to 100, not zero",
    ]);
  });

  it('names a customer balance below zero, even when its postings agree', () => {
    const wallet = `customer/${customers[1]}/USDT`;
    const report = auditOf(
      [
        {
          id: '01JOVERDRAWN',
          postings: [
            { accountId: wallet, currency: 'USDT', amountMinor: -1n },
            { accountId: 'house/usdt-inventory', currency: 'USDT', amountMinor: 1n },
          ],
        },
      ],
      new Map([
        [wallet, { currency: 'USDT', balance: -1n }],
        ['house/usdt-inventory', { currency: 'USDT', balance: 1n }],
      ]),
    );
    expect(report.breaks.map(describeBreak)).toEqual([`${wallet}: balance -1 is below zero`]);
    expect(report).toMatchObject({ entries: 1, postings: 2, customerAccounts: 1, houseAccounts: 1 });
  });
});
