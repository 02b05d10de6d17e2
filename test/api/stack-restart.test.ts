/**
 * The local stack killed in the middle of a deposit burst (SIGKILL: no stop, no exit handler, DynamoDB
 * Local's java with it) and started again on the data it left. Afterwards the book is sound, nothing
 * moved twice, nothing is missing once the provider's retries and the reconciliation have run, and a
 * client retrying with the Idempotency-Key of a request answered before the kill gets that answer.
 *
 * It runs a stack of its own (the `restart` profile, restart-stack.ts) beside the shared test stack.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionPageSchema } from '../../contract/wallets';
import { formatAmount } from '../../lambdas/domain/money';
import { callApi } from '../support/api';
import { createCardDeposit, payOnCheckout } from '../support/card-deposits';
import {
  fiatBalance,
  type SandboxTransfer,
  sandboxControl,
  sendBankTransfer,
  untilWebhookDeliveriesSettle,
  type VerifiedCustomer,
  verifiedCustomer,
} from '../support/deposits';
import { signIn } from '../support/identity';
import { expectSoundLedger } from '../support/ledger';
import { opsOn } from '../support/ops-cli';
import {
  clearRestartStackData,
  RESTART_PROFILE,
  removeRestartStackData,
  type StackProcess,
  startStackProcess,
} from '../support/restart-stack';
import { setStackUnderTest, stackUnderTest } from '../support/stack-context';

let running: StackProcess | undefined;

async function startRestartStack(): Promise<void> {
  running = await startStackProcess();
  setStackUnderTest(running.stack);
}

beforeAll(async () => {
  clearRestartStackData();
  await startRestartStack();
});

afterAll(async () => {
  setStackUnderTest(undefined);
  await running?.stop();
  removeRestartStackData();
});

interface SentTransfer {
  customer: VerifiedCustomer;
  amountPaise: bigint;
  sent: SandboxTransfer;
}

/** A transfer from the customer's verified account; amounts differ per transfer, so a double shows. */
async function transfer(
  customer: VerifiedCustomer,
  amountPaise: bigint,
  options: { loseWebhook?: boolean } = {},
): Promise<SentTransfer> {
  const sent = await sendBankTransfer(customer, { amount: formatAmount(amountPaise, 'INR'), ...options });
  return { customer, amountPaise, sent };
}

interface SandboxEvent {
  id: string;
  state: string;
  deliveries: { status: number | null; at: string; durationMs: number }[];
}

const sandboxEvents = async () =>
  Object.values(await sandboxControl('GET', '/events?last=200')) as unknown as SandboxEvent[];

const answered2xx = (event: SandboxEvent) =>
  event.deliveries.some(({ status }) => status !== null && status >= 200 && status < 300);

/** Whether a delivery of the event had been answered 2xx by this moment (epoch milliseconds). */
const answered2xxBy = (event: SandboxEvent, moment: number) =>
  event.deliveries.some(
    ({ status, at, durationMs }) =>
      status !== null && status >= 200 && status < 300 && Date.parse(at) + durationMs <= moment,
  );

