/**
 * What a customer owes after a refund (customer-receivable.ts), paid off by the credits after it in their
 * own entries (receivable-payoff.ts), against the local DynamoDB: the writer takes from the customer's
 * total only on the condition that it stays at or above zero, so five credits paying the same debt at
 * the same moment pay it exactly once between them, each credit and its payoff one entry.
 */
import { expect, it } from 'vitest';
import { creditPayingOwed } from '../../lambdas/domain/deposits/customer-receivable';
import { CapReachedError, InsufficientFundsError } from '../../lambdas/domain/ledger/book/refusals';
import {
  bankTransferDeposit,
  heldBankTransfer,
  releaseHeldDeposit,
} from '../../lambdas/domain/ledger/recipes/bank-transfers';
import {
  movementPayingOwed,
  transitionPayingOwed,
} from '../../lambdas/domain/ledger/recipes/receivable-payoff';
import { refundOfCredit } from '../../lambdas/domain/ledger/recipes/refunds';
import { bankTransferTo, expectSoundLedger, ledgerUnderTest, newCustomerId, newUtr } from '../support/ledger';

const ledger = ledgerUnderTest();
const owedBy = (userId: string) => ledger.capTotal(userId, 'customer-receivable', 'open');

it('pays a debt exactly once when five credits pay it off at the same moment, each in its own entry', async () => {
  const userId = newCustomerId();
  const transfer = (amountMinor: bigint) => bankTransferTo(userId, amountMinor);
  const [first] = (await ledger.post(bankTransferDeposit(transfer(50_000n)))).transactions;
  if (!first) throw new Error('no record');
  // ₹500 refunded from the wallet that held it, then ₹450 more it no longer holds: owed.
  await ledger.post(
    refundOfCredit({
      credited: first,
      refundId: `rfnd_${newUtr()}`,
      amountMinor: 50_000n,
      walletMinor: 50_000n,
    }),
  );
  await ledger.post(
    refundOfCredit({ credited: first, refundId: `rfnd_${newUtr()}`, amountMinor: 45_000n, walletMinor: 0n }),
  );
  expect(await owedBy(userId)).toBe(45_000n);

  const credits = await Promise.all(
    [1, 2, 3, 4, 5].map(() => {
      const credit = transfer(20_000n);
      return creditPayingOwed(userId, owedBy, (owedMinor) =>
        ledger.post(
          movementPayingOwed(bankTransferDeposit(credit), { userId, owedMinor, creditReference: credit.utr }),
        ),
      );
    }),
  );

  const payoffs = credits.flatMap((posted) => posted.transactions.slice(1));
  expect(payoffs.every((payoff) => payoff.type === 'receivable-settled')).toBe(true);
  expect(payoffs.reduce((sum, payoff) => sum + payoff.amountMinor, 0n)).toBe(45_000n);
  for (const posted of credits) {
    const [credit, payoff] = posted.transactions;
    expect(credit?.entryIds).toEqual([posted.entryId]);
    if (payoff) expect(payoff.entryIds).toEqual([posted.entryId]);
  }
  expect(await owedBy(userId)).toBe(0n);
  expect(await ledger.walletBalance(userId, 'INR')).toBe(100_000n - 45_000n);
  expect(await ledger.houseBalance('customer-receivables')).toBeLessThanOrEqual(0n);
  await expectSoundLedger();
});

it('refuses a refund or a credit planned from a wallet or a debt that moved before it was written, so no credit is left beside a debt', async () => {
  const userId = newCustomerId();
  const credit = (amountMinor: bigint, owedMinor: bigint) => {
    const utr = newUtr();
    return movementPayingOwed(
      bankTransferDeposit({ userId, amountMinor, utr, counterparty: 'HDFC Bank ••••1234' }),
      { userId, owedMinor, creditReference: utr },
    );
  };
  const [first] = (await ledger.post(credit(50_000n, 0n))).transactions;
  if (!first) throw new Error('no record');
  // ₹800 refunded, planned when the wallet held ₹500; ₹200 lands before the refund is written.
  const refund = (walletMinor: bigint) =>
    refundOfCredit({ credited: first, refundId: `rfnd_${newUtr()}`, amountMinor: 80_000n, walletMinor });
  const stale = refund(50_000n);
  await ledger.post(credit(20_000n, 0n));
  await expect(ledger.post(stale)).rejects.toThrow(InsufficientFundsError);
  await ledger.post(refund(70_000n));
  expect(await ledger.walletBalance(userId, 'INR')).toBe(0n);
  expect(await owedBy(userId)).toBe(10_000n);

  // A credit planned before that debt was made is refused too, and planned again pays it.
  await expect(ledger.post(credit(30_000n, 0n))).rejects.toThrow(CapReachedError);
  await creditPayingOwed(userId, owedBy, (owedMinor) => ledger.post(credit(30_000n, owedMinor)));
  expect(await owedBy(userId)).toBe(0n);
  expect(await ledger.walletBalance(userId, 'INR')).toBe(20_000n);
  await expectSoundLedger();
});

it('pays a debt from a held transfer released to the wallet in the release’s own entry', async () => {
  const userId = newCustomerId();
  const transfer = (amountMinor: bigint) => bankTransferTo(userId, amountMinor);
  const [first] = (await ledger.post(bankTransferDeposit(transfer(50_000n)))).transactions;
  const [held] = (await ledger.post(heldBankTransfer({ ...transfer(100_000n), reason: 'Another account' })))
    .transactions;
  if (!first || !held) throw new Error('no record');
  await ledger.post(
    refundOfCredit({
      credited: first,
      refundId: `rfnd_${newUtr()}`,
      amountMinor: 80_000n,
      walletMinor: 50_000n,
    }),
  );
  expect(await owedBy(userId)).toBe(30_000n);

  const released = await creditPayingOwed(userId, owedBy, (owedMinor) =>
    ledger.transition(
      transitionPayingOwed(releaseHeldDeposit(held, { decidedBy: 'ops-cli:test' }), {
        userId,
        owedMinor,
        creditReference: held.reference ?? held.id,
      }),
    ),
  );

  const [release, payoff] = released.transactions;
  expect([release?.status, payoff?.type, payoff?.amountMinor]).toEqual([
    'succeeded',
    'receivable-settled',
    30_000n,
  ]);
  expect(release?.entryIds.at(-1)).toBe(released.entryId);
  expect(payoff?.entryIds).toEqual([released.entryId]);
  expect(await owedBy(userId)).toBe(0n);
  expect(await ledger.walletBalance(userId, 'INR')).toBe(70_000n);
  await expectSoundLedger();
});
