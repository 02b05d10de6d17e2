/**
 * Reading RazorpayX's payout webhooks: the payout in bigint paise, the status from the payout, other
 * events left to the payment-webhook parser, and a payout event without its payout refused.
 */
import { describe, expect, it } from 'vitest';
import { parsePayoutWebhook } from '../../../../lambdas/adapters/razorpay/razorpay-payout-webhooks';
import { RazorpayWebhookShapeError } from '../../../../lambdas/adapters/razorpay/razorpay-webhooks';

const payout = {
  id: 'pout_00000000000001',
  entity: 'payout',
  fund_account_id: 'fa_00000000000001',
  amount: 1_000_000,
  currency: 'INR',
  notes: [],
  fees: 1_770,
  tax: 270,
  status: 'reversed',
  purpose: 'payout',
  utr: 'HDFCN00000000001',
  mode: 'NEFT',
  reference_id: 'wd_01J0000000000000000000000',
  narration: 'INR Wallet withdrawal',
  batch_id: null,
  failure_reason: null,
  status_details: {
    description: 'Beneficiary account is closed',
    source: 'beneficiary_bank',
    reason: 'account_closed',
  },
  created_at: 1_764_150_000,
};

const body = (event: string, payload: unknown) =>
  JSON.stringify({
    entity: 'event',
    account_id: 'acc_1',
    event,
    contains: ['payout'],
    payload,
    created_at: 1_764_150_100,
  });

describe('payout webhooks', () => {
  it('reads the payout an event reports, its reason included', () => {
    expect(parsePayoutWebhook(body('payout.reversed', { payout: { entity: payout } }))).toEqual({
      type: 'payout.reversed',
      payout: {
        id: 'pout_00000000000001',
        status: 'reversed',
        amountMinor: 1_000_000n,
        feesMinor: 1_770n,
        taxMinor: 270n,
        utr: 'HDFCN00000000001',
        referenceId: 'wd_01J0000000000000000000000',
        failureReason: 'Beneficiary account is closed',
        mode: 'NEFT',
        fundAccountId: 'fa_00000000000001',
        createdAt: new Date(1_764_150_000_000),
      },
      createdAt: new Date(1_764_150_100_000),
    });
  });

  it('leaves fees unknown while a payout is queued, as Razorpay reports 0 then', () => {
    const queued = { ...payout, status: 'queued', fees: 0, tax: 0, utr: null, status_details: null };
    const event = parsePayoutWebhook(body('payout.queued', { payout: { entity: queued } }));
    expect(event?.payout).toMatchObject({ status: 'queued', feesMinor: null, taxMinor: null });
    expect(event?.payout).not.toHaveProperty('utr');
    expect(event?.payout).not.toHaveProperty('failureReason');
  });

  it('leaves other events to the payment parser, downtime notices included', () => {
    expect(parsePayoutWebhook(body('payment.captured', { payment: { entity: {} } }))).toBeUndefined();
    expect(
      parsePayoutWebhook(body('payout.downtime.started', { 'payout.downtime': { entity: {} } })),
    ).toBeUndefined();
  });

  it('refuses a payout event without a payout in the documented shape', () => {
    expect(() => parsePayoutWebhook(body('payout.processed', {}))).toThrow(RazorpayWebhookShapeError);
    const fractional = { ...payout, amount: 100.5 };
    expect(() => parsePayoutWebhook(body('payout.processed', { payout: { entity: fractional } }))).toThrow(
      RazorpayWebhookShapeError,
    );
    expect(() => parsePayoutWebhook('not json')).toThrow(RazorpayWebhookShapeError);
  });
});
