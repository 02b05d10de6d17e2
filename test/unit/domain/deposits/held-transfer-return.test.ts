import { describe, expect, it } from 'vitest';
import { returnHeldTransfer } from '../../../../lambdas/domain/deposits/held-transfer-return';
import { ConflictError } from '../../../../lambdas/domain/errors';
import type { Transition } from '../../../../lambdas/domain/ledger/book/entry-plan';
import type { RefundInput } from '../../../../lambdas/domain/payments/payment-provider';
import { PaymentProviderError } from '../../../../lambdas/domain/payments/provider-errors';
import { bankTransferRecord } from '../../../support/bank-transfer-record';
import { providerPayment } from '../../../support/provider-payment';

const held = bankTransferRecord({
  id: '01KAXRETURN0000000000000000',
  amountMinor: 70_000n,
  status: 'held',
  reference: 'ICICN12345678',
  counterparty: 'IMPS from ICICI Bank ••••1111',
  providerPaymentId: 'pay_Held00000001',
  createdAt: '2026-11-25T04:00:00.000Z',
  updatedAt: '2026-11-25T04:00:00.000Z',
  entryIds: [],
});
const capturedPayment = (id: string) => providerPayment({ id, amount: 70_000n });
const decision = { decidedBy: 'ops-cli:asha', reason: 'Not from your account' };

function harness(options: { refundFails?: boolean } = {}) {
  const booked: Transition[] = [];
  const refunds: { paymentId: string; input: RefundInput }[] = [];
  const deps = {
    ledger: {
      transition: async (transition: Transition) => {
        booked.push(transition);
        return { replayed: false, transactions: [] };
      },
    },
    provider: {
      fetchPayment: async (paymentId: string) => capturedPayment(paymentId),
      refundPayment: async (paymentId: string, input: RefundInput) => {
        refunds.push({ paymentId, input });
        if (options.refundFails) throw new PaymentProviderError('unreachable', 0, 'NETWORK_ERROR');
        return {
          id: 'rfnd_1',
          paymentId,
          amount: input.amount,
          status: 'processed' as const,
          createdAt: new Date(),
        };
      },
    },
  };
  return { deps, booked, refunds };
}

describe('returning a held transfer to its sender', () => {
  it('books the return, then refunds the whole payment under a key made from the record', async () => {
    const { deps, booked, refunds } = harness();
    const { refund } = await returnHeldTransfer(held, decision, deps);
    expect(refund?.id).toBe('rfnd_1');
    expect(booked.map((each) => each.to)).toEqual(['returned']);
    expect(refunds).toEqual([
      {
        paymentId: 'pay_Held00000001',
        input: expect.objectContaining({ amount: 70_000n, idempotencyKey: `return-${held.id}` }),
      },
    ]);
  });

  it('leaves the decision booked when the refund fails, and a rerun refunds under the same key without booking again', async () => {
    const failing = harness({ refundFails: true });
    await expect(returnHeldTransfer(held, decision, failing.deps)).rejects.toThrow(PaymentProviderError);
    expect(failing.booked).toHaveLength(1);

    const rerun = harness();
    const finished = await returnHeldTransfer({ ...held, status: 'returned' }, decision, rerun.deps);
    expect(finished).toMatchObject({ alreadyReturned: true, refund: { id: 'rfnd_1' } });
    expect(rerun.booked).toEqual([]);
    expect(rerun.refunds[0]?.input.idempotencyKey).toBe(failing.refunds[0]?.input.idempotencyKey);
  });

  it('refunds nothing when the ledger refuses the decision (already released, say)', async () => {
    const { deps, refunds } = harness();
    deps.ledger.transition = async () => {
      throw new ConflictError('The transaction is succeeded');
    };
    await expect(returnHeldTransfer(held, decision, deps)).rejects.toThrow('succeeded');
    expect(refunds).toEqual([]);
  });

  it('books a return on a record with no payment id, and says the money goes back by hand', async () => {
    const { deps, booked, refunds } = harness();
    const { providerPaymentId: _, ...older } = held;
    expect(await returnHeldTransfer(older, decision, deps)).toEqual({
      refund: undefined,
      alreadyReturned: false,
    });
    expect(booked).toHaveLength(1);
    expect(refunds).toEqual([]);
  });
});
