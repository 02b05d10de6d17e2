/**
 * What the fixed-count runs send, made before the clock starts: bank transfers the payments sandbox
 * recorded with their webhooks held back (each event is then delivered once, by the load), and card
 * deposits created through the API and paid on the sandbox's checkout with their webhooks lost (so
 * the browser's return, the load's confirm, is what credits each).
 */
import { randomUUID } from 'node:crypto';
import { CreatedCardDepositSchema } from '../../../contract/card-deposits';
import { type CreditedWebhook, recordedTransfers } from '../../../test/support/deposit-burst';
import { runLimited } from '../../../web/src/lib/uploads/run-limited';
import type { PaidCardDeposit } from './scenarios';
import type { BenchCustomer } from './seed-customers';

/** ₹100 a transfer or card payment: the smallest card payment allowed, and well inside every limit. */
const PAYMENT_PAISE = 10_000;

/** `count` recorded transfers, to the customers in turn. */
export function heldBackTransfers(
  sandboxUrl: string,
  customers: readonly BenchCustomer[],
  count: number,
): Promise<CreditedWebhook[]> {
  return recordedTransfers(
    sandboxUrl,
    Array.from({ length: count }, (_, index) => ({
      to: customers[index % customers.length] as BenchCustomer,
      amountPaise: PAYMENT_PAISE,
    })),
  );
}

async function sandboxCheckout(sandboxUrl: string, orderId: string): Promise<Record<string, string>> {
  const response = await fetch(`${sandboxUrl}/sandbox/payments/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: orderId, outcome: 'success', loseWebhooks: true }),
  });
  const answer = (await response.json()) as { fields?: Record<string, string> };
  if (!response.ok || !answer.fields)
    throw new Error(`The sandbox checkout refused: ${JSON.stringify(answer)}`);
  return answer.fields;
}

/** `count` card deposits of ₹100, created and paid, the customers in turn. */
export async function paidCardDeposits(
  urls: { api: string; app: string; sandbox: string },
  customers: readonly BenchCustomer[],
  count: number,
): Promise<PaidCardDeposit[]> {
  const paid: PaidCardDeposit[] = [];
  await runLimited(
    Array.from({ length: count }, (_, index) => customers[index % customers.length] as BenchCustomer),
    10,
    async (customer) => {
      const response = await fetch(`${urls.api}/wallets/inr/card-deposits`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${customer.accessToken}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          origin: urls.app,
        },
        body: JSON.stringify({ amount: '100.00' }),
      });
      if (response.status !== 201)
        throw new Error(`A bench card deposit was refused: ${response.status} ${await response.text()}`);
      const { deposit } = CreatedCardDepositSchema.parse(await response.json());
      paid.push({
        customer,
        depositId: deposit.id,
        returned: await sandboxCheckout(urls.sandbox, deposit.orderId),
      });
    },
  );
  return paid;
}
