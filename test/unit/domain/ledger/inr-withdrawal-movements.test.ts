import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '../../../../lambdas/domain/ledger/book/transactions';
import { bankTransferDeposit } from '../../../../lambdas/domain/ledger/recipes/bank-transfers';
import {
  inrWithdrawalPaidOut,
  inrWithdrawalReserved,
  inrWithdrawalReturned,
} from '../../../../lambdas/domain/ledger/recipes/inr-withdrawals';
import { LedgerBook } from '../../../support/ledger-book';

const USER = 'user-asha';
const FEE = 10_00n;
const GST = 1_80n;

function bookWithWithdrawal(payoutMinor = 2_000_00n) {
  const book = new LedgerBook();
  book.post(
    bankTransferDeposit({ userId: USER, amountMinor: 5_000_00n, utr: 'UTR1', counterparty: 'HDFC ••••1234' }),
  );
  const posted = book.post(
    inrWithdrawalReserved({
      userId: USER,
      payoutMinor,
      feeMinor: FEE,
      gstMinor: GST,
      counterparty: 'HDFC0001234 ••••6789',
      idempotencyKey: 'key-1',
      dailyCap: { period: '2026-11-23', maxMinor: 5_00_000_00n },
      owedAsRead: 0n,
    }),
  );
  const [record] = posted?.records ?? [];
  if (!record) throw new Error('not reserved');
  return { book, record };
}

const wallet = (book: LedgerBook) => book.wallets.get(`customer/${USER}/INR`)?.balanceMinor;
const house = (book: LedgerBook, name: string) =>
  book.houseRows
    .filter((row) => row.accountId === `house/${name}`)
    .reduce((sum, row) => sum + row.amountMinor, 0n);
const current = (book: LedgerBook, record: TransactionRecord) =>
  book.records.get(`${record.userId}/${record.currency}/${record.id}`) as TransactionRecord;

describe('an INR withdrawal in the book', () => {
  it('reserves the payout and books fee and GST at once, the checker finding the reserve equal to its records', () => {
    const { book, record } = bookWithWithdrawal();
    expect(wallet(book)).toBe(5_000_00n - 2_011_80n);
    expect(record).toMatchObject({
      status: 'reserved',
      amountMinor: 2_011_80n,
      feeMinor: FEE,
      gstMinor: GST,
    });
    expect(house(book, 'inr-withdrawals-reserved')).toBe(2_000_00n);
    expect(house(book, 'fee-revenue') + house(book, 'gst-payable') + house(book, 'fee-rounding')).toBe(
      11_80n,
    );
    expect(book.check().breaks).toEqual([]);
  });

  it('pays the reserve out once with the UTR on the record', () => {
    const { book, record } = bookWithWithdrawal();
    expect(
      book.transition(inrWithdrawalPaidOut(record, { payoutId: 'pout_1', utr: 'UTR-OUT-1' })),
    ).toBeDefined();
    expect(
      book.transition(inrWithdrawalPaidOut(record, { payoutId: 'pout_1', utr: 'UTR-OUT-1' })),
    ).toBeUndefined();
    expect(current(book, record)).toMatchObject({ status: 'succeeded', reference: 'UTR-OUT-1' });
    expect(house(book, 'inr-withdrawals-reserved')).toBe(0n);
    expect(house(book, 'razorpayx-payouts')).toBe(2_000_00n);
    expect(wallet(book)).toBe(2_988_20n);
    expect(book.check().breaks).toEqual([]);
  });

  it('returns everything taken, fee and GST included, when the payout fails, and only once', () => {
    const { book, record } = bookWithWithdrawal();
    const failed = inrWithdrawalReturned(record, { payoutId: 'pout_1', reason: 'The bank refused it' });
    expect(book.transition(failed)).toBeDefined();
    expect(book.transition(failed)).toBeUndefined();
    // A processed report arriving after the failure finds the record no longer reserved.
    expect(book.transition(inrWithdrawalPaidOut(record, { payoutId: 'pout_1', utr: 'U' }))).toBeUndefined();
    expect(current(book, record).status).toBe('failed');
    expect(wallet(book)).toBe(5_000_00n);
    expect(house(book, 'inr-withdrawals-reserved')).toBe(0n);
    expect(house(book, 'fee-revenue') + house(book, 'gst-payable') + house(book, 'fee-rounding')).toBe(0n);
    expect(book.check().breaks).toEqual([]);
  });

  it('returns a payout the bank reversed after it was processed, once', () => {
    const { book, record } = bookWithWithdrawal();
    const paid = book.transition(inrWithdrawalPaidOut(record, { payoutId: 'pout_1', utr: 'UTR-OUT-1' }));
    if (!paid) throw new Error('not paid');
    expect(
      book.transition(inrWithdrawalReturned(paid, { payoutId: 'pout_1', reason: 'Reversed' })),
    ).toBeDefined();
    expect(
      book.transition(inrWithdrawalReturned(paid, { payoutId: 'pout_1', reason: 'Reversed' })),
    ).toBeUndefined();
    expect(current(book, record).status).toBe('returned');
    expect(wallet(book)).toBe(5_000_00n);
    expect(house(book, 'razorpayx-payouts')).toBe(0n);
    expect(book.check().breaks).toEqual([]);
  });

  it('refuses a withdrawal the wallet cannot pay with its fee', () => {
    const book = new LedgerBook();
    book.post(bankTransferDeposit({ userId: USER, amountMinor: 2_000_00n, utr: 'U1', counterparty: 'x' }));
    expect(
      book.post(
        inrWithdrawalReserved({
          userId: USER,
          payoutMinor: 2_000_00n,
          feeMinor: FEE,
          gstMinor: GST,
          counterparty: 'x',
          idempotencyKey: 'k',
          dailyCap: { period: '2026-11-23', maxMinor: 5_00_000_00n },
          owedAsRead: 0n,
        }),
      ),
    ).toBeUndefined();
    expect(wallet(book)).toBe(2_000_00n);
  });
});
