/**
 * Top-ups against the local stack: a KYC-verified customer with their deposit account, transfers sent
 * through the payments sandbox's control API (as the bank and the provider would), and webhooks
 * signed with the stack's own webhook secret, for the deliveries the sandbox would not make.
 */
import { expect } from 'vitest';
import { type Profile, ProfileSchema } from '../../contract/account';
import { type DepositAccount, DepositAccountSchema } from '../../contract/bank-transfers';
import { TransactionPageSchema, type WalletTransaction } from '../../contract/wallets';
import { webhookSignature } from '../../lambdas/adapters/razorpay/razorpay-signatures';
import { reviewerDecides, submittedApplication } from './account-setup';
import { callApi } from './api';
import { type SignedInCustomer, signUpAndSignIn } from './identity';
import { stackUnderTest } from './stack-context';

export interface VerifiedCustomer extends SignedInCustomer {
  depositAccount: DepositAccount;
  /** The verified bank account, as submitted in account setup. */
  bank: { accountNumber: string; ifsc: string };
}

/** A customer whose account setup a reviewer approved, who has not visited the deposit account yet. */
export async function approvedCustomer() {
  const customer = await signUpAndSignIn();
  expect((await callApi('GET', '/me', { token: customer.accessToken })).status).toBe(200);
  const { bank } = await submittedApplication(customer);
  await reviewerDecides(customer, { decision: 'approve' });
  return { ...customer, bank };
}

export const visitDepositAccount = (customer: SignedInCustomer) =>
  callApi('GET', '/wallets/inr/deposit-account', { token: customer.accessToken });

export async function verifiedCustomer(): Promise<VerifiedCustomer> {
  const { bank, ...customer } = await approvedCustomer();
  const response = await visitDepositAccount(customer);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { ...customer, depositAccount: DepositAccountSchema.parse(response.body), bank };
}

/** The customer's profile as `GET /me` shows it. */
export async function profileOf(customer: SignedInCustomer): Promise<Profile> {
  return ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
}

export async function fiatBalance(customer: SignedInCustomer): Promise<string> {
  return (await profileOf(customer)).fiatBalance;
}

/** The customer's INR wallet lines, newest first (the first hundred). */
export async function inrTransactions(customer: SignedInCustomer): Promise<readonly WalletTransaction[]> {
  return TransactionPageSchema.parse(
    (await callApi('GET', '/wallets/inr/transactions?limit=100', { token: customer.accessToken })).body,
  ).transactions;
}

export async function sandboxControl(method: string, path: string, body?: unknown) {
  const response = await fetch(`${stackUnderTest().sandboxUrl}/sandbox/payments${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer;
}

/** Until no event waits for a delivery or a retry: what was lost stays lost, for the reconciliation. */
export async function untilWebhookDeliveriesSettle(): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const events = (await sandboxControl('GET', '/')).events as { state: string }[];
    if (!events.some(({ state }) => state === 'pending' || state === 'held')) return;
    if (Date.now() > deadline) throw new Error('Webhook deliveries did not settle within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export interface SandboxTransfer {
  utr: string;
  paymentId: string;
  virtualAccountId: string;
  event: { id: string };
  delivery: { status: number | null } | null;
}

/**
 * Money sent to the customer's virtual account; answers once the first webhook delivery was answered
 * (delivery null when the webhook was lost on the way).
 */
export async function sendBankTransfer(
  to: { depositAccount: Pick<DepositAccount, 'accountNumber'> },
  transfer: {
    amount: string;
    utr?: string;
    fromAccount?: string;
    fromIfsc?: string;
    unknownPayer?: boolean;
    method?: 'upi';
    /** The provider records the transfer but its webhook never arrives (the test delivers it). */
    loseWebhook?: boolean;
  },
): Promise<SandboxTransfer> {
  return (await sandboxControl('POST', '/bank-transfers', {
    to: to.depositAccount.accountNumber,
    ...transfer,
  })) as unknown as SandboxTransfer;
}

/** The webhook as the provider signs it; `signature` overrides the real one (a forgery). */
export function deliverWebhook(body: string, eventId: string, signature?: string) {
  const secret = stackUnderTest().handlerEnv.RAZORPAY_WEBHOOK_SECRET as string;
  return fetch(`${stackUnderTest().apiUrl}/webhooks/razorpay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': signature ?? webhookSignature(secret, body),
    },
    body,
  });
}

/** The parts of a `virtual_account.credited` body that tell one transfer from another. */
export interface CreditedEventBody {
  created_at: number;
  payload: {
    payment: { entity: { id: string; amount: number } };
    virtual_account: { entity: { id: string } };
    bank_transfer: {
      entity: {
        bank_reference: string;
        payment_id: string;
        amount: number;
        virtual_account_id: string;
        payer_bank_account: { account_number: string; ifsc: string } | null;
      };
    };
  };
}

/**
 * Another bank transfer shaped like `template` (a sandbox `virtual_account.credited` body), as the
 * provider would report it: a new event id, payment id and UTR, and any of amount, virtual account
 * and payer account changed. Returns the exact bytes to sign and the event id to send with them.
 */
export function anotherTransfer(
  template: Record<string, unknown>,
  change: { utr: string; amountPaise?: number; virtualAccountId?: string; payerAccountNumber?: string },
): { body: string; eventId: string } {
  const event = structuredClone(template) as unknown as CreditedEventBody;
  const { payment, virtual_account: account, bank_transfer: transfer } = event.payload;
  const id = change.utr.replace(/[^A-Za-z0-9]/g, '').slice(-14);
  payment.entity.id = `pay_${id}`;
  transfer.entity.payment_id = payment.entity.id;
  transfer.entity.bank_reference = change.utr;
  if (change.amountPaise !== undefined) {
    payment.entity.amount = change.amountPaise;
    transfer.entity.amount = change.amountPaise;
  }
  if (change.virtualAccountId !== undefined) {
    account.entity.id = change.virtualAccountId;
    transfer.entity.virtual_account_id = change.virtualAccountId;
  }
  if (change.payerAccountNumber !== undefined && transfer.entity.payer_bank_account)
    transfer.entity.payer_bank_account.account_number = change.payerAccountNumber;
  return { body: JSON.stringify(event), eventId: `evt_${id}` };
}

/** The stored body of a sandbox event, for building deliveries of one's own. */
export async function sandboxEventPayload(eventId: string): Promise<Record<string, unknown>> {
  const events = (await sandboxControl('GET', '/events?last=50')) as unknown as {
    id: string;
    payload: Record<string, unknown>;
  }[];
  const found = Object.values(events).find((event) => event.id === eventId);
  if (!found) throw new Error(`No sandbox event ${eventId}`);
  return found.payload;
}
