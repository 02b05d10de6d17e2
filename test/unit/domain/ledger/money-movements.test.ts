import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountId,
  accountRules,
  customerAccount,
  houseAccount,
} from '../../../../lambdas/domain/ledger/book/accounts';
import { InconsistentMovementError } from '../../../../lambdas/domain/ledger/book/refusals';
import {
  assertMovementConsistent,
  assertTransitionConsistent,
} from '../../../../lambdas/domain/ledger/book/request-consistency';
import type { TransactionRecord } from '../../../../lambdas/domain/ledger/book/transactions';
import {
  bankTransferDeposit,
  heldBankTransfer,
  releaseHeldDeposit,
  returnHeldDeposit,
} from '../../../../lambdas/domain/ledger/recipes/bank-transfers';
import { buyUsdt } from '../../../../lambdas/domain/ledger/recipes/buy-usdt';
import {
  cardDepositCaptured,
  cardDepositOrdered,
} from '../../../../lambdas/domain/ledger/recipes/card-deposits';
import { inventoryFunding } from '../../../../lambdas/domain/ledger/recipes/inventory';
import {
  SUSPENSE_OWNER,
  suspenseAssigned,
  suspenseReturned,
  transferToSuspense,
} from '../../../../lambdas/domain/ledger/recipes/suspense';
import { entryMoving } from '../../../support/journal-entries';

const userId = 'a1a1a1a1-0000-4000-8000-000000000001';
const amount = fc.bigInt({ min: 1n, max: 10n ** 12n });

function postingsOf(
  entry:
    | { postings: readonly { account: Parameters<typeof accountId>[0]; amountMinor: bigint }[] }
    | undefined,
) {
  return Object.fromEntries(
    (entry?.postings ?? []).map((posting) => [accountId(posting.account), posting.amountMinor]),
  );
}

function stored(draft: ReturnType<typeof cardDepositOrdered>['transactions'][number]): TransactionRecord {
  return {
    ...draft,
    id: '01JRECORD',
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    entryIds: [],
  };
}

