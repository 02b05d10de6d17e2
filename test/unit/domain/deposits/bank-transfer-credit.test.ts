import { describe, expect, it } from 'vitest';
import {
  holdReasons,
  recordBankTransfer,
  type VirtualAccountCredited,
} from '../../../../lambdas/domain/deposits/bank-transfer-credit';
import { payerFingerprintInput } from '../../../../lambdas/domain/deposits/verified-payer';
import { CapReachedError, type Movement } from '../../../../lambdas/domain/ledger/movement';

const verified = { ifsc: 'SBIN0001234', accountNumber: '123456789012' };

function credited(
  overrides: { amount?: bigint; payer?: typeof verified | null } = {},
): VirtualAccountCredited {
  const amount = overrides.amount ?? 500_000n;
  const payer = overrides.payer === undefined ? verified : overrides.payer;
  return {
    type: 'virtual_account.credited',
    createdAt: new Date('2026-11-23T20:00:00Z'),
    payment: {
      id: 'pay_1',
      amount,
      createdAt: new Date('2026-11-23T19:00:00Z'),
    } as VirtualAccountCredited['payment'],
    virtualAccount: { id: 'va_1' } as VirtualAccountCredited['virtualAccount'],
    transfer: {
      kind: 'bank_transfer',
      id: 'bt_1',
      mode: 'NEFT',
      utr: 'SBINN12345678',
      amount,
      payer: payer ? { ...payer, bankName: 'State Bank of India', name: 'Asha Rao' } : null,
    },
  };
}

function harness(options: { capReached?: boolean } = {}) {
  const posted: Movement[] = [];
  const deps = {
    owners: {
      ownerOf: async (id: string) =>
        id === 'va_1'
          ? { userId: 'u1', payerFingerprint: `fp:${payerFingerprintInput(verified)}` }
          : undefined,
    },
    payerFingerprint: async (payer: typeof verified) => `fp:${payerFingerprintInput(payer)}`,
    ledger: {
      post: async (movement: Movement) => {
        if (options.capReached && movement.caps?.length) throw new CapReachedError(movement.caps[0] as never);
        posted.push(movement);
        const [draft] = movement.transactions;
        return {
          replayed: false,
          transactions: [{ ...draft, id: 'T1', createdAt: '', updatedAt: '', entryIds: [] } as never],
        };
      },
    },
  };
  return { deps, posted };
}

describe('recording a transfer to a virtual account', () => {
  it('credits a transfer from the verified account, named by its UTR, event id and payment id', async () => {
    const { deps, posted } = harness();
    expect((await recordBankTransfer(credited(), 'evt_1', deps)).status).toBe('credited');
    expect(posted[0]?.entry?.kind).toBe('bank-transfer-deposit');
    expect(posted[0]?.references).toEqual([
      { source: 'utr', id: 'SBINN12345678' },
      { source: 'razorpay-event', id: 'evt_1' },
      { source: 'razorpay-payment', id: 'pay_1' },
    ]);
    // The day in India the bank received it (19:00 UTC is 00:30 IST the next day).
    expect(posted[0]?.caps).toEqual([
      expect.objectContaining({
        userId: 'u1',
        period: '2026-11-24',
        addMinor: 500_000n,
        maxMinor: 50_000_000n,
      }),
    ]);
  });

  it('treats the same account at another branch of the same bank as the verified one', async () => {
    const { deps } = harness();
    const otherBranch = { ...verified, ifsc: 'SBIN0009999' };
    expect((await recordBankTransfer(credited({ payer: otherBranch }), 'evt_1', deps)).status).toBe(
      'credited',
    );
  });

  it.each([
    [
      'another account',
      { payer: { ...verified, accountNumber: '999999991111' } },
      holdReasons.otherPayer('••••1111'),
    ],
    [
      'the same number at another bank',
      { payer: { ...verified, ifsc: 'HDFC0001234' } },
      holdReasons.otherPayer('••••9012'),
    ],
    ['an unknown sender', { payer: null }, holdReasons.unknownPayer],
    ['₹99.99', { amount: 9_999n }, holdReasons.belowMinimum],
    ['₹2,00,000.01', { amount: 20_000_001n }, holdReasons.overPerTransfer],
  ])('holds a transfer from %s, saying why', async (_, overrides, reason) => {
    const { deps, posted } = harness();
    expect((await recordBankTransfer(credited(overrides), 'evt_1', deps)).status).toBe('held');
    expect(posted[0]?.entry?.kind).toBe('deposit-held');
    expect(posted[0]?.transactions[0]).toMatchObject({ status: 'held', statusReason: reason });
  });

  it('holds a transfer the daily limit refuses', async () => {
    const { deps, posted } = harness({ capReached: true });
    expect((await recordBankTransfer(credited(), 'evt_1', deps)).status).toBe('held');
    expect(posted[0]?.transactions[0]?.statusReason).toBe(holdReasons.overDaily);
  });

  it('credits nothing on a virtual account that is not ours', async () => {
    const { deps, posted } = harness();
    const event = credited();
    event.virtualAccount = { ...event.virtualAccount, id: 'va_someone_elses' };
    expect(await recordBankTransfer(event, 'evt_1', deps)).toEqual({ status: 'not-ours' });
    expect(posted).toEqual([]);
  });
});
