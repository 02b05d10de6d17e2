/**
 * Bursts of bank-transfer top-ups through the HTTP webhook route, for the load test and the bench
 * (`npm run bench:ledger`): depositors seeded cheaply, transfers recorded by the payments sandbox with
 * their webhooks held back, then every signed `virtual_account.credited` event delivered at once, with
 * each delivery's latency.
 *
 * A seeded depositor is what the webhook reads: a virtual account opened at the provider, and the owner
 * record naming the customer and the keyed fingerprint of their verified bank account, written through
 * the handlers' own repository. Signing 100 people up through Cognito and KYC review would take minutes
 * on a busy machine and exercise nothing the webhook uses. Needs the handler environment applied
 * (applyHandlerEnv) in this process.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { paymentProvider } from '../../lambdas/adapters/razorpay/razorpay-payment-provider';
import { webhookSignature } from '../../lambdas/adapters/razorpay/razorpay-signatures';
import { payerFingerprint } from '../../lambdas/adapters/verified-payer-loader';
import { virtualAccountRepository } from '../../lambdas/adapters/virtual-account-repository';
import { formatAmount } from '../../lambdas/domain/money';

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
  /** Every non-2xx answer, redelivered or final, with its problem detail: a test says which it expects. */
  refusals: { status: number; detail: string }[];
}

/**
 * The one refusal a burst may meet and recover from: the ledger gave up on a wallet other deposits kept
 * busy (502, nothing written), and the provider's redelivery credits it. Anything else is a fault.
 */
export const unexpectedRefusals = (burst: BurstResult) =>
  burst.refusals.filter(
    ({ status, detail }) => status !== 502 || !detail.startsWith('The ledger is busy with other payments'),
  );

const digits = (count: number) =>
  Array.from(randomBytes(count), (byte) => String(byte % 10))
    .join('')
    .replace(/^0/, '1');

/** A unique reference of the kind banks give IMPS transfers (12 digits) with a prefix against collisions. */
const newReference = () => `BURST${randomUUID().replaceAll('-', '').slice(0, 14).toUpperCase()}`;

/**
 * A customer with a virtual account at the provider (the payments sandbox, through the real adapter)
 * and its owner record, as the first visit to the deposit account leaves them.
 */
export async function seedDepositor(
  payer: Depositor['payer'] = { ifsc: 'HDFC0001234', accountNumber: digits(14), name: 'Load Test' },
  userId: string = randomUUID(),
): Promise<Depositor> {
  const account = await paymentProvider().createVirtualAccount({
    customer: { name: payer.name, email: `load.${userId.slice(0, 8)}@example.in` },
    allowedPayer: payer,
    notes: { customer: userId },
  });
  if (!account.bankAccount || !account.vpa) throw new Error('The provider opened no bank account or UPI id');
  if (!(await virtualAccountRepository.takeCreationLease(userId, new Date(), 30_000)))
    throw new Error(`A virtual account is already being created for ${userId}`);
  await virtualAccountRepository.saveCreated(
    userId,
    {
      virtualAccountId: account.id,
      beneficiaryName: account.bankAccount.name,
      accountNumber: account.bankAccount.accountNumber,
      ifsc: account.bankAccount.ifsc,
      bankName: account.bankAccount.bankName,
      upiId: account.vpa.address,
      verifiedBankAccount: {
        accountHolderName: payer.name,
        accountNumberMasked: `••••${payer.accountNumber.slice(-4)}`,
        ifsc: payer.ifsc,
      },
      createdAt: new Date().toISOString(),
    },
    await payerFingerprint(payer),
  );
  return { userId, virtualAccountId: account.id, payer };
}

/**
 * An IMPS transfer of `amountPaise` from the depositor's verified account, recorded by the provider
 * (the payments sandbox) with its webhook lost on the way: the burst delivers the signed event itself,
 * all at once, and the webhook confirms the payment with the provider as it always does.
 */
export async function recordedTransfer(
  sandboxUrl: string,
  to: Pick<Depositor, 'virtualAccountId'>,
  amountPaise: number,
): Promise<CreditedWebhook> {
  const utr = newReference();
  const response = await fetch(`${sandboxUrl}/sandbox/payments/bank-transfers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      to: to.virtualAccountId,
      amount: formatAmount(BigInt(amountPaise), 'INR'),
      mode: 'IMPS',
      utr,
      loseWebhook: true,
    }),
  });
  const answer = (await response.json()) as { event?: { id: string; body: string }; error?: string };
  if (!response.ok || !answer.event)
    throw new Error(`The sandbox refused the transfer: ${JSON.stringify(answer)}`);
  return { body: answer.event.body, eventId: answer.event.id, utr };
}

/** `recordedTransfer` for each amount, a few at a time (the sandbox is one process). */
export async function recordedTransfers(
  sandboxUrl: string,
  transfers: readonly { to: Pick<Depositor, 'virtualAccountId'>; amountPaise: number }[],
): Promise<CreditedWebhook[]> {
  const webhooks: CreditedWebhook[] = [];
  for (let next = 0; next < transfers.length; next += 10)
    webhooks.push(
      ...(await Promise.all(
        transfers
          .slice(next, next + 10)
          .map(({ to, amountPaise }) => recordedTransfer(sandboxUrl, to, amountPaise)),
      )),
    );
  return webhooks;
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
  const refusals: BurstResult['refusals'] = [];
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
        if (!response.ok) refusals.push({ status: response.status, detail: problemDetail(text) });
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
    refusals,
  };
}

export function problemDetail(text: string): string {
  try {
    return String((JSON.parse(text) as { detail?: unknown }).detail ?? text);
  } catch {
    return text;
  }
}
