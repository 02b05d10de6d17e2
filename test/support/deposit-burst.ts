/**
 * Bursts of bank-transfer top-ups through the HTTP webhook route, for the load test and the bench
 * (`npm run bench:ledger`): depositors seeded cheaply, `virtual_account.credited` events in Razorpay's
 * shape signed with the stack's webhook secret, delivered all at once, and each delivery's latency.
 *
 * A seeded depositor is what the webhook reads, written through the handlers' own repository: a
 * virtual account whose owner record names the customer and the keyed fingerprint of their verified
 * bank account. Signing 100 people up through Cognito and KYC review would take minutes on a busy
 * machine and exercise nothing the webhook uses. Needs the handler environment applied
 * (applyHandlerEnv) in this process.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { webhookSignature } from '../../lambdas/adapters/razorpay/razorpay-signatures';
import { payerFingerprint } from '../../lambdas/adapters/verified-payer-loader';
import { virtualAccountRepository } from '../../lambdas/adapters/virtual-account-repository';

export interface Depositor {
  userId: string;
  virtualAccountId: string;
  /** The customer's verified bank account: transfers from it are credited. */
  payer: { ifsc: string; accountNumber: string; name: string };
}

export interface CreditedWebhook {
  body: string;
  eventId: string;
  utr: string;
}

export interface BurstResult {
  /** HTTP status of each delivery that was finally answered, in input order. */
  statuses: number[];
  /** Receipt status (`credited`, `held`, …) of each delivery, in input order. */
  receipts: string[];
  latenciesMs: number[];
  seconds: number;
  /** Deliveries answered non-2xx and sent again, as the provider does. */
  redeliveries: number;
}

const digits = (count: number) =>
  Array.from(randomBytes(count), (byte) => String(byte % 10))
    .join('')
    .replace(/^0/, '1');

/** A unique reference of the kind banks give IMPS transfers (12 digits) with a prefix against collisions. */
const newReference = () => `BURST${randomUUID().replaceAll('-', '').slice(0, 14).toUpperCase()}`;

export async function seedDepositor(
  payer: Depositor['payer'] = { ifsc: 'HDFC0001234', accountNumber: digits(14), name: 'Load Test' },
): Promise<Depositor> {
  const userId = randomUUID();
  const virtualAccountId = `va_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
  if (!(await virtualAccountRepository.takeCreationLease(userId, new Date(), 30_000)))
    throw new Error(`A virtual account is already being created for ${userId}`);
  await virtualAccountRepository.saveCreated(
    userId,
    {
      virtualAccountId,
      beneficiaryName: 'Wallet Top-up',
      accountNumber: `2223330${digits(9)}`,
      ifsc: 'RATN0VAAPIS',
      bankName: 'RBL Bank',
      upiId: `wallet.${virtualAccountId.slice(3).toLowerCase()}@rbl`,
      verifiedBankAccount: {
        accountHolderName: payer.name,
        accountNumberMasked: `••••${payer.accountNumber.slice(-4)}`,
        ifsc: payer.ifsc,
      },
      createdAt: new Date().toISOString(),
    },
    await payerFingerprint(payer),
  );
  return { userId, virtualAccountId, payer };
}

/**
 * An IMPS transfer of `amountPaise` from the depositor's verified account, as Razorpay reports it.
 * `bankedAt` is when the bank received it (the day its daily limit counts against).
 */
export function creditedWebhook(to: Depositor, amountPaise: number, bankedAt = new Date()): CreditedWebhook {
  const utr = newReference();
  const id = utr.slice(-14);
  const createdAt = Math.floor(bankedAt.getTime() / 1000);
  const virtualAccount = {
    id: to.virtualAccountId,
    entity: 'virtual_account',
    status: 'active',
    description: 'INR wallet top-up',
    customer_id: null,
    amount_paid: amountPaise,
    notes: { customer: to.userId },
    receivers: [{ entity: 'bank_account' }, { entity: 'vpa' }],
    created_at: createdAt,
  };
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_LocalSandbox01',
    event: 'virtual_account.credited',
    contains: ['payment', 'virtual_account', 'bank_transfer'],
    payload: {
      payment: {
        entity: {
          id: `pay_${id}`,
          entity: 'payment',
          amount: amountPaise,
          currency: 'INR',
          status: 'captured',
          order_id: null,
          method: 'bank_transfer',
          captured: true,
          customer_id: null,
          email: null,
          fee: 0,
          tax: 0,
          notes: [],
          created_at: createdAt,
        },
      },
      virtual_account: { entity: virtualAccount },
      bank_transfer: {
        entity: {
          id: `bt_${id}`,
          entity: 'bank_transfer',
          payment_id: `pay_${id}`,
          mode: 'IMPS',
          bank_reference: utr,
          amount: amountPaise,
          payer_bank_account: {
            ifsc: to.payer.ifsc,
            account_number: to.payer.accountNumber,
            bank_name: 'HDFC Bank',
            name: to.payer.name,
          },
          virtual_account_id: to.virtualAccountId,
        },
      },
    },
    created_at: createdAt,
  });
  return { body, eventId: `evt_${id}`, utr };
}

/** Tries per event before a burst gives up; the provider itself retries for 24 hours. */
const DELIVERY_TRIES = 5;

/**
 * Delivers every event at once to `POST /webhooks/razorpay`, each signed over its raw body. An event
 * answered non-2xx is delivered again at once, as the provider would (later); its latency runs until
 * it was accepted.
 */
export async function deliverBurst(
  apiUrl: string,
  webhookSecret: string,
  webhooks: readonly CreditedWebhook[],
): Promise<BurstResult> {
  let redeliveries = 0;
  const started = performance.now();
  const answers = await Promise.all(
    webhooks.map(async ({ body, eventId }) => {
      const begin = performance.now();
      for (let tried = 1; ; tried += 1) {
        const response = await fetch(`${apiUrl}/webhooks/razorpay`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-event-id': eventId,
            'x-razorpay-signature': webhookSignature(webhookSecret, body),
          },
          body,
        });
        const text = await response.text();
        if (response.ok || tried >= DELIVERY_TRIES) {
          const receipt = response.ok ? String((JSON.parse(text) as { status: unknown }).status) : text;
          return { status: response.status, receipt, latencyMs: performance.now() - begin };
        }
        redeliveries += 1;
      }
    }),
  );
  return {
    statuses: answers.map((answer) => answer.status),
    receipts: answers.map((answer) => answer.receipt),
    latenciesMs: answers.map((answer) => answer.latencyMs),
    seconds: (performance.now() - started) / 1000,
    redeliveries,
  };
}
