/**
 * The sandbox's settlements: what Razorpay does T+2 with no call of ours. A settlement takes every
 * captured payment and every refund (pending or processed) no earlier settlement took, and pays the
 * business's bank the payments less their fees (GST included) less the refunds, plus, as an
 * adjustment, a refund an earlier settlement took that has failed since. Razorpay then sends the signed
 * `settlement.processed` webhook. A settlement made to fail first (the bank refused the credit) is
 * not final: retrying it processes the same settlement, with the same lines.
 */
import { SandboxInputError } from '../sandbox-server';
import { notFound, type PaymentsSandbox } from './payments-sandbox';
import {
  newId,
  randomDigits,
  type SettlementEntity,
  type SettlementReconItem,
  unixNow,
} from './payments-state';

export interface SettleOptions {
  /** The settlement fails first; `retrySettlement` processes it. */
  fail?: boolean;
  /** The `settlement.processed` webhook is lost on the way (resend, or the reconciliation, finds it). */
  loseWebhook?: boolean;
}

function settledEntityIds(sandbox: PaymentsSandbox): Set<string> {
  return new Set(
    Object.values(sandbox.state.data.settlementItems).flatMap((items) => items.map((item) => item.entity_id)),
  );
}

function unsettledLines(sandbox: PaymentsSandbox, settlementId: string, now: number): SettlementReconItem[] {
  const { payments, refunds } = sandbox.state.data;
  const settled = settledEntityIds(sandbox);
  const line = (
    fields: Omit<
      SettlementReconItem,
      'currency' | 'on_hold' | 'settled' | 'created_at' | 'settled_at' | 'settlement_id' | 'settlement_utr'
    >,
  ) => ({
    ...fields,
    currency: 'INR',
    on_hold: false,
    settled: false,
    created_at: now,
    settled_at: null,
    settlement_id: settlementId,
    settlement_utr: null,
  });
  const lines: SettlementReconItem[] = [];
  for (const payment of Object.values(payments)) {
    if (!payment.captured || settled.has(payment.id)) continue;
    const fee = payment.fee ?? 0;
    lines.push(
      line({
        entity_id: payment.id,
        type: 'payment',
        credit: payment.amount - fee,
        debit: 0,
        amount: payment.amount,
        fee,
        tax: payment.tax ?? 0,
        payment_id: payment.id,
        order_id: payment.order_id,
        method: payment.method,
      }),
    );
  }
  for (const refund of Object.values(refunds)) {
    const payment = payments[refund.payment_id];
    // A voided authorisation's refund gives back a hold: no money of it ever reached the merchant.
    if (!payment?.captured) continue;
    const refundLine = {
      amount: refund.amount,
      fee: 0,
      tax: 0,
      payment_id: refund.payment_id,
      order_id: payment.order_id,
      method: payment.method,
    };
    // Razorpay takes a refund out of the balance when it is created, and puts it back when it fails.
    if (refund.status !== 'failed' && !settled.has(refund.id))
      lines.push(
        line({ ...refundLine, entity_id: refund.id, type: 'refund', credit: 0, debit: refund.amount }),
      );
    const putBack = `adj_${refund.id.slice('rfnd_'.length)}`;
    if (refund.status === 'failed' && settled.has(refund.id) && !settled.has(putBack))
      lines.push(
        line({ ...refundLine, entity_id: putBack, type: 'adjustment', credit: refund.amount, debit: 0 }),
      );
  }
  return lines;
}

async function processed(sandbox: PaymentsSandbox, settlement: SettlementEntity, loseWebhook: boolean) {
  const now = unixNow();
  settlement.status = 'processed';
  settlement.utr = `SETL${randomDigits(12)}`;
  for (const item of sandbox.state.data.settlementItems[settlement.id] ?? []) {
    item.settled = true;
    item.settled_at = now;
    item.settlement_utr = settlement.utr;
  }
  const event = sandbox.newEvent('settlement.processed', { settlement: { ...settlement } });
  sandbox.state.save();
  await sandbox.sender.dispatch(event, { lose: loseWebhook });
  return settlement;
}

/** Settles what is captured and not settled yet; refused when that nets to nothing. */
export async function settleCapturedPayments(
  sandbox: PaymentsSandbox,
  options: SettleOptions = {},
): Promise<SettlementEntity> {
  const id = newId('setl');
  const now = unixNow();
  const lines = unsettledLines(sandbox, id, now);
  const amount = lines.reduce((sum, item) => sum + item.credit - item.debit, 0);
  if (amount <= 0) throw new SandboxInputError('Nothing to settle: no captured payments net of refunds', 409);
  const settlement: SettlementEntity = {
    id,
    entity: 'settlement',
    amount,
    status: 'created',
    fees: lines.reduce((sum, item) => sum + item.fee, 0),
    tax: lines.reduce((sum, item) => sum + item.tax, 0),
    utr: null,
    created_at: now,
  };
  sandbox.state.data.settlements[id] = settlement;
  sandbox.state.data.settlementItems[id] = lines;
  if (options.fail) {
    settlement.status = 'failed';
    sandbox.state.save();
    return settlement;
  }
  return processed(sandbox, settlement, options.loseWebhook === true);
}

/** A failed settlement retried by the provider: processed now, its webhook sent. */
export async function retrySettlement(
  sandbox: PaymentsSandbox,
  settlementId: string,
  options: Pick<SettleOptions, 'loseWebhook'> = {},
): Promise<SettlementEntity> {
  const settlement = sandbox.state.data.settlements[settlementId];
  if (!settlement) throw notFound();
  if (settlement.status !== 'failed')
    throw new SandboxInputError(`Settlement ${settlementId} is ${settlement.status}, not failed`, 409);
  return processed(sandbox, settlement, options.loseWebhook === true);
}

/**
 * The lines of every settlement created in a UTC month (`year`, `month`), or on one day of it (`day`),
 * as Razorpay's combined report, `count` after `skip` when asked. Without a count every line is given:
 * the wallet reads a day's lines in one call.
 */
const RECON_DEFAULT_COUNT = 10;
const RECON_MAX_COUNT = 1000;

export function reconOfDay(sandbox: PaymentsSandbox, query: URLSearchParams) {
  const part = (name: string, fallback?: number) => {
    const value = query.get(name);
    if ((value === null || value === '') && fallback !== undefined) return fallback;
    if (value === null || !/^\d+$/.test(value)) throw new SandboxInputError(`The ${name} field is required.`);
    return Number(value);
  };
  const year = part('year');
  const month = part('month');
  const day = query.get('day');
  const start = Date.UTC(year, month - 1, day ? part('day') : 1) / 1000;
  const end = (day ? Date.UTC(year, month - 1, part('day') + 1) : Date.UTC(year, month, 1)) / 1000;
  const skip = part('skip', 0);
  // Razorpay pages the report as its other lists: 10 lines unless asked, at most 1,000 a call.
  const count = part('count', RECON_DEFAULT_COUNT);
  if (count < 1 || count > RECON_MAX_COUNT)
    throw new SandboxInputError(`The count must be between 1 and ${RECON_MAX_COUNT}.`);
  const items = Object.values(sandbox.state.data.settlements)
    .filter((settlement) => settlement.created_at >= start && settlement.created_at < end)
    .flatMap((settlement) => sandbox.state.data.settlementItems[settlement.id] ?? [])
    .slice(skip, skip + count);
  return { entity: 'collection', count: items.length, items };
}