/** Until the API has accepted at least one of these events: then the rest are on their way or waiting. */
async function untilOneIsAccepted(eventIds: Set<string>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await sandboxEvents()).some((event) => eventIds.has(event.id) && answered2xx(event))) {
    if (Date.now() > deadline) throw new Error('No released webhook was accepted within a minute');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the local stack killed in the middle of a deposit burst', () => {
  it('credits every deposit once after the restart, the retries and the reconciliation', async () => {
    const customers = await Promise.all([1, 2, 3].map(() => verifiedCustomer()));
    const [asha, ravi] = customers as [VerifiedCustomer, VerifiedCustomer, VerifiedCustomer];
    const before = stackUnderTest();

    // A card deposit the client created (and got its answer to) before the kill, paid at the provider
    // with its webhooks lost: only the reconciliation can tell the wallet.
    const cardKey = randomUUID();
    const firstAnswer = await createCardDeposit(asha, '500', cardKey);
    expect(firstAnswer.status, JSON.stringify(firstAnswer.body)).toBe(201);
    const { deposit } = firstAnswer.body as { deposit: { orderId: string } };
    await payOnCheckout(deposit.orderId, 'success', { loseWebhooks: true });

    // Ravi signs out everywhere from another device: the tokens he holds must stay refused after it.
    const raviElsewhere = await signIn(ravi.email, ravi.password);
    const signedOut = await callApi('POST', '/me/sign-out-everywhere', { token: raviElsewhere.accessToken });
    expect(signedOut.status, JSON.stringify(signedOut.body)).toBeLessThan(300);

    // Credited before the kill: each webhook answered 2xx.
    const landed = await Promise.all(
      customers.flatMap((customer, c) =>
        [1, 2].map((t) => transfer(customer, 1_000_00n + BigInt(c * 100 + t))),
      ),
    );
    for (const { sent } of landed) expect(sent.delivery?.status).toBe(200);

    // The burst: the provider holds these webhooks, then sends them all at once as the stack is killed.
    await sandboxControl('PUT', '/webhooks', { paused: true });
    const burst = await Promise.all(
      customers.flatMap((customer, c) =>
        [1, 2, 3, 4, 5].map((t) => transfer(customer, 2_000_00n + BigInt(c * 100 + t))),
      ),
    );
    // And one each whose webhook never comes: the reconciliation's to find.
    const lost = await Promise.all(
      customers.map((customer, c) => transfer(customer, 3_000_00n + BigInt(c), { loseWebhook: true })),
    );
    const releasing = sandboxControl('PUT', '/webhooks', { paused: false }).catch(() => undefined);
    await untilOneIsAccepted(new Set(burst.map(({ sent }) => sent.event.id)));
    const killedAt = Date.now();
    await running?.kill();
    await releasing;

    await startRestartStack();
    expect(stackUnderTest()).toEqual(before);

    // The client's retry after the restart gets the answer it had before, not a second deposit.
    const retried = await createCardDeposit(asha, '500', cardKey);
    expect({ status: retried.status, body: retried.body }).toEqual({
      status: firstAnswer.status,
      body: firstAnswer.body,
    });

    // The provider retries what no 2xx acknowledged; then the operator reconciles.
    await untilWebhookDeliveriesSettle();
    const burstIds = new Set(burst.map(({ sent }) => sent.event.id));
    const burstEvents = (await sandboxEvents()).filter((event) => burstIds.has(event.id));
    expect(burstEvents.filter((event) => event.state !== 'delivered')).toEqual([]);
    // The kill met the burst half-way: some webhooks were accepted before it, some still unanswered
    // (the sandbox saves each attempt as it ends, so its record after the restart is the record at it).
    const unansweredAtKill = burstEvents.filter((event) => !answered2xxBy(event, killedAt));
    console.info(`${unansweredAtKill.length} of ${burstEvents.length} burst webhooks unanswered at the kill`);
    expect(unansweredAtKill.length).toBeGreaterThan(0);
    expect(unansweredAtKill.length).toBeLessThan(burstEvents.length);
    const reconciled = await opsOn(RESTART_PROFILE, 'deposits', 'reconcile');
    expect(reconciled.code, reconciled.stderr).toBe(0);

    // Cognito came back with its users and its sign-outs, the mailbox with the codes it had.
    expect((await callApi('GET', '/me', { token: ravi.accessToken })).status).toBe(401);
    const signedInAgain = await Promise.all(
      customers.map(async (customer) => ({
        ...customer,
        ...(await signIn(customer.email, customer.password)),
      })),
    );
    for (const { email } of customers) {
      const mail = await fetch(`${stackUnderTest().mailboxUrl}/messages?to=${encodeURIComponent(email)}`);
      const codes = ((await mail.json()) as { kind: string }[]).filter(({ kind }) => kind !== 'notification');
      expect(codes.map(({ kind }) => kind)).toEqual(['sign-up']);
    }

    // Every transfer and the card payment credited once: exact paise per customer, each UTR once.
    const transfers = [...landed, ...burst, ...lost];
    for (const customer of signedInAgain) {
      const own = transfers.filter((each) => each.customer.email === customer.email);
      const cardPaise = customer.email === asha.email ? 500_00n : 0n;
      const expected = own.reduce((sum, each) => sum + each.amountPaise, cardPaise);
      expect(await fiatBalance(customer)).toBe(formatAmount(expected, 'INR'));
      const { transactions } = TransactionPageSchema.parse(
        (await callApi('GET', '/wallets/inr/transactions?limit=50', { token: customer.accessToken })).body,
      );
      const succeeded = (type: string) =>
        transactions
          .filter((each) => each.type === type && each.status === 'succeeded')
          .map(({ reference }) => reference)
          .sort();
      expect(succeeded('bank-transfer-deposit')).toEqual(own.map(({ sent }) => sent.utr).sort());
      expect(succeeded('card-deposit')).toHaveLength(cardPaise > 0n ? 1 : 0);
    }
    await expectSoundLedger();
  });
});
