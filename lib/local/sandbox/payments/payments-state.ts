/**
 * What the payments sandbox remembers: Razorpay entities kept exactly as the API returns them (orders,
 * payments, customers and their fund accounts, virtual accounts, bank and UPI transfers) and every webhook event with its
 * delivery attempts. In memory, and saved to a JSON file when the stack persists its data (`npm start`),
 * so virtual accounts the wallet stored survive a restart.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { clockNowMs } from '../../../../lambdas/local-twin';
import { writeFileAtomically } from '../../atomic-file';
import { emptyPayoutsData, type PayoutsData } from './payouts-state';

export type Notes = Record<string, string>;

export interface OrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes | [];
  created_at: number;
}

export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: null;
  vpa: string | null;
  email: string | null;
  contact: string | null;
  customer_id: string | null;
  notes: Notes | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface CustomerEntity {
  id: string;
  entity: 'customer';
  name: string | null;
  email: string | null;
  contact: string | null;
  gstin: null;
  notes: Notes | [];
  created_at: number;
}

/**
 * A customer's bank account kept with Razorpay (the Customer Fund Account API): made with a
 * `customer_id`, where RazorpayX's fund accounts (payouts-state.ts) are made with a `contact_id`.
 */
export interface CustomerFundAccountEntity {
  id: string;
  entity: 'fund_account';
  customer_id: string;
  account_type: 'bank_account';
  bank_account: { ifsc: string; bank_name: string; name: string; notes: []; account_number: string };
  batch_id: null;
  active: boolean;
  created_at: number;
}

export interface BankAccountEntity {
  id: string;
  entity: 'bank_account';
  ifsc: string;
  bank_name: string | null;
  name: string | null;
  notes: [];
  account_number: string;
}

export interface VpaEntity {
  id: string;
  entity: 'vpa';
  username: string;
  handle: string;
  address: string;
}

export interface AllowedPayer {
  type: 'bank_account';
  id: string;
  bank_account: { ifsc: string; account_number: string };
}

export interface VirtualAccountEntity {
  id: string;
  name: string;
  entity: 'virtual_account';
  status: 'active' | 'paid' | 'closed';
  description: string | null;
  amount_expected: null;
  notes: Notes | [];
  amount_paid: number;
  customer_id: string | null;
  receivers: (BankAccountEntity | VpaEntity)[];
  allowed_payers: AllowedPayer[];
  close_by: number | null;
  closed_at: number | null;
  created_at: number;
}

export interface BankTransferEntity {
  id: string;
  entity: 'bank_transfer';
  payment_id: string;
  mode: string;
  bank_reference: string;
  amount: number;
  payer_bank_account: BankAccountEntity | null;
  virtual_account_id: string;
  virtual_account: VirtualAccountEntity;
}

export interface UpiTransferEntity {
  id: string;
  entity: 'upi_transfer';
  amount: number;
  payer_vpa: string | null;
  payer_bank: string | null;
  payer_account: string | null;
  payer_ifsc: string | null;
  payment_id: string;
  npci_reference_id: string;
  virtual_account_id: string;
  virtual_account: VirtualAccountEntity;
}

export interface RefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes | [];
  receipt: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

export interface SettlementEntity {
  id: string;
  entity: 'settlement';
  /** What reached the business's bank: payments − refunds − fees − tax. */
  amount: number;
  status: 'created' | 'processed' | 'failed';
  fees: number;
  tax: number;
  utr: string | null;
  created_at: number;
}

/** A line of the combined settlement reconciliation report (`/v1/settlements/recon/combined`). */
export interface SettlementReconItem {
  entity_id: string;
  type: 'payment' | 'refund' | 'adjustment';
  debit: number;
  credit: number;
  amount: number;
  currency: string;
  fee: number;
  tax: number;
  on_hold: boolean;
  settled: boolean;
  created_at: number;
  settled_at: number | null;
  settlement_id: string;
  settlement_utr: string | null;
  payment_id: string;
  order_id: string | null;
  method: string;
}

