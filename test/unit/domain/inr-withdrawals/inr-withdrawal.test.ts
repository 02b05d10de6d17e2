import { beforeEach, describe, expect, it } from 'vitest';
import { ForbiddenError, InvalidRequestError, ServiceFailureError } from '../../../../lambdas/domain/errors';
import {
  type InrWithdrawalDependencies,
  requestInrWithdrawal,
} from '../../../../lambdas/domain/inr-withdrawals/inr-withdrawal';
import {
  bookPayout,
  bookReportedPayout,
  reconcileReservedWithdrawals,
} from '../../../../lambdas/domain/inr-withdrawals/payout-booking';
import type { PayoutPayee } from '../../../../lambdas/domain/inr-withdrawals/payout-payee';
import { InsufficientFundsError } from '../../../../lambdas/domain/ledger/book/refusals';
import type { TransactionKey, TransactionRecord } from '../../../../lambdas/domain/ledger/book/transactions';
import { bankTransferDeposit } from '../../../../lambdas/domain/ledger/recipes/bank-transfers';
import { silentNotifier } from '../../../../lambdas/domain/notifications/customer-notifier';
import type { Caller } from '../../../../lambdas/domain/open-profile';
import type {
  CreatePayoutInput,
  PayoutProvider,
  PayoutStatus,
  ProviderPayout,
} from '../../../../lambdas/domain/payments/payout-provider';
import { acceptingPin } from '../../../support/accepting-pin';
import { LedgerBook } from '../../../support/ledger-book';

const PIN = '482915';
const asha = { userId: 'asha', username: 'asha' } as Caller;

/** RazorpayX as the port describes it: one payout per idempotency key, statuses set by the test. */
function fakePayouts() {
  const payouts = new Map<string, ProviderPayout>();
  const byKey = new Map<string, string>();
  let failNextCreate: 'refuse' | 'lose-answer' | undefined;
  const provider: Pick<
    PayoutProvider,
    'createContact' | 'createFundAccount' | 'createPayout' | 'fetchPayout' | 'listPayoutsByReference'
  > = {
    createContact: async (input) => ({ id: 'cont_1', referenceId: input.referenceId, active: true }),
    createFundAccount: async (input) => ({
      id: 'fa_1',
      contactId: input.contactId,
      active: true,
      bankAccount: { ...input.bankAccount, bankName: 'HDFC Bank' },
    }),
    createPayout: async (input: CreatePayoutInput, key: string) => {
      if (failNextCreate === 'refuse') {
        failNextCreate = undefined;
        throw new Error('provider unreachable');
      }
      const existing = payouts.get(byKey.get(key) ?? '');
      const payout =
        existing ??
        ({
          id: `pout_${payouts.size + 1}`,
          status: 'processing',
          amountMinor: input.amountMinor,
          feesMinor: null,
          taxMinor: null,
          referenceId: input.referenceId,
          mode: input.mode,
          fundAccountId: input.fundAccountId,
          createdAt: new Date(),
        } satisfies ProviderPayout);
      payouts.set(payout.id, payout);
      byKey.set(key, payout.id);
      if (failNextCreate === 'lose-answer') {
        failNextCreate = undefined;
        throw new Error('answer lost');
      }
      return payout;
    },
    fetchPayout: async (id) => {
      const payout = payouts.get(id);
      if (!payout) throw new Error('no such payout');
      return payout;
    },
    listPayoutsByReference: async (referenceId) =>
      [...payouts.values()].filter((payout) => payout.referenceId === referenceId).reverse(),
  };
  return {
    provider,
    payouts,
    failNextCreate: (how: 'refuse' | 'lose-answer') => {
      failNextCreate = how;
    },
    settle: (id: string, status: PayoutStatus, utr?: string) => {
      const payout = payouts.get(id);
      if (!payout) throw new Error('no such payout');
      payouts.set(id, { ...payout, status, ...(utr ? { utr } : {}) });
      return payouts.get(id) as ProviderPayout;
    },
  };
}

