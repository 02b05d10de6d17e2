/**
 * What the sandbox's RazorpayX side remembers: contacts, fund accounts, their penny drops and payouts,
 * kept exactly as the API returns them, the `X-Payout-Idempotency` keys, the business account's balance,
 * and what a tester set: what new payouts do, and what the beneficiaries' banks hold.
 */
import type { PayoutMode, PayoutStatus } from '../../../../lambdas/local-twin';
import type { Notes } from './payments-state';

/** The business's RazorpayX account number, as the documentation's examples have it. */
export const SANDBOX_BUSINESS_ACCOUNT_NUMBER = '7878780080316316';

/** What the sandbox's business account holds at first: ₹10,00,000.00. */
export const SANDBOX_OPENING_BALANCE_PAISE = 100_000_000;

export interface ContactEntity {
  id: string;
  entity: 'contact';
  name: string;
  contact: string | null;
  email: string | null;
  type: string | null;
  reference_id: string | null;
  batch_id: null;
  active: boolean;
  notes: Notes | [];
  created_at: number;
}

export interface FundAccountEntity {
  id: string;
  entity: 'fund_account';
  contact_id: string;
  account_type: 'bank_account';
  bank_account: { ifsc: string; bank_name: string; name: string; notes: []; account_number: string };
  batch_id: null;
  active: boolean;
  created_at: number;
}

export interface FundAccountValidationEntity {
  id: string;
  entity: 'fund_account.validation';
  fund_account: FundAccountEntity;
  status: 'created' | 'completed' | 'failed';
  amount: number;
  currency: 'INR';
  notes: Notes | [];
  results: { account_status: 'active' | 'invalid' | null; registered_name: string | null };
  created_at: number;
  utr: string | null;
}

export interface PayoutStatusDetails {
  description: string;
  source: 'business' | 'beneficiary_bank' | 'bank' | 'gateway' | 'internal';
  reason: string;
}

export interface PayoutEntity {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  notes: Notes | [];
  /** The fee (GST included) and its GST part, charged when the payout leaves the queue (0 until then). */
  fees: number;
  tax: number;
  status: PayoutStatus;
  purpose: string;
  utr: string | null;
  mode: PayoutMode;
  reference_id: string | null;
  narration: string | null;
  batch_id: null;
  failure_reason: string | null;
  status_details: PayoutStatusDetails | null;
  created_at: number;
}

/**
 * What a payout does once it leaves the queue: `process` at once (a UTR, `payout.processed`), `hold`
 * in processing until a tester processes or fails it, or `fail` (the beneficiary's bank refused it).
 */
export type NewPayoutOutcome = 'process' | 'hold' | 'fail';

/** What the beneficiary's bank holds for an account, when a tester said otherwise than the fund account. */
export interface BeneficiaryAccount {
  /** The name a penny drop reports; the fund account's own name when not set. */
  registeredName?: string;
  /** No such account: a penny drop reports `invalid` and a payout to it fails. */
  invalid?: boolean;
}

export interface PayoutsData {
  contacts: Record<string, ContactEntity>;
  fundAccounts: Record<string, FundAccountEntity>;
  validations: Record<string, FundAccountValidationEntity>;
  payouts: Record<string, PayoutEntity>;
  /** `X-Payout-Idempotency` keys: the request they came with and the payout they made. */
  idempotencyKeys: Record<string, { request: string; payoutId: string }>;
  /** The business account's balance in paise: what payouts, their fees and tax are paid from. */
  balance: number;
  newPayouts: NewPayoutOutcome;
  /** By `<ifsc>/<account number>`. */
  beneficiaryAccounts: Record<string, BeneficiaryAccount>;
}

export const emptyPayoutsData = (): PayoutsData => ({
  contacts: {},
  fundAccounts: {},
  validations: {},
  payouts: {},
  idempotencyKeys: {},
  balance: SANDBOX_OPENING_BALANCE_PAISE,
  newPayouts: 'process',
  beneficiaryAccounts: {},
});