export interface DeliveryAttempt {
  at: string;
  /**
   * `first`, a scheduled `retry`, a `resend` asked for by a person or a test, or a `duplicate` an
   * unreliable delivery sent beside the first.
   */
  kind: 'first' | 'retry' | 'resend' | 'duplicate';
  url: string;
  /** The receiver's HTTP status; null when it did not answer (refused, or slower than the timeout). */
  status: number | null;
  durationMs: number;
  error?: string;
}

export interface StoredEvent {
  id: string;
  event: string;
  /** The exact body that was signed and is sent on every delivery of this event. */
  body: string;
  createdAt: string;
  deliveries: DeliveryAttempt[];
  /**
   * `held` while deliveries are paused; `failed` once retries gave up; `lost`: never delivered, as a
   * webhook lost on the way is, until someone resends it.
   */
  state: 'pending' | 'delivered' | 'failed' | 'held' | 'lost';
  /** When the next scheduled retry is due (ISO), if one is. */
  nextAttemptAt: string | null;
}

export interface PaymentsData {
  orders: Record<string, OrderEntity>;
  payments: Record<string, PaymentEntity>;
  customers: Record<string, CustomerEntity>;
  customerFundAccounts: Record<string, CustomerFundAccountEntity>;
  virtualAccounts: Record<string, VirtualAccountEntity>;
  bankTransfers: Record<string, BankTransferEntity>;
  upiTransfers: Record<string, UpiTransferEntity>;
  refunds: Record<string, RefundEntity>;
  /** `X-Refund-Idempotency` keys: the request they came with and the refund they made. */
  refundKeys: Record<string, { request: string; refundId: string }>;
  events: Record<string, StoredEvent>;
  settlements: Record<string, SettlementEntity>;
  /** Each settlement's lines; a payment or refund is settled once, by the first settlement that took it. */
  settlementItems: Record<string, SettlementReconItem[]>;
  /** RazorpayX: contacts, fund accounts, payouts and the business account they are paid from. */
  payouts: PayoutsData;
  /** Where webhooks go (null: nowhere), whether deliveries are held back, and how unreliable they are. */
  webhooks: { url: string | null; paused: boolean; unreliable?: UnreliableDelivery | null };
}

/**
 * Delivery as it can go on the internet, which a receiver must survive: a share of new events lost on
 * the way (left for a resend or a reconciliation), a share delivered twice at once, and every event
 * delayed by up to `maxDelayMs`, so they arrive out of order.
 */
export interface UnreliableDelivery {
  drop: number;
  duplicate: number;
  maxDelayMs: number;
  /** Makes the choices repeatable: the n-th event dispatched meets the same fate every run. */
  seed?: number;
}

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay ids: a prefix and 14 characters of base62 (`order_EKwxwAgItmmXdp`). */
export function newId(prefix: string): string {
  let id = '';
  for (let i = 0; i < 14; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `${prefix}_${id}`;
}

export function randomDigits(count: number): string {
  let digits = '';
  for (let i = 0; i < count; i++) digits += String(randomInt(10));
  return digits;
}

/** Razorpay's times, on the clock of the process (the local stack's, which a person can move). */
export const unixNow = () => Math.floor(clockNowMs() / 1000);

export class PaymentsState {
  readonly data: PaymentsData;

  constructor(
    private readonly file: string | undefined,
    webhookUrl: string | null,
  ) {
    const empty: PaymentsData = {
      orders: {},
      payments: {},
      customers: {},
      customerFundAccounts: {},
      virtualAccounts: {},
      bankTransfers: {},
      upiTransfers: {},
      refunds: {},
      refundKeys: {},
      events: {},
      settlements: {},
      settlementItems: {},
      payouts: emptyPayoutsData(),
      webhooks: { url: webhookUrl, paused: false },
    };
    let saved: Partial<PaymentsData> = {};
    if (file) {
      try {
        saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<PaymentsData>;
      } catch {
        saved = {};
      }
    }
    // The stack's configured target wins over a saved one: the API's port is fixed per profile.
    this.data = { ...empty, ...saved, webhooks: { url: webhookUrl, paused: false } };
  }

  save(): void {
    if (this.file) writeFileAtomically(this.file, JSON.stringify(this.data));
  }
}
