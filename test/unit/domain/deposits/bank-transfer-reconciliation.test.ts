import { describe, expect, it } from 'vitest';
import {
  type BankTransferReconciliationDependencies,
  RECONCILIATION_GRACE_MS,
  RECONCILIATION_WINDOW_MS,
  reconcileBankTransfers,
} from '../../../../lambdas/domain/deposits/bank-transfer-reconciliation';
import { payerFingerprintInput } from '../../../../lambdas/domain/deposits/verified-payer';
import type { Movement } from '../../../../lambdas/domain/ledger/book/entry-plan';
import type {
  ProviderPayment,
  ProviderVirtualAccount,
} from '../../../../lambdas/domain/payments/payment-provider';
import type { BankTransferReceipt } from '../../../../lambdas/domain/payments/transfer-receipts';
import { providerPayment } from '../../../support/provider-payment';

const verified = { ifsc: 'SBIN0001234', accountNumber: '123456789012' };
const now = new Date('2026-11-25T12:00:00Z');

const payment = (id: string, changes: Partial<ProviderPayment> = {}) =>
  providerPayment({ id, amount: 500_000n, createdAt: new Date('2026-11-25T09:00:00Z'), ...changes });

const transferOf = (paid: ProviderPayment): BankTransferReceipt => ({
  kind: 'bank_transfer',
  id: `bt_${paid.id}`,
  paymentId: paid.id,
  virtualAccountId: 'va_1',
  mode: 'IMPS',
  utr: `UTR${paid.id.slice(4)}`,
  amount: paid.amount,
  payer: { ...verified, bankName: null, name: null },
});

function harness(payments: ProviderPayment[], recorded: string[] = []) {
  const posted: Movement[] = [];
  const pages: { from: Date; to?: Date; skip: number }[] = [];
  const deps: BankTransferReconciliationDependencies = {
    now: () => now,
    isRecorded: async (id) => recorded.includes(id),
    owedBy: async () => 0n,
    owners: {
      ownerOf: async (id) =>
        id === 'va_1' ? { userId: 'u1', payerFingerprint: payerFingerprintInput(verified) } : undefined,
    },
    payerFingerprint: async (payer) => payerFingerprintInput(payer),
    ledger: {
      post: async (movement) => {
        posted.push(movement);
        return { replayed: false, transactions: [{ status: 'succeeded' } as never] };
      },
    },
    provider: {
      listPayments: async ({ from, to, count, skip }) => {
        pages.push({ from, to, skip });
        return payments.slice(skip, skip + count);
      },
      fetchVirtualAccountPayment: async (id) => {
        const found = payments.find((each) => each.id === id) as ProviderPayment;
        return { payment: found, transfer: transferOf(found) };
      },
      fetchVirtualAccount: async (id) => ({ id }) as ProviderVirtualAccount,
    },
  };
  return { deps, posted, pages };
}

describe('reconciling bank transfers whose webhook never came', () => {
  it('records each transfer the ledger does not know, and only those', async () => {
    const { deps, posted } = harness(
      [
        payment('pay_missed'),
        payment('pay_known'),
        payment('pay_card', { method: 'card', orderId: 'order_1' }),
        payment('pay_failed', { status: 'failed' }),
      ],
      ['pay_known'],
    );
    const report = await reconcileBankTransfers(deps);
    expect(report).toEqual({ checked: 2, recorded: { credited: 1 }, failures: 0, referenceReused: 0 });
    expect(posted.map((movement) => movement.references)).toEqual([
      [
        { source: 'utr', id: 'UTRmissed' },
        { source: 'razorpay-payment', id: 'pay_missed' },
      ],
    ]);
  });

  it('looks back over the provider’s 24 hours of webhook retries, leaving the last minutes to the webhook', async () => {
    const { deps, pages } = harness([]);
    await reconcileBankTransfers(deps);
    expect(pages[0]?.to).toEqual(new Date(now.getTime() - RECONCILIATION_GRACE_MS));
    expect(pages[0]?.from).toEqual(
      new Date(now.getTime() - RECONCILIATION_GRACE_MS - RECONCILIATION_WINDOW_MS),
    );
    expect(RECONCILIATION_WINDOW_MS).toBeGreaterThan(24 * 60 * 60 * 1000);
  });

  it('reads every page, and counts a payment it cannot check now without stopping', async () => {
    const many = Array.from({ length: 150 }, (_, index) => payment(`pay_${index}`));
    const { deps, pages } = harness(
      many,
      many.slice(1).map((each) => each.id),
    );
    deps.provider.fetchVirtualAccountPayment = async () => {
      throw new Error('provider down');
    };
    const report = await reconcileBankTransfers(deps);
    expect(pages.map((page) => page.skip)).toEqual([0, 100]);
    expect(report).toEqual({ checked: 150, recorded: {}, failures: 1, referenceReused: 0 });
  });
});