describe('movements', () => {
  it('credit a bank transfer to the wallet from bank clearing, shown as a succeeded credit with its UTR', () => {
    const deposit = bankTransferDeposit({
      userId,
      amountMinor: 500_000n,
      utr: 'HDFC0000123',
      counterparty: 'HDFC ••••1234',
    });
    expect(postingsOf(deposit.entry)).toEqual({
      'house/bank-transfer-clearing': -500_000n,
      [`customer/${userId}/INR`]: 500_000n,
    });
    expect(deposit.transactions).toEqual([
      expect.objectContaining({
        direction: 'credit',
        amountMinor: 500_000n,
        status: 'succeeded',
        reference: 'HDFC0000123',
      }),
    ]);
    expect(deposit.references).toEqual([{ source: 'utr', id: 'HDFC0000123' }]);
  });

  it('hold a transfer outside the wallet until ops release it to the wallet or return it to the bank', () => {
    const held = heldBankTransfer({
      userId,
      amountMinor: 200_000n,
      utr: 'ICIC0000999',
      counterparty: 'ICICI ••••9876',
      reason: 'The money came from an account that is not your verified bank account.',
    });
    expect(postingsOf(held.entry)).toEqual({
      'house/bank-transfer-clearing': -200_000n,
      'house/deposits-held': 200_000n,
    });
    expect(held.transactions[0]).toMatchObject({
      status: 'held',
      statusReason: expect.stringContaining('verified'),
    });
    const record = stored(held.transactions[0] as TransactionRecord);
    const release = releaseHeldDeposit(record, { decidedBy: 'ops-cli:asha' });
    expect(release).toMatchObject({ from: ['held'], to: 'succeeded' });
    expect(postingsOf(release.entry)).toEqual({
      'house/deposits-held': -200_000n,
      [`customer/${userId}/INR`]: 200_000n,
    });
    const sendBack = returnHeldDeposit(record, {
      decidedBy: 'ops-cli:asha',
      reason: 'Not the customer’s account',
    });
    expect(sendBack).toMatchObject({ from: ['held'], to: 'returned' });
    expect(postingsOf(sendBack.entry)).toEqual({
      'house/deposits-held': -200_000n,
      'house/bank-transfer-clearing': 200_000n,
    });
  });

  it('credit a captured card payment once per payment id, charging the card the credit plus fee plus GST', () => {
    fc.assert(
      fc.property(amount, fc.bigInt({ min: 0n, max: 10n ** 9n }), (creditMinor, feeMinor) => {
        const gstMinor = (feeMinor * 18n) / 100n;
        const order = cardDepositOrdered({ userId, creditMinor, feeMinor, gstMinor, orderId: 'order_1' });
        expect(order.entry).toBeUndefined();
        expect(order.transactions[0]?.status).toBe('pending');
        const captured = cardDepositCaptured(stored(order.transactions[0] as TransactionRecord), {
          paymentId: 'pay_1',
        });
        expect(captured.from).toContain('failed');
        expect(captured.references).toEqual([{ source: 'razorpay-payment', id: 'pay_1' }]);
        const postings = postingsOf(captured.entry);
        expect(postings['house/card-clearing']).toBe(-(creditMinor + feeMinor + gstMinor));
        expect(postings[`customer/${userId}/INR`]).toBe(creditMinor);
      }),
    );
  });

  it('buy USDT: every figure lands on its account, both wallets show a line, the quote posts once', () => {
    fc.assert(
      fc.property(amount, amount, amount, (priceMinor, feeMinor, usdtMinor) => {
        const gstMinor = (feeMinor * 18n) / 100n;
        const buy = buyUsdt({
          userId,
          inrPaidMinor: priceMinor + feeMinor + gstMinor,
          feeMinor,
          gstMinor,
          usdtMinor,
          quoteId: 'q_1',
          idempotencyKey: 'key-1',
          rateDescription: '1 USDT = ₹88.42',
        });
        assertMovementConsistent(buy);
        const postings = postingsOf(buy.entry);
        expect(postings['house/usdt-sales']).toBe(priceMinor);
        expect(postings['house/usdt-inventory']).toBe(-usdtMinor);
        expect(buy.references).toEqual([
          { source: 'quote', id: 'q_1' },
          { source: 'client-request', id: `${userId}:key-1` },
        ]);
      }),
    );
    expect(() =>
      buyUsdt({
        userId,
        inrPaidMinor: 100n,
        feeMinor: 90n,
        gstMinor: 10n,
        usdtMinor: 1n,
        quoteId: 'q',
        rateDescription: '',
      }),
    ).toThrow(RangeError);
  });

  it('keep money for no one in suspense until ops assign it to a customer, with a line they see, or return it', () => {
    const unmatched = transferToSuspense({
      amountMinor: 90_000n,
      utr: 'SBIN0000777',
      counterparty: 'IMPS from SBI ••••4444',
      paymentId: 'pay_Stray0001',
      reason: 'Sent to virtual account va_1, which no customer holds',
      references: [{ source: 'razorpay-payment', id: 'pay_Stray0001' }],
    });
    expect(postingsOf(unmatched.entry)).toEqual({
      'house/bank-transfer-clearing': -90_000n,
      'house/suspense': 90_000n,
    });
    expect(unmatched.transactions).toEqual([
      expect.objectContaining({ userId: SUSPENSE_OWNER, status: 'unmatched', reference: 'SBIN0000777' }),
    ]);
    const record = stored(unmatched.transactions[0] as TransactionRecord);
    const assigned = suspenseAssigned(record, { userId, decidedBy: 'ops-cli:asha' });
    expect(postingsOf(assigned.entry)).toEqual({
      'house/suspense': -90_000n,
      [`customer/${userId}/INR`]: 90_000n,
    });
    expect(assigned.records).toEqual([
      expect.objectContaining({
        userId,
        status: 'succeeded',
        amountMinor: 90_000n,
        reference: 'SBIN0000777',
      }),
    ]);
    expect(() => assertTransitionConsistent(assigned)).not.toThrow();
    expect(() => assertTransitionConsistent({ ...assigned, records: [] })).toThrow(InconsistentMovementError);
    const returned = suspenseReturned(record, { decidedBy: 'ops-cli:ravi', reason: 'Nobody we know' });
    expect(postingsOf(returned.entry)).toEqual({
      'house/suspense': -90_000n,
      'house/bank-transfer-clearing': 90_000n,
    });
    // Whoever decides first decides: both decisions claim the same reference.
    expect(returned.references).toEqual(assigned.references);
  });

  it('never change a wallet without a line in its list', () => {
    const entry = entryMoving('reversal', 100n, {
      from: customerAccount(userId, 'INR'),
      to: customerAccount('b2b2b2b2-0000-4000-8000-000000000002', 'INR'),
    });
    const onlyOneShown = {
      entry,
      transactions: bankTransferDeposit({ userId, amountMinor: 100n, utr: 'U', counterparty: 'x' })
        .transactions,
      references: [{ source: 'ops-decision' as const, id: 'x' }],
    };
    expect(() => assertMovementConsistent(onlyOneShown)).toThrow(InconsistentMovementError);
  });

  it('never move a stock-guarded account without its stock, nor its stock without the account', () => {
    const { stock: _stock, ...withoutStock } = inventoryFunding({ usdtMinor: 100n, reference: 'r' });
    expect(() => assertMovementConsistent(withoutStock)).toThrow(InconsistentMovementError);
    const buy = buyUsdt({
      userId,
      inrPaidMinor: 100n,
      feeMinor: 0n,
      gstMinor: 0n,
      usdtMinor: 5n,
      quoteId: 'q',
      rateDescription: '',
    });
    expect(() =>
      assertMovementConsistent({ ...buy, stock: [{ account: 'usdt-inventory', amountMinor: -4n }] }),
    ).toThrow(InconsistentMovementError);
    expect(() => assertMovementConsistent(buy)).not.toThrow();
    expect(accountRules(houseAccount('usdt-inventory'))).toMatchObject({
      stockGuarded: true,
      mayGoNegative: false,
    });
  });

  it('never let a transition move a stock-guarded account (a transition carries no stock)', () => {
    const record = stored(
      cardDepositOrdered({ userId, creditMinor: 100n, feeMinor: 0n, gstMinor: 0n, orderId: 'o' })
        .transactions[0] as never,
    );
    const transition = {
      transaction: record,
      from: ['pending' as const],
      to: 'succeeded' as const,
      entry: entryMoving('inventory-funding', 5n, {
        from: houseAccount('usdt-funding'),
        to: houseAccount('usdt-inventory'),
      }),
      references: [],
    };
    expect(() => assertTransitionConsistent(transition)).toThrow(InconsistentMovementError);
  });
});