describe('withdrawing INR to the verified bank', () => {
  let book: LedgerBook;
  let provider: ReturnType<typeof fakePayouts>;
  let kyc: 'approved' | 'pending';
  let deps: InrWithdrawalDependencies;

  const recordOf = (key: TransactionKey) => book.records.get(`${key.userId}/${key.currency}/${key.id}`);
  const wallet = () => book.wallets.get('customer/asha/INR')?.balanceMinor ?? 0n;
  const withdraw = (amount: string, key = `key-${amount}`) =>
    requestInrWithdrawal(asha, { amount, pin: PIN, idempotencyKey: key }, deps);

  beforeEach(() => {
    book = new LedgerBook();
    provider = fakePayouts();
    kyc = 'approved';
    const payees = new Map<string, PayoutPayee>();
    const directory = new Map<string, { userId: string; fundAccountId: string }>();
    const paidOut = new Set<string>();
    const ledger = book.port();
    deps = {
      ledger: {
        ...ledger,
        get: async (key: TransactionKey) => recordOf(key),
        walletBalance: (userId: string) => ledger.walletBalance(userId, 'INR'),
      },
      kycStatusOf: async () => kyc,
      verifiedBank: async () => ({
        accountHolderName: 'Asha Rao',
        accountNumber: '50100012346789',
        accountNumberMasked: '••••6789',
        ifsc: 'HDFC0001234',
        fingerprint: 'fp-hdfc-6789',
      }),
      payees: {
        load: async (userId, fingerprint) => payees.get(`${userId}/${fingerprint}`),
        saveIfAbsent: async (userId, payee) => {
          const key = `${userId}/${payee.fingerprint}`;
          if (!payees.has(key)) payees.set(key, payee);
          return payees.get(key) as PayoutPayee;
        },
      },
      directory: {
        remember: async (id, withdrawal) => void (directory.has(id) || directory.set(id, withdrawal)),
        find: async (id) => directory.get(id),
        notePaidOut: async (id) => void paidOut.add(id),
        paidOutSince: async () => [...paidOut],
      },
      payouts: provider.provider,
      notifier: silentNotifier,
      pin: acceptingPin(PIN, () => new Date('2026-11-26T06:00:00Z')),
      now: () => new Date('2026-11-26T06:00:00Z'),
    };
    book.post(
      bankTransferDeposit({
        userId: 'asha',
        amountMinor: 5_000_00n,
        utr: 'UTR-IN',
        counterparty: 'HDFC ••••6789',
      }),
    );
  });

  it('reserves ₹2,000 with ₹10 fee and ₹1.80 GST, pays it once and shows the UTR', async () => {
    const accepted = await withdraw('2000');
    expect(accepted.record).toMatchObject({
      status: 'reserved',
      amountMinor: 2_011_80n,
      counterparty: 'HDFC0001234 ••••6789',
    });
    expect(wallet()).toBe(2_988_20n);
    const [payout] = provider.payouts.values();
    expect(payout).toMatchObject({ amountMinor: 2_000_00n, mode: 'IMPS', referenceId: accepted.record.id });
    provider.settle('pout_1', 'processed', 'UTR-OUT-1');
    expect(await bookReportedPayout('pout_1', deps)).toBe('paid-out');
    expect(await bookReportedPayout('pout_1', deps)).toBe('already-booked');
    expect(recordOf(accepted.record)).toMatchObject({ status: 'succeeded', reference: 'UTR-OUT-1' });
    expect(wallet()).toBe(2_988_20n);
    expect(book.check().breaks).toEqual([]);
  });

  it('returns exactly what was reserved when the payout fails, however often and in whatever order it is reported', async () => {
    const { record } = await withdraw('2000');
    const processing = provider.payouts.get('pout_1') as ProviderPayout;
    const failed = provider.settle('pout_1', 'failed');
    expect(await bookPayout(failed, deps)).toBe('returned');
    expect(await bookPayout(failed, deps)).toBe('already-booked');
    expect(await bookPayout(processing, deps)).toBe('waiting');
    expect(recordOf(record)?.status).toBe('failed');
    expect(wallet()).toBe(5_000_00n);
    expect(book.check().breaks).toEqual([]);
  });

  it('returns a payout reversed after it was processed once, and a stale processed report pays nothing more', async () => {
    const { record } = await withdraw('2000');
    const processed = provider.settle('pout_1', 'processed', 'UTR-OUT-1');
    expect(await bookPayout(processed, deps)).toBe('paid-out');
    const reversed = provider.settle('pout_1', 'reversed');
    expect(await bookPayout(reversed, deps)).toBe('returned');
    expect(await bookPayout(reversed, deps)).toBe('already-booked');
    expect(await bookPayout(processed, deps)).toBe('already-booked');
    expect(recordOf(record)?.status).toBe('returned');
    expect(wallet()).toBe(5_000_00n);
    expect(book.check().breaks).toEqual([]);
  });

  it('keeps the money reserved when the payout call fails, and the reconciliation sends it once', async () => {
    provider.failNextCreate('refuse');
    const { record, payout } = await withdraw('2000');
    expect(payout).toBe('not-sent');
    expect(record.status).toBe('reserved');
    expect(provider.payouts.size).toBe(0);
    const run = await reconcileReservedWithdrawals({ ...deps, reserved: reservedQueue(book) });
    expect(run).toMatchObject({ checked: 1, failures: 0 });
    expect(provider.payouts.size).toBe(1);
    await reconcileReservedWithdrawals({ ...deps, reserved: reservedQueue(book) });
    expect(provider.payouts.size).toBe(1);
    expect(book.check().breaks).toEqual([]);
  });

  it('books a payout whose answer was lost and whose webhook never came, from the reconciliation', async () => {
    provider.failNextCreate('lose-answer');
    const { record } = await withdraw('2000');
    provider.settle('pout_1', 'processed', 'UTR-LOST');
    const run = await reconcileReservedWithdrawals({ ...deps, reserved: reservedQueue(book) });
    expect(run.booked).toEqual({ 'paid-out': 1 });
    expect(provider.payouts.size).toBe(1);
    expect(recordOf(record)).toMatchObject({ status: 'succeeded', reference: 'UTR-LOST' });
    expect(book.check().breaks).toEqual([]);
  });

  it('returns a payout reversed after it was paid out whose webhooks were all lost, from the reconciliation', async () => {
    const { record } = await withdraw('2000');
    await bookPayout(provider.settle('pout_1', 'processed', 'UTR-OUT-1'), deps);
    provider.settle('pout_1', 'reversed');
    const run = await reconcileReservedWithdrawals({ ...deps, reserved: reservedQueue(book) });
    expect(run.booked).toEqual({ returned: 1 });
    expect((await reconcileReservedWithdrawals({ ...deps, reserved: reservedQueue(book) })).booked).toEqual({
      'already-booked': 1,
    });
    expect(recordOf(record)?.status).toBe('returned');
    expect(wallet()).toBe(5_000_00n);
    expect(book.check().breaks).toEqual([]);
  });

  it('answers the retry of a whole-wallet withdrawal whose write was carried out, its answer lost, with that withdrawal', async () => {
    const post = deps.ledger.post;
    let loseAnswer = true;
    deps.ledger = {
      ...deps.ledger,
      post: async (movement) => {
        const posted = await post(movement);
        if (!loseAnswer) return posted;
        loseAnswer = false;
        throw new ServiceFailureError(
          'The ledger is busy with other payments. Please try again in a moment.',
        );
      },
    };
    await expect(withdraw('4988.20', 'whole')).rejects.toThrow(ServiceFailureError);
    const retried = await withdraw('4988.20', 'whole');
    expect(retried).toMatchObject({ replayed: true, record: { amountMinor: 5_000_00n, status: 'reserved' } });
    expect(wallet()).toBe(0n);
    expect(provider.payouts.size).toBe(1);
    expect(book.check().breaks).toEqual([]);
  });

  it('notes a payout as paid out when its booking was done by a delivery that failed, so a lost reversal is still found', async () => {
    await withdraw('2000');
    const processed = provider.settle('pout_1', 'processed', 'UTR-OUT-1');
    const noteFails = {
      ...deps,
      directory: { ...deps.directory, notePaidOut: () => Promise.reject(new Error('throttled')) },
    };
    await expect(bookPayout(processed, noteFails)).rejects.toThrow('throttled');
    expect(await bookPayout(processed, deps)).toBe('already-booked');
    provider.settle('pout_1', 'reversed');
    const run = await reconcileReservedWithdrawals({ ...deps, reserved: reservedQueue(book) });
    expect(run.booked).toEqual({ returned: 1 });
    expect(wallet()).toBe(5_000_00n);
    expect(book.check().breaks).toEqual([]);
  });

  it('reserves once under one Idempotency-Key and never more than the wallet holds', async () => {
    const first = await withdraw('2000', 'same');
    const again = await withdraw('2000', 'same');
    expect(again.record.id).toBe(first.record.id);
    expect(again.replayed).toBe(true);
    await expect(withdraw('4000', 'other')).rejects.toThrow(InsufficientFundsError);
    expect(wallet()).toBe(2_988_20n);
    expect(provider.payouts.size).toBe(1);
  });

  it('refuses amounts outside the limits and a customer whose bank is not verified, moving nothing', async () => {
    await expect(withdraw('99.99')).rejects.toThrow(InvalidRequestError);
    await expect(withdraw('200000.01')).rejects.toThrow(InvalidRequestError);
    kyc = 'pending';
    await expect(withdraw('2000')).rejects.toThrow(ForbiddenError);
    expect(wallet()).toBe(5_000_00n);
    expect(provider.payouts.size).toBe(0);
  });
});

function reservedQueue(book: LedgerBook) {
  return {
    listReserved: async () => ({
      transactions: [...book.records.values()].filter(
        (record: TransactionRecord) => record.status === 'reserved',
      ),
    }),
  };
}
