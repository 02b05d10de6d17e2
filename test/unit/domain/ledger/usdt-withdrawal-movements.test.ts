import { describe, expect, it } from 'vitest';
import { chainDeposit } from '../../../../lambdas/domain/ledger/recipes/chain-deposits';
import {
  usdtWithdrawalConfirmed,
  usdtWithdrawalReserved,
  usdtWithdrawalReturned,
  usdtWithdrawalSigned,
} from '../../../../lambdas/domain/ledger/recipes/usdt-withdrawals';
import { LedgerBook } from '../../../support/ledger-book';

const USER = 'user-asha';
const DESTINATION = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

function fundedBook(usdtMinor: bigint) {
  const book = new LedgerBook();
  book.post(chainDeposit({ userId: USER, usdtMinor, txHash: 'deposit-1', fromAddress: DESTINATION }));
  return book;
}

const request = (idempotencyKey: string) =>
  usdtWithdrawalReserved({
    userId: USER,
    amountMinor: 10_000_000n,
    networkFeeMinor: 1_350_000n,
    destination: DESTINATION,
    label: 'My exchange',
    idempotencyKey,
    dailyCap: { period: '2026-11-23', maxMinor: 25_000_000_000n },
  });

const balance = (book: LedgerBook, account: string) =>
  book.wallets.get(account)?.balanceMinor ??
  book.houseRows.filter((row) => row.accountId === account).reduce((sum, row) => sum + row.amountMinor, 0n);

describe('a USDT withdrawal in the book', () => {
  it('reserves amount and fee at once, then books the confirmation to the hot wallet and the fee account', () => {
    const book = fundedBook(20_000_000n);
    const [record] = book.post(request('key-1'))?.records ?? [];
    if (!record) throw new Error('not reserved');
    expect(balance(book, `customer/${USER}/USDT`)).toBe(8_650_000n);
    expect(balance(book, 'house/usdt-withdrawals-reserved')).toBe(11_350_000n);
    expect(book.check().breaks).toEqual([]);

    const broadcast = book.transition(
      usdtWithdrawalSigned(record, { transactionId: 'tx-1', signedTransaction: '{}' }),
    );
    if (!broadcast) throw new Error('not signed');
    expect(book.check().breaks).toEqual([]);
    expect(book.transition(usdtWithdrawalConfirmed(broadcast))?.status).toBe('succeeded');
    expect(balance(book, 'house/usdt-withdrawals-reserved')).toBe(0n);
    expect(balance(book, 'house/usdt-hot-wallet')).toBe(10_000_000n);
    expect(balance(book, 'house/usdt-network-fees')).toBe(1_350_000n);
    expect(book.check().breaks).toEqual([]);
  });

  it('returns amount and fee to the wallet once when the chain fails it, and never confirms it after', () => {
    const book = fundedBook(20_000_000n);
    const [record] = book.post(request('key-2'))?.records ?? [];
    if (!record) throw new Error('not reserved');
    const broadcast = book.transition(
      usdtWithdrawalSigned(record, { transactionId: 'tx-2', signedTransaction: '{}' }),
    );
    if (!broadcast) throw new Error('not signed');
    expect(book.transition(usdtWithdrawalReturned(broadcast, 'The network refused it'))?.status).toBe(
      'failed',
    );
    expect(book.transition(usdtWithdrawalReturned(broadcast, 'Again'))).toBeUndefined();
    expect(book.transition(usdtWithdrawalConfirmed(broadcast))).toBeUndefined();
    expect(balance(book, `customer/${USER}/USDT`)).toBe(20_000_000n);
    expect(balance(book, 'house/usdt-withdrawals-reserved')).toBe(0n);
    expect(book.check().breaks).toEqual([]);
  });

  it('refuses a withdrawal the wallet cannot pay with its fee', () => {
    const book = fundedBook(11_349_999n);
    expect(book.post(request('key-3'))).toBeUndefined();
    expect(balance(book, `customer/${USER}/USDT`)).toBe(11_349_999n);
  });
});
