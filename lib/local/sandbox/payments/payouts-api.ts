/**
 * The sandbox's RazorpayX REST API, with the same keys, error body and unknown-id answer as the rest of
 * its Razorpay API (razorpay-api.ts):
 *
 *   POST /v1/contacts                               GET /v1/contacts/{id}
 *   POST /v1/fund_accounts                          GET /v1/fund_accounts/{id}
 *   GET  /v1/fund_accounts?contact_id&count&skip
 *   (with `customer_id` in place of `contact_id`: a customer's fund accounts, customer-fund-accounts.ts)
 *   POST /v1/fund_accounts/validations              GET /v1/fund_accounts/validations/{id}
 *   POST /v1/payouts                                (X-Payout-Idempotency required, 4–36 characters)
 *   GET  /v1/payouts?account_number&reference_id&fund_account_id&status&mode&from&to&count&skip
 *   GET  /v1/payouts/{id}                           POST /v1/payouts/{id}/cancel
 *   GET  /v1/banking_balances                       the business account's balance
 */
import type { ServerResponse } from 'node:http';
import type { SandboxRequest } from '../sandbox-server';
import { createCustomerFundAccount, customerFundAccountsOf } from './customer-fund-accounts';
import { RazorpayRefusal } from './payments-sandbox';
import type { PayoutDesk, PayoutRequest } from './payout-desk';
import { SANDBOX_BUSINESS_ACCOUNT_NUMBER } from './payouts-state';
import { answerAsRazorpay, type Body, bodyOf, notesOf, optionalString } from './razorpay-api';
import { listCreated } from './razorpay-lists';

const PAYOUT_MODES = ['IMPS', 'NEFT', 'RTGS', 'UPI'] as const;
const CONTACT_TYPES = ['vendor', 'customer', 'employee', 'self'];
/** RazorpayX's purposes a payout may name without adding one in the dashboard. */
const PURPOSES = ['refund', 'cashback', 'payout', 'salary', 'utility bill', 'vendor bill'];
/** RTGS starts at ₹2,00,000; IMPS stops at ₹5,00,000 (RBI's and NPCI's limits as RazorpayX applies them). */
const RTGS_MINIMUM_PAISE = 20_000_000;
const IMPS_MAXIMUM_PAISE = 50_000_000;

function requiredString(body: Body, field: string, maxLength: number): string {
  const value = optionalString(body, field, maxLength);
  if (value === null || value.trim() === '')
    throw new RazorpayRefusal(400, `The ${field} field is required.`, field);
  return value;
}

/** Payouts are paid from the business's own account, named in every call: any other is refused. */
function businessAccount(body: Body | URLSearchParams): void {
  const value = body instanceof URLSearchParams ? body.get('account_number') : body.account_number;
  if (value === undefined || value === null || value === '')
    throw new RazorpayRefusal(400, 'The account number field is required.', 'account_number');
  if (value !== SANDBOX_BUSINESS_ACCOUNT_NUMBER)
    throw new RazorpayRefusal(400, 'The account number is invalid.', 'account_number');
}

function createContact(desk: PayoutDesk, body: Body) {
  const name = requiredString(body, 'name', 50);
  const type = optionalString(body, 'type', 20);
  if (type !== null && !CONTACT_TYPES.includes(type))
    throw new RazorpayRefusal(400, 'Invalid type: Contact type is not valid', 'type');
  const email = optionalString(body, 'email', 64);
  if (email !== null && !/^[^@\s]+@[^@\s]+$/.test(email))
    throw new RazorpayRefusal(400, 'The email must be a valid email address.', 'email');
  return desk.payees.createContact({
    name,
    type,
    email,
    contact: optionalString(body, 'contact', 15),
    reference_id: optionalString(body, 'reference_id', 40),
    notes: notesOf(body),
  });
}

