import { describe, expect, it } from 'vitest';
import {
  holdReasons,
  recordBankTransfer,
  type VirtualAccountCredited,
} from '../../../../lambdas/domain/deposits/bank-transfer-credit';
import { payerFingerprintInput } from '../../../../lambdas/domain/deposits/verified-payer';
import type { Movement } from '../../../../lambdas/domain/ledger/book/entry-plan';
import { CapReachedError } from '../../../../lambdas/domain/ledger/book/refusals';
import { SUSPENSE_OWNER } from '../../../../lambdas/domain/ledger/recipes/suspense';
import type { PaymentProvider } from '../../../../lambdas/domain/payments/payment-provider';
import {
  PaymentProviderError,
  ProviderRecordNotFoundError,
} from '../../../../lambdas/domain/payments/provider-errors';

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
      currency: 'INR',
      status: 'captured',
      createdAt: new Date('2026-11-23T19:00:00Z'),
    } as VirtualAccountCredited['payment'],
    virtualAccount: { id: 'va_1' } as VirtualAccountCredited['virtualAccount'],
    transfer: {
      kind: 'bank_transfer',
      id: 'bt_1',
      paymentId: 'pay_1',
      virtualAccountId: 'va_1',
      mode: 'NEFT',
      utr: 'SBINN12345678',
      amount,
      payer: payer ? { ...payer, bankName: 'State Bank of India', name: 'Asha Rao' } : null,
    },
  };
}

type AtProvider = Awaited<ReturnType<PaymentProvider['fetchVirtualAccountPayment']>>;

function harness(options: { capReached?: boolean } = {}) {
  const posted: Movement[] = [];
  const records = new Map<string, AtProvider>();
  /** Records the event's payment at the provider as its API would answer, with `change` applied. */
  const atProvider = (
    event: VirtualAccountCredited,
    change: { payment?: Partial<AtProvider['payment']>; transfer?: Partial<AtProvider['transfer']> } = {},
  ) => {
    records.set(event.payment.id, {
      payment: { ...event.payment, ...change.payment },
      transfer: { ...event.transfer, ...change.transfer } as AtProvider['transfer'],
    });
    return event;
  };
  const deps = {
    provider: {
      fetchVirtualAccountPayment: async (id: string) => {
        const found = records.get(id);
        if (!found) throw new ProviderRecordNotFoundError(`No payment ${id}`);
        return found;
      },
    },
    owners: {
      ownerOf: async (id: string) =>
        id === 'va_1'
          ? { userId: 'u1', payerFingerprint: `fp:${payerFingerprintInput(verified)}` }
          : undefined,
    },
    payerFingerprint: async (payer: typeof verified) => `fp:${payerFingerprintInput(payer)}`,
    owedBy: async () => 0n,
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
  return { deps, posted, atProvider };
}

describe('recording a transfer to a virtual account', () => {
  it('credits a transfer from the verified account, named by its UTR, event id and payment id', async () => {
    const { deps, posted, atProvider } = harness();
    expect((await recordBankTransfer(atProvider(credited()), 'evt_1', deps)).status).toBe('credited');
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
      // Nothing owed, checked still so as it is written: a refund making a debt meanwhile re-plans it.
      { userId: 'u1', name: 'customer-receivable', period: 'open', addMinor: 0n, asReadMinor: 0n },
    ]);
  });

  it('treats the same account at another branch of the same bank as the verified one', async () => {
    const { deps, atProvider } = harness();
    const otherBranch = { ...verified, ifsc: 'SBIN0009999' };
    expect(
      (await recordBankTransfer(atProvider(credited({ payer: otherBranch })), 'evt_1', deps)).status,
    ).toBe('credited');
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
    const { deps, posted, atProvider } = harness();
    expect((await recordBankTransfer(atProvider(credited(overrides)), 'evt_1', deps)).status).toBe('held');
    expect(posted[0]?.entry?.kind).toBe('deposit-held');
    expect(posted[0]?.transactions[0]).toMatchObject({ status: 'held', statusReason: reason });
  });

  it('holds a transfer the daily limit refuses', async () => {
    const { deps, posted, atProvider } = harness({ capReached: true });
    expect((await recordBankTransfer(atProvider(credited()), 'evt_1', deps)).status).toBe('held');
    expect(posted[0]?.transactions[0]?.statusReason).toBe(holdReasons.overDaily);
  });

  it('credits no customer for a virtual account nobody holds, and books the money to suspense', async () => {
    const { deps, posted, atProvider } = harness();
    const event = credited();
    event.virtualAccount = { ...event.virtualAccount, id: 'va_someone_elses' };
    event.transfer = { ...event.transfer, virtualAccountId: 'va_someone_elses' };
    expect(await recordBankTransfer(atProvider(event), 'evt_1', deps)).toMatchObject({ status: 'not-ours' });
    expect(posted.map((movement) => movement.entry?.postings.map(({ account }) => account))).toEqual([
      [
        { kind: 'house', name: 'bank-transfer-clearing', currency: 'INR' },
        { kind: 'house', name: 'suspense', currency: 'INR' },
      ],
    ]);
    expect(posted[0]?.transactions).toEqual([
      expect.objectContaining({ userId: SUSPENSE_OWNER, status: 'unmatched' }),
    ]);
  });
});

