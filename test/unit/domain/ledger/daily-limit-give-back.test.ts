/**
 * A withdrawal that came back stops counting towards the day's limit it was taken from, once, and its
 * money comes back even when that day's total cannot be found (a request counted in the last instant of
 * a day in India and stamped on the next).
 */
import { describe, expect, it } from 'vitest';
import { bankTransferDeposit } from '../../../../lambdas/domain/ledger/recipes/bank-transfers';
import { returnGivingBack } from '../../../../lambdas/domain/ledger/recipes/daily-limit-give-back';
import {
  inrWithdrawalReserved,
  inrWithdrawalReturned,
} from '../../../../lambdas/domain/ledger/recipes/inr-withdrawals';
import { LedgerBook } from '../../../support/ledger-book';

const USER = 'user-asha';
/** The day the book stamps its records on, in India. */
const STAMPED_DAY = '2026-11-23';

async function reservedOn(countedOn: string) {
  const book = new LedgerBook();
  book.post(
    bankTransferDeposit({ userId: USER, amountMinor: 5_000_00n, utr: 'UTR1', counterparty: 'HDFC ••••1234' }),
  );
  const posted = book.post(
    inrWithdrawalReserved({
      userId: USER,
      payoutMinor: 2_000_00n,
      feeMinor: 10_00n,
      gstMinor: 1_80n,
      counterparty: 'HDFC0001234 ••••6789',
      idempotencyKey: 'key-1',
      dailyCap: { period: countedOn, maxMinor: 5_00_000_00n },
      owedAsRead: 0n,
    }),
  );
  const [record] = posted?.records ?? [];
  if (!record) throw new Error('not reserved');
  const port = book.port();
  const counted = (day: string) => port.capTotal(USER, 'inr-withdrawals', day);
  const wallet = () => port.walletBalance(USER, 'INR');
  return { book, record, port, counted, wallet };
}

describe('a returned withdrawal and the daily limit', () => {
  it('no longer counts on the day it was made, however often its return is told', async () => {
    const { record, port, counted, wallet } = await reservedOn(STAMPED_DAY);
    expect(await counted(STAMPED_DAY)).toBe(2_011_80n);
    const returned = inrWithdrawalReturned(record, { payoutId: 'pout_1', reason: 'The bank refused it' });
    await returnGivingBack(port, returned);
    await returnGivingBack(port, returned);
    expect(await counted(STAMPED_DAY)).toBe(0n);
    expect(await wallet()).toBe(5_000_00n);
  });

  it('comes back without the give-back when the day it counted on is not the day it was stamped', async () => {
    const { record, port, counted, wallet } = await reservedOn('2026-11-22');
    await returnGivingBack(
      port,
      inrWithdrawalReturned(record, { payoutId: 'pout_2', reason: 'The bank refused it' }),
    );
    expect(await wallet()).toBe(5_000_00n);
    expect(await counted('2026-11-22')).toBe(2_011_80n);
    expect(await counted(STAMPED_DAY)).toBe(0n);
  });
});
