/**
 * The PayoutProvider port over RazorpayX's documented API (Contacts, Fund Accounts, Fund Account
 * Validation, Payouts), with the same key and base URL as the rest of Razorpay's API. Every call that
 * names the business account passes RAZORPAY_PAYOUT_ACCOUNT_NUMBER (razorpay-config.ts). Locally the
 * payments sandbox answers it.
 *
 * Creating a payout carries `X-Payout-Idempotency`, so the client may try it twice on a network failure
 * or a 5xx; the same key with another body is refused, and that refusal becomes
 * PayoutIdempotencyConflictError. Every other call is a read or repeats safely (the provider gives back
 * the contact or fund account made first for the same details).
 */
import {
  type CreatePayoutInput,
  MINIMUM_PAYOUT_PAISE,
  type PayoutProvider,
} from '../../domain/payments/payout-provider';
import {
  PaymentProviderError,
  PayoutBalanceTooLowError,
  PayoutIdempotencyConflictError,
} from '../../domain/payments/provider-errors';
import { RazorpayClient, type RazorpayCredentials } from './razorpay-client';
import { razorpayConfig, razorpayCredentials } from './razorpay-config';
import { RazorpayCollectionSchema } from './razorpay-entities';
import { pathId } from './razorpay-payment-provider';
import {
  RazorpayContactSchema,
  RazorpayFundAccountSchema,
  RazorpayFundAccountValidationSchema,
  RazorpayPayoutSchema,
  toProviderContact,
  toProviderFundAccount,
  toProviderFundAccountValidation,
  toProviderPayout,
} from './razorpay-payout-entities';

/** The provider's idempotency key alphabet and length (4–36). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9 _-]{4,36}$/;
/** The provider keeps at most 40 characters of a reference id; a narration is at most 30. */
const MAXIMUM_REFERENCE_LENGTH = 40;
const NARRATION = /^[A-Za-z0-9 ]{0,30}$/;
/** The most a list page holds. */
const PAGE_SIZE = 100;

/** Razorpay answers both with a generic BAD_REQUEST_ERROR; only the description tells them apart. */
function asPayoutRefusal(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError) || error.status !== 400) return error;
  if (/idempotency/i.test(error.message))
    return new PayoutIdempotencyConflictError(error.message, error.status, error.code, error.call);
  if (/enough balance|insufficient balance/i.test(error.message))
    return new PayoutBalanceTooLowError(error.message, error.status, error.code, error.call);
  return error;
}

function payoutBody(input: CreatePayoutInput, accountNumber: string) {
  if (input.amountMinor < MINIMUM_PAYOUT_PAISE) throw new RangeError('A payout is at least 100 paise (₹1)');
  if (input.amountMinor > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError('The payout amount is too large');
  if (input.referenceId.length === 0 || input.referenceId.length > MAXIMUM_REFERENCE_LENGTH)
    throw new RangeError(`A payout reference is 1 to ${MAXIMUM_REFERENCE_LENGTH} characters`);
  if (input.narration !== undefined && !NARRATION.test(input.narration))
    throw new RangeError('A narration is at most 30 letters, digits and spaces');
  return {
    account_number: accountNumber,
    fund_account_id: input.fundAccountId,
    amount: Number(input.amountMinor),
    currency: 'INR',
    mode: input.mode,
    purpose: input.purpose,
    queue_if_low_balance: input.queueIfLowBalance,
    reference_id: input.referenceId,
    ...(input.narration ? { narration: input.narration } : {}),
    notes: input.notes ?? {},
  };
}

export function razorpayPayoutProvider(
  credentials: RazorpayCredentials,
  /** The business's RazorpayX account number, which every payout is paid from. */
  accountNumber: string,
): PayoutProvider {
  const client = new RazorpayClient(credentials);
  return {
    async createContact({ name, type, referenceId }) {
      const contact = await client.post(
        '/v1/contacts',
        { name, type, reference_id: referenceId },
        RazorpayContactSchema,
      );
      return toProviderContact(contact);
    },
    async createFundAccount({ contactId, bankAccount }) {
      const account = await client.post(
        '/v1/fund_accounts',
        {
          contact_id: contactId,
          account_type: 'bank_account',
          bank_account: {
            name: bankAccount.name,
            ifsc: bankAccount.ifsc,
            account_number: bankAccount.accountNumber,
          },
        },
        RazorpayFundAccountSchema,
      );
      return toProviderFundAccount(account);
    },
    async validateFundAccount(fundAccountId) {
      const validation = await client.post(
        '/v1/fund_accounts/validations',
        {
          account_number: accountNumber,
          fund_account: { id: fundAccountId },
          amount: 100,
          currency: 'INR',
        },
        RazorpayFundAccountValidationSchema,
      );
      return toProviderFundAccountValidation(validation);
    },
    async fetchFundAccountValidation(validationId) {
      return toProviderFundAccountValidation(
        await client.get(
          `/v1/fund_accounts/validations/${pathId(validationId)}`,
          RazorpayFundAccountValidationSchema,
        ),
      );
    },
    async createPayout(input, idempotencyKey) {
      if (!IDEMPOTENCY_KEY.test(idempotencyKey))
        throw new RangeError('A payout idempotency key is 4 to 36 letters, digits, spaces, - or _');
      try {
        const payout = await client.post(
          '/v1/payouts',
          payoutBody(input, accountNumber),
          RazorpayPayoutSchema,
          {
            'X-Payout-Idempotency': idempotencyKey,
          },
        );
        return toProviderPayout(payout);
      } catch (error) {
        throw asPayoutRefusal(error);
      }
    },
    async fetchPayout(payoutId) {
      return toProviderPayout(await client.get(`/v1/payouts/${pathId(payoutId)}`, RazorpayPayoutSchema));
    },
    async listPayoutsByReference(referenceId) {
      // One reference names one withdrawal, so a page of 100 holds every payout it made (a retry that
      // reused the idempotency key made none).
      const query = new URLSearchParams({
        account_number: accountNumber,
        reference_id: referenceId,
        count: String(PAGE_SIZE),
      });
      const payouts = await client.get(
        `/v1/payouts?${query}`,
        RazorpayCollectionSchema(RazorpayPayoutSchema),
      );
      return payouts.items.map(toProviderPayout);
    },
    async cancelPayout(payoutId) {
      return toProviderPayout(
        await client.post(`/v1/payouts/${pathId(payoutId)}/cancel`, {}, RazorpayPayoutSchema),
      );
    },
  };
}

let provider: PayoutProvider | undefined;

/** The provider the handlers use, configured from the environment (see razorpay-config.ts). */
export function payoutProvider(): PayoutProvider {
  provider ??= razorpayPayoutProvider(razorpayCredentials(), razorpayConfig.payoutAccountNumber());
  return provider;
}