/** The bank account a fund account is made for, as RazorpayX and the Customer Fund Account API take it. */
function fundAccountBankOf(body: Body): { name: string; ifsc: string; account_number: string } {
  if (body.account_type !== 'bank_account')
    throw new RazorpayRefusal(
      400,
      'The account type is invalid: the sandbox makes bank_account fund accounts only.',
      'account_type',
    );
  const bank = (body.bank_account ?? {}) as Body;
  if (typeof bank !== 'object' || Array.isArray(bank))
    throw new RazorpayRefusal(400, 'The bank account field is required.', 'bank_account');
  const name = requiredString(bank, 'name', 120);
  if (name.trim().length < 3)
    throw new RazorpayRefusal(400, 'The name must be at least 3 characters.', 'bank_account.name');
  const ifsc = requiredString(bank, 'ifsc', 11);
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc))
    throw new RazorpayRefusal(400, 'Invalid IFSC Code in Bank Account', 'bank_account.ifsc');
  const accountNumber = requiredString(bank, 'account_number', 40);
  if (!/^[0-9A-Za-z]{5,35}$/.test(accountNumber))
    throw new RazorpayRefusal(400, 'The account number is invalid.', 'bank_account.account_number');
  return { name, ifsc, account_number: accountNumber };
}

/** A contact's fund account (RazorpayX), or with `customer_id` a customer's (Customer Fund Account API). */
function createFundAccount(desk: PayoutDesk, body: Body) {
  if (body.contact_id === undefined && body.customer_id !== undefined) {
    const customerId = requiredString(body, 'customer_id', 40);
    return createCustomerFundAccount(desk.sandbox, customerId, fundAccountBankOf(body));
  }
  const contactId = requiredString(body, 'contact_id', 40);
  return desk.payees.createFundAccount(contactId, fundAccountBankOf(body));
}

/** `GET /v1/fund_accounts`: a customer's (`customer_id`), or RazorpayX's, of one contact when named. */
function listFundAccounts(desk: PayoutDesk, query: URLSearchParams) {
  const customerId = query.get('customer_id');
  if (customerId) return listCreated(customerFundAccountsOf(desk.sandbox, customerId), query);
  const contactId = query.get('contact_id');
  const accounts = Object.values(desk.data.fundAccounts).filter(
    (account) => !contactId || account.contact_id === contactId,
  );
  return listCreated(accounts, query);
}

function validateFundAccount(desk: PayoutDesk, body: Body) {
  businessAccount(body);
  const fundAccount = body.fund_account as { id?: unknown } | undefined;
  if (typeof fundAccount?.id !== 'string')
    throw new RazorpayRefusal(400, 'The fund account.id field is required.', 'fund_account.id');
  if (body.amount !== undefined && body.amount !== 100)
    throw new RazorpayRefusal(400, 'The amount must be 100.', 'amount');
  if (body.currency !== undefined && body.currency !== 'INR')
    throw new RazorpayRefusal(400, 'Currency is not supported', 'currency');
  return desk.payees.validate(fundAccount.id, notesOf(body));
}

function payoutRequest(body: Body): PayoutRequest {
  businessAccount(body);
  const fundAccountId = requiredString(body, 'fund_account_id', 40);
  const { amount, currency, mode, queue_if_low_balance: queue } = body;
  if (amount === undefined) throw new RazorpayRefusal(400, 'The amount field is required.', 'amount');
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    throw new RazorpayRefusal(400, 'The amount must be an integer.', 'amount');
  if (amount < 100) throw new RazorpayRefusal(400, 'The amount must be at least 100.', 'amount');
  if (currency !== 'INR') throw new RazorpayRefusal(400, 'The currency must be INR.', 'currency');
  if (!PAYOUT_MODES.includes(mode as (typeof PAYOUT_MODES)[number]))
    throw new RazorpayRefusal(400, 'The selected mode is invalid.', 'mode');
  if (mode === 'UPI')
    throw new RazorpayRefusal(400, 'UPI payouts are made to vpa fund accounts only.', 'mode');
  if (mode === 'RTGS' && amount < RTGS_MINIMUM_PAISE)
    throw new RazorpayRefusal(400, 'The amount must be at least 200000.00 for RTGS.', 'amount');
  if (mode === 'IMPS' && amount > IMPS_MAXIMUM_PAISE)
    throw new RazorpayRefusal(400, 'The amount may not be greater than 500000.00 for IMPS.', 'amount');
  const purpose = requiredString(body, 'purpose', 30);
  if (!PURPOSES.includes(purpose)) throw new RazorpayRefusal(400, `Invalid purpose: ${purpose}`, 'purpose');
  if (queue !== undefined && typeof queue !== 'boolean')
    throw new RazorpayRefusal(
      400,
      'The queue if low balance field must be true or false.',
      'queue_if_low_balance',
    );
  const narration = optionalString(body, 'narration', 30);
  if (narration !== null && !/^[A-Za-z0-9 ]*$/.test(narration))
    throw new RazorpayRefusal(400, 'The narration may only contain letters, digits and spaces.', 'narration');
  return {
    fundAccountId,
    amount,
    mode: mode as PayoutRequest['mode'],
    purpose,
    queueIfLowBalance: queue === true,
    referenceId: optionalString(body, 'reference_id', 40),
    narration,
    notes: notesOf(body),
  };
}

