/**
 * The Customer Fund Account API: a customer's bank account kept with Razorpay (for refunds to them),
 * made by the same `POST /v1/fund_accounts` as RazorpayX's but with a `customer_id`, and listed by
 * `GET /v1/fund_accounts?customer_id=…`. RazorpayX pays contacts' fund accounts only (payee-desk.ts).
 */
import { bankNameOf, found, type PaymentsSandbox } from './payments-sandbox';
import { type CustomerFundAccountEntity, newId, unixNow } from './payments-state';

export function createCustomerFundAccount(
  sandbox: PaymentsSandbox,
  customerId: string,
  bank: { name: string; ifsc: string; account_number: string },
): CustomerFundAccountEntity {
  found(sandbox.state.data.customers, customerId);
  const account: CustomerFundAccountEntity = {
    id: newId('fa'),
    entity: 'fund_account',
    customer_id: customerId,
    account_type: 'bank_account',
    bank_account: { ...bank, bank_name: bankNameOf(bank.ifsc), notes: [] },
    batch_id: null,
    active: true,
    created_at: unixNow(),
  };
  sandbox.state.data.customerFundAccounts[account.id] = account;
  sandbox.state.save();
  return account;
}

/** A customer's fund accounts, oldest first; an unknown customer is Razorpay's unknown id. */
export function customerFundAccountsOf(
  sandbox: PaymentsSandbox,
  customerId: string,
): CustomerFundAccountEntity[] {
  found(sandbox.state.data.customers, customerId);
  return Object.values(sandbox.state.data.customerFundAccounts).filter(
    (account) => account.customer_id === customerId,
  );
}
