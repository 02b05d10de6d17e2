/**
 * Payouts as the wallet sees them: money sent from the business's RazorpayX account to a customer's
 * verified bank account. A payout goes to a **fund account** (the bank account) of a **contact** (the
 * customer); the fund account is checked first by a penny drop that reports the name the bank holds.
 * One real adapter speaks RazorpayX's API (lambdas/adapters/razorpay/razorpay-payouts.ts); locally it
 * talks to the payments sandbox, which speaks the same API.
 *
 * Amounts are bigint paise. Ids are the provider's (`cont_…`, `fa_…`, `fav_…`, `pout_…`): keep them as
 * external references, never parse them.
 */

/**
 * `queued` (the business balance is short, or it waits its turn) → `processing` → `processed` (the
 * bank took it; the UTR is set), or `failed` / `cancelled` / `rejected` (no money left us). `pending`
 * waits for an approval in the provider's dashboard. `processed` is not final: the beneficiary's bank
 * can send the money back later (`reversed`). Every status a payout reaches needs a booked path.
 */
export type PayoutStatus =
  | 'queued'
  | 'pending'
  | 'processing'
  | 'processed'
  | 'reversed'
  | 'cancelled'
  | 'failed'
  | 'rejected';

/** The statuses in which no money left the business account, and none will for this payout. */
export const PAYOUT_STATUSES_NOTHING_SENT: readonly PayoutStatus[] = ['cancelled', 'failed', 'rejected'];

/** UPI payouts go to a VPA; the wallet pays bank accounts, by IMPS (instant) or NEFT/RTGS. */
export type PayoutMode = 'IMPS' | 'NEFT' | 'RTGS' | 'UPI';

export interface ProviderPayout {
  id: string;
  status: PayoutStatus;
  /** What the customer's account receives, paise; the provider's fee and its GST come on top. */
  amountMinor: bigint;
  /**
   * The provider's fee with GST included, and the GST part of it (paise), as RazorpayX reports them,
   * taken from the business balance on top of the amount; null until the payout leaves the queue.
   */
  feesMinor: bigint | null;
  taxMinor: bigint | null;
  /** The bank's reference for the transfer, once the bank has one. */
  utr?: string;
  /** Our own reference, given at creation (a withdrawal id). */
  referenceId: string | null;
  /** Why it failed, was rejected, cancelled or reversed, in the provider's words. */
  failureReason?: string;
  mode: PayoutMode;
  fundAccountId: string;
  createdAt: Date;
}

export interface CreateContactInput {
  /** The customer's name as their KYC has it (the provider shows it in its dashboard). */
  name: string;
  type: 'customer' | 'vendor' | 'employee' | 'self';
  /** Our own reference (a customer id), at most 40 characters. */
  referenceId: string;
}

export interface ProviderContact {
  id: string;
  referenceId: string | null;
  active: boolean;
}

export interface CreateFundAccountInput {
  contactId: string;
  bankAccount: {
    /** The account holder's name as the customer gave it. */
    name: string;
    ifsc: string;
    accountNumber: string;
  };
}

export interface ProviderFundAccount {
  id: string;
  contactId: string;
  active: boolean;
  bankAccount: { name: string; ifsc: string; accountNumber: string; bankName: string | null };
}

/**
 * A penny drop: ₹1 sent to the account to learn whether it exists and whose it is. `created` is still
 * waiting for the bank (fetch it again); `completed` has a result; `failed` could not tell.
 */
export interface ProviderFundAccountValidation {
  id: string;
  fundAccountId: string;
  status: 'created' | 'completed' | 'failed';
  /** `active`: the account exists and takes credits; `invalid`: it does not; null until completed. */
  accountStatus: 'active' | 'invalid' | null;
  /** The name the customer's bank holds for the account, to compare with the KYC name. */
  registeredName: string | null;
}

export interface CreatePayoutInput {
  fundAccountId: string;
  /** Paise, at least 100 (₹1), the provider's minimum. */
  amountMinor: bigint;
  mode: PayoutMode;
  /** The provider's purpose (`payout`, `refund`, `cashback`, …). */
  purpose: string;
  /**
   * When the business balance is short: true keeps the payout `queued` until it is topped up; false
   * has the provider refuse it.
   */
  queueIfLowBalance: boolean;
  /** Our own reference (a withdrawal id), at most 40 characters: the way back from a lost answer. */
  referenceId: string;
  /** What the customer's bank statement shows: at most 30 letters, digits and spaces. */
  narration?: string;
  /** At most 15 keys of at most 256 characters: never PII, they show in the provider's dashboard. */
  notes?: Record<string, string>;
}

export interface PayoutProvider {
  createContact(input: CreateContactInput): Promise<ProviderContact>;
  createFundAccount(input: CreateFundAccountInput): Promise<ProviderFundAccount>;
  validateFundAccount(fundAccountId: string): Promise<ProviderFundAccountValidation>;
  fetchFundAccountValidation(validationId: string): Promise<ProviderFundAccountValidation>;
  /**
   * The idempotency key (4–36 letters, digits, `-`, `_` or spaces) makes a retry safe: the same key with
   * the same input gives back the same payout, never a second one; the same key with other input is
   * refused (PayoutIdempotencyConflictError). Derive it from the withdrawal, never at random per try.
   */
  createPayout(input: CreatePayoutInput, idempotencyKey: string): Promise<ProviderPayout>;
  fetchPayout(payoutId: string): Promise<ProviderPayout>;
  /** Every payout made with this reference id, newest first: finds a payout whose answer was lost. */
  listPayoutsByReference(referenceId: string): Promise<ProviderPayout[]>;
  /** Only a `queued` payout can be cancelled; the provider refuses any other. */
  cancelPayout(payoutId: string): Promise<ProviderPayout>;
}

/** The provider's minimum payout amount: ₹1. */
export const MINIMUM_PAYOUT_PAISE = 100n;

export type PayoutEventType =
  | 'payout.queued'
  | 'payout.pending'
  | 'payout.initiated'
  | 'payout.processed'
  | 'payout.reversed'
  | 'payout.failed'
  | 'payout.rejected'
  | 'payout.updated';

/**
 * A payout webhook. Delivery is at least once and in no guaranteed order: deduplicate on the payout id
 * and its status, and take the status from the payout (or a fresh fetch), not from the event's name.
 */
export interface PayoutEvent {
  type: PayoutEventType;
  payout: ProviderPayout;
  createdAt: Date;
}