describe('a signed event the provider does not bear out', () => {
  it.each([
    ['a payment the provider does not know', {}],
    ['another amount', { transfer: { amount: 50_000_000n }, payment: { amount: 50_000_000n } }],
    ['a transfer smaller than its payment', { transfer: { amount: 100n } }],
    ['a payment not captured', { payment: { status: 'failed' as const } }],
    ['a payment in dollars', { payment: { currency: 'USD' } }],
    ['another virtual account', { transfer: { virtualAccountId: 'va_2' } }],
    ['another UTR', { transfer: { utr: 'HDFCN99999999' } }],
  ])('moves nothing for %s', async (what, change) => {
    const { deps, posted, atProvider } = harness();
    const event = credited();
    if (what !== 'a payment the provider does not know') atProvider(event, change);
    expect(await recordBankTransfer(event, 'evt_1', deps)).toEqual({ status: 'unconfirmed' });
    expect(posted).toEqual([]);
  });

  it("uses the provider's record of the payer and the day, not the event's", async () => {
    const { deps, posted, atProvider } = harness();
    // The event claims the verified account and an old date; the provider knows better.
    const event = atProvider(credited(), {
      transfer: { payer: { ifsc: 'HDFC0001234', accountNumber: '555566667777', bankName: null, name: null } },
      payment: { createdAt: new Date('2026-11-25T10:00:00Z') },
    });
    event.payment = { ...event.payment, createdAt: new Date('2026-01-01T00:00:00Z') };
    expect((await recordBankTransfer(event, 'evt_1', deps)).status).toBe('held');
    expect(posted[0]?.transactions[0]?.statusReason).toBe(holdReasons.otherPayer('••••7777'));

    const fromVerified = harness();
    const backDated = fromVerified.atProvider(credited(), {
      payment: { createdAt: new Date('2026-11-25T10:00:00Z') },
    });
    backDated.payment = { ...backDated.payment, createdAt: new Date('2026-01-01T00:00:00Z') };
    await recordBankTransfer(backDated, 'evt_1', fromVerified.deps);
    expect(fromVerified.posted[0]?.caps?.[0]).toMatchObject({ period: '2026-11-25' });
  });

  it('lets an unreachable provider fail the delivery, so the provider delivers it again', async () => {
    const { deps, posted } = harness();
    deps.provider.fetchVirtualAccountPayment = async () => {
      throw new PaymentProviderError('The payment provider could not be reached', 0, 'NETWORK_ERROR');
    };
    await expect(recordBankTransfer(credited(), 'evt_1', deps)).rejects.toThrow(PaymentProviderError);
    expect(posted).toEqual([]);
  });
});