/** Mandatory since March 2025: 4 to 36 letters, digits, hyphens, underscores or spaces. */
function idempotencyKeyOf(request: SandboxRequest): string {
  const key = request.headers['x-payout-idempotency'];
  if (typeof key !== 'string' || key === '')
    throw new RazorpayRefusal(
      400,
      'Idempotency key is missing. Include idempotency header and key in the request.',
      'X-Payout-Idempotency',
    );
  if (!/^[A-Za-z0-9 _-]{4,36}$/.test(key))
    throw new RazorpayRefusal(
      400,
      'The idempotency key must be 4 to 36 letters, digits, hyphens, underscores or spaces.',
      'X-Payout-Idempotency',
    );
  return key;
}

function listPayouts(desk: PayoutDesk, query: URLSearchParams) {
  businessAccount(query);
  const filters = ['reference_id', 'fund_account_id', 'status', 'mode'] as const;
  const matching = Object.values(desk.data.payouts).filter((payout) =>
    filters.every((name) => {
      const wanted = query.get(name);
      return wanted === null || wanted === '' || payout[name] === wanted;
    }),
  );
  return listCreated(matching, query);
}

/** `GET /v1/banking_balances`: the business account's balance, in RazorpayX's documented shape. */
function bankingBalances(desk: PayoutDesk) {
  return {
    entity: 'collection',
    count: 1,
    items: [
      {
        entity: 'banking_balance',
        currency: 'INR',
        account_number: SANDBOX_BUSINESS_ACCOUNT_NUMBER,
        account_type: 'current_account',
        bank_name: 'RBL Bank',
        bank_code: 'RATN',
        amount: desk.data.balance,
        available_amount: desk.data.balance,
        refreshed_at: Math.floor(Date.now() / 1000),
      },
    ],
  };
}

/** Answers RazorpayX's paths; false for any other, which the rest of the Razorpay API answers. */
export async function handlePayoutsApi(
  desk: PayoutDesk,
  request: SandboxRequest,
  response: ServerResponse,
): Promise<boolean> {
  const parts = request.url.pathname.split('/').slice(1);
  if (
    parts[0] !== 'v1' ||
    !['contacts', 'fund_accounts', 'payouts', 'banking_balances'].includes(parts[1] ?? '')
  )
    return false;
  const [, collection, id, action] = parts;
  const route = `${request.method} ${collection}${id ? (id === 'validations' ? '/validations' : '/:id') : ''}${
    action ? (collection === 'fund_accounts' ? '/:id' : `/${action}`) : ''
  }${parts.length > 4 ? '/…' : ''}`;
  await answerAsRazorpay(desk.sandbox, request, response, () => {
    switch (route) {
      case 'POST contacts':
        return createContact(desk, bodyOf(request));
      case 'GET contacts/:id':
        return desk.payees.contact(id as string);
      case 'POST fund_accounts':
        return createFundAccount(desk, bodyOf(request));
      case 'GET fund_accounts':
        return listFundAccounts(desk, request.url.searchParams);
      case 'GET fund_accounts/:id':
        return (
          desk.sandbox.state.data.customerFundAccounts[id as string] ?? desk.payees.fundAccount(id as string)
        );
      case 'POST fund_accounts/validations':
        return validateFundAccount(desk, bodyOf(request));
      case 'GET fund_accounts/validations/:id':
        return desk.payees.validation(action as string);
      case 'POST payouts': {
        const key = idempotencyKeyOf(request);
        return desk.createPayout(payoutRequest(bodyOf(request)), key);
      }
      case 'GET payouts':
        return listPayouts(desk, request.url.searchParams);
      case 'GET payouts/:id':
        return desk.payout(id as string);
      case 'POST payouts/:id/cancel':
        return desk.cancel(id as string);
      case 'GET banking_balances':
        return bankingBalances(desk);
      default:
        throw new RazorpayRefusal(404, 'The requested URL was not found on the server.');
    }
  });
  return true;
}
