/**
 * Razorpay's settlements API: `GET /v1/settlements` (paged by creation time), `GET /v1/settlements/{id}`
 * and the combined reconciliation report `GET /v1/settlements/recon/combined?year&month&day`, whose
 * lines name the payment each one settles. Locally RAZORPAY_API_URL points at the payments sandbox.
 */
import * as z from 'zod/mini';
import type {
  ProviderSettlement,
  SettlementItem,
  SettlementProvider,
} from '../../domain/payments/provider-settlement';
import { RazorpayClient, type RazorpayCredentials } from './razorpay-client';
import { razorpayCredentials } from './razorpay-config';
import { RazorpayCollectionSchema } from './razorpay-entities';
import { pageQuery, pathId } from './razorpay-payment-provider';

const paise = z.int().check(z.nonnegative());
/** Razorpay leaves fee and tax out (null) on lines that carry none, as a refund's. */
const optionalPaise = z.nullable(z.optional(paise));

export const RazorpaySettlementSchema = z.object({
  id: z.string(),
  entity: z.literal('settlement'),
  amount: paise,
  status: z.enum(['created', 'processed', 'failed']),
  fees: optionalPaise,
  tax: optionalPaise,
  utr: z.nullable(z.optional(z.string())),
  created_at: z.int(),
});

export const RazorpaySettlementReconItemSchema = z.object({
  entity_id: z.string(),
  type: z.enum(['payment', 'refund', 'adjustment']),
  debit: paise,
  credit: paise,
  amount: paise,
  fee: optionalPaise,
  tax: optionalPaise,
  settlement_id: z.string(),
  payment_id: z.nullable(z.optional(z.string())),
});

export function toProviderSettlement(
  settlement: z.infer<typeof RazorpaySettlementSchema>,
): ProviderSettlement {
  return {
    id: settlement.id,
    amount: BigInt(settlement.amount),
    status: settlement.status,
    fees: BigInt(settlement.fees ?? 0),
    tax: BigInt(settlement.tax ?? 0),
    utr: settlement.utr ?? null,
    createdAt: new Date(settlement.created_at * 1000),
  };
}

export function toSettlementItem(item: z.infer<typeof RazorpaySettlementReconItemSchema>): SettlementItem {
  return {
    settlementId: item.settlement_id,
    entityId: item.entity_id,
    type: item.type,
    // A payment line's entity is the payment itself.
    paymentId: item.payment_id ?? (item.type === 'payment' ? item.entity_id : null),
    amount: BigInt(item.amount),
    fee: BigInt(item.fee ?? 0),
    tax: BigInt(item.tax ?? 0),
    credit: BigInt(item.credit),
    debit: BigInt(item.debit),
  };
}

const RECON_PAGE = 1000;

export function razorpaySettlementProvider(credentials: RazorpayCredentials): SettlementProvider {
  const client = new RazorpayClient(credentials);
  return {
    async fetchSettlement(settlementId) {
      return toProviderSettlement(
        await client.get(`/v1/settlements/${pathId(settlementId)}`, RazorpaySettlementSchema),
      );
    },
    async listSettlements(page) {
      const settlements = await client.get(
        `/v1/settlements?${pageQuery(page)}`,
        RazorpayCollectionSchema(RazorpaySettlementSchema),
      );
      return settlements.items.map(toProviderSettlement);
    },
    async settlementItemsOfDay(day) {
      const items: SettlementItem[] = [];
      // The report answers 10 lines unless asked and at most 1,000 a call: a busy day is read page by
      // page until a short page, or a settlement's lines past the first page would look missing.
      for (let skip = 0; ; skip += RECON_PAGE) {
        const query = new URLSearchParams({
          year: String(day.getUTCFullYear()),
          month: String(day.getUTCMonth() + 1),
          day: String(day.getUTCDate()),
          count: String(RECON_PAGE),
          skip: String(skip),
        });
        const report = await client.get(
          `/v1/settlements/recon/combined?${query}`,
          RazorpayCollectionSchema(RazorpaySettlementReconItemSchema),
        );
        items.push(...report.items.map(toSettlementItem));
        if (report.items.length < RECON_PAGE) return items;
      }
    },
  };
}

let provider: SettlementProvider | undefined;

export function settlementProvider(): SettlementProvider {
  provider ??= razorpaySettlementProvider(razorpayCredentials());
  return provider;
}
