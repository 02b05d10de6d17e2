/**
 * What a customer owes after a refund (customer-receivable.ts), paid off against the local DynamoDB: the
 * writer takes from the customer's total only on the condition that it stays at or above zero, so five
 * credits paying the same debt at the same moment pay it exactly once between them.
 */
import { expect, it } from 'vitest';
import { payOffFromWallet } from '../../lambdas/domain/deposits/customer-receivable';
import { bankTransferDeposit } from '../../lambdas/domain/ledger/movements';
import { refundOfCredit } from '../../lambdas/domain/ledger/refund-movements';
import { expectSoundLedger, ledgerUnderTest, newCustomerId, newUtr } from '../support/ledger';

const ledger = ledgerUnderTest();
const deps = {
  ledger,
  owedBy: (userId: string) => ledger.capTotal(userId, 'customer-receivable', 'open'),
  walletBalance: (userId: string) => ledger.walletBalance(userId, 'INR'),
};

it('pays a debt exactly once when five credits pay it off at the same moment', async () => {
  const userId = newCustomerId();
  const credit = (amountMinor: bigint) =>
    ledger.post(
      bankTransferDeposit({ userId, amountMinor, utr: newUtr(), counterparty: 'HDFC Bank ••••1234' }),
    );
  const [first] = (await credit(50_000n)).transactions;
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
  expect(await deps.owedBy(userId)).toBe(45_000n);

  const credits = await Promise.all([1, 2, 3, 4, 5].map(() => credit(20_000n)));
  const paid = await Promise.all(
    credits.map((posted) => payOffFromWallet(userId, posted.transactions[0]?.id ?? '', deps)),
  );

  expect(paid.reduce((sum, each) => sum + each, 0n)).toBe(45_000n);
  expect(await deps.owedBy(userId)).toBe(0n);
  expect(await deps.walletBalance(userId)).toBe(100_000n - 45_000n);
  expect(await ledger.houseBalance('customer-receivables')).toBeLessThanOrEqual(0n);
  await expectSoundLedger();
});
