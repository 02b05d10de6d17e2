/**
 * The book carries each fee and its GST exactly as the customer was quoted and charged, over any run of
 * buys and card deposits: fee revenue is the fees quoted, GST payable the GST quoted, to the paisa, and
 * every entry's GST is the quote's 18 % of its fee rounded down.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardDepositFigures } from '../../../../lambdas/domain/deposits/card-deposit-terms';
import type { TransactionRecord } from '../../../../lambdas/domain/ledger/book/transactions';
import { bankTransferDeposit } from '../../../../lambdas/domain/ledger/recipes/bank-transfers';
import { buyUsdt } from '../../../../lambdas/domain/ledger/recipes/buy-usdt';
import {
  cardDepositCaptured,
  cardDepositOrdered,
} from '../../../../lambdas/domain/ledger/recipes/card-deposits';
import { inventoryFunding } from '../../../../lambdas/domain/ledger/recipes/inventory';
import { formatAmount } from '../../../../lambdas/domain/money';
import { feeOn, gstOn } from '../../../../lambdas/domain/trade/buy-quote';
import { LedgerBook } from '../../../support/ledger-book';

const asha = 'a1a1a1a1-0000-4000-8000-000000000001';

type Step =
  | { kind: 'card'; creditMinor: bigint; id: string }
  | { kind: 'buy'; principalMinor: bigint; id: string };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('card' as const),
    creditMinor: fc.bigInt({ min: 100_00n, max: 1_00_000_00n }),
    id: fc.uuid(),
  }),
  fc.record({
    kind: fc.constant('buy' as const),
    principalMinor: fc.bigInt({ min: 1n, max: 2_00_000_00n }),
    id: fc.uuid(),
  }),
);

const houseBalance = (book: LedgerBook, name: string) =>
  book.houseRows
    .filter((row) => row.accountId === `house/${name}`)
    .reduce((sum, row) => sum + row.amountMinor, 0n);

/** What the customer was quoted for each step that went through: charged, fee and GST. */
interface Quoted {
  record: string;
  walletChange: bigint;
  feeMinor: bigint;
  gstMinor: bigint;
}

function run(steps: readonly Step[]): { book: LedgerBook; quoted: Quoted[] } {
  const book = new LedgerBook();
  book.post(inventoryFunding({ usdtMinor: 10n ** 15n, reference: 'fund' }));
  const quoted: Quoted[] = [];
  for (const each of steps) {
    if (each.kind === 'card') {
      const figures = cardDepositFigures(formatAmount(each.creditMinor, 'INR'));
      const ordered = book.post(
        cardDepositOrdered({ userId: asha, ...figures, orderId: `order_${each.id}` }),
      );
      const pending = ordered?.records[0] as TransactionRecord;
      const captured = book.transition(cardDepositCaptured(pending, { paymentId: `pay_${each.id}` }));
      if (!captured) throw new Error('The capture was refused');
      quoted.push({
        record: captured.id,
        walletChange: figures.creditMinor,
        feeMinor: figures.feeMinor,
        gstMinor: figures.gstMinor,
      });
    } else {
      const feeMinor = feeOn(each.principalMinor);
      const gstMinor = gstOn(feeMinor);
      const inrPaidMinor = each.principalMinor + feeMinor + gstMinor;
      const posted = book.post(
        buyUsdt({
          userId: asha,
          inrPaidMinor,
          feeMinor,
          gstMinor,
          usdtMinor: 1n + each.principalMinor,
          quoteId: `quote-${each.id}`,
          rateDescription: '1 USDT = ₹88.42',
        }),
      );
      // A buy the wallet cannot pay for is refused, as the writer refuses it.
      const [record] = posted?.records ?? [];
      if (record) quoted.push({ record: record.id, walletChange: -inrPaidMinor, feeMinor, gstMinor });
    }
  }
  return { book, quoted };
}

describe('fees and GST in the book', () => {
  it('books the fees and GST customers were quoted, to the paisa, over any buys and card deposits', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const { book, quoted } = run(steps);
        expect(book.check().breaks).toEqual([]);
        expect(houseBalance(book, 'fee-revenue')).toBe(quoted.reduce((sum, each) => sum + each.feeMinor, 0n));
        expect(houseBalance(book, 'gst-payable')).toBe(quoted.reduce((sum, each) => sum + each.gstMinor, 0n));
        expect(houseBalance(book, 'fee-rounding')).toBe(0n);
        // The customer's figures are the quote's, and the wallet moved by exactly them.
        const records = [...book.records.values()];
        for (const each of quoted) {
          const record = records.find((found) => found.id === each.record && found.currency === 'INR');
          expect(record).toMatchObject({
            feeMinor: each.feeMinor,
            gstMinor: each.gstMinor,
            status: 'succeeded',
          });
        }
        expect(book.wallets.get(`customer/${asha}/INR`)?.balanceMinor ?? 0n).toBe(
          quoted.reduce((sum, each) => sum + each.walletChange, 0n),
        );
      }),
    );
  });

  it('books a card deposit’s 2 % fee of ₹20.10 and GST of ₹3.61 as ₹20.10 revenue and ₹3.61 GST', () => {
    const { book } = run([{ kind: 'card', creditMinor: 1005_00n, id: 'one' }]);
    expect(houseBalance(book, 'fee-revenue')).toBe(20_10n);
    expect(houseBalance(book, 'gst-payable')).toBe(3_61n);
    expect(houseBalance(book, 'fee-rounding')).toBe(0n);
  });

  it('books what the provider kept as expense and input GST, so clearing holds what it will settle', () => {
    const book = new LedgerBook();
    const figures = cardDepositFigures('1000');
    const ordered = book.post(cardDepositOrdered({ userId: asha, ...figures, orderId: 'order_fee' }));
    book.transition(
      cardDepositCaptured(ordered?.records[0] as TransactionRecord, {
        paymentId: 'pay_card',
        providerFee: { feeMinor: 24_08n, taxMinor: 3_67n },
      }),
    );
    book.post(
      bankTransferDeposit({
        userId: asha,
        amountMinor: 5_000_00n,
        utr: 'UTR1',
        counterparty: 'HDFC Bank ••••1234',
        providerFee: { feeMinor: 5_90n, taxMinor: 90n },
      }),
    );
    expect(houseBalance(book, 'card-clearing')).toBe(-(figures.totalMinor - 24_08n));
    expect(houseBalance(book, 'bank-transfer-clearing')).toBe(-(5_000_00n - 5_90n));
    expect(houseBalance(book, 'provider-fees')).toBe(-(20_41n + 5_00n));
    expect(houseBalance(book, 'provider-gst-input')).toBe(-(3_67n + 90n));
    // The customer is credited exactly what they added, whatever the provider kept.
    expect(book.wallets.get(`customer/${asha}/INR`)?.balanceMinor).toBe(1_000_00n + 5_000_00n);
    expect(book.check().breaks).toEqual([]);
  });

  it('refuses a provider fee that cannot be: more than the payment, or GST beyond the fee', () => {
    const transfer = { userId: asha, amountMinor: 100_00n, utr: 'UTR2', counterparty: 'SBI ••••9876' };
    expect(() =>
      bankTransferDeposit({ ...transfer, providerFee: { feeMinor: 100_01n, taxMinor: 0n } }),
    ).toThrow(RangeError);
    expect(() => bankTransferDeposit({ ...transfer, providerFee: { feeMinor: 5n, taxMinor: 6n } })).toThrow(
      RangeError,
    );
  });
});
