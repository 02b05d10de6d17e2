/**
 * A payments sandbox started in-process on a free port, with a webhook receiver the test controls, and
 * the real Razorpay adapter pointed at it. For unit-level tests of the adapter and the sandbox that need
 * no local stack.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { razorpayPaymentProvider } from '../../lambdas/adapters/razorpay/razorpay-payment-provider';
import { razorpayPayoutProvider } from '../../lambdas/adapters/razorpay/razorpay-payouts';
import { paymentsModule } from '../../lib/local/sandbox/payments/payments-module';
import { SANDBOX_BUSINESS_ACCOUNT_NUMBER } from '../../lib/local/sandbox/payments/payouts-state';
import type { RetrySchedule } from '../../lib/local/sandbox/payments/webhook-sender';
import { startSandboxServer } from '../../lib/local/sandbox/sandbox-server';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  event: string;
  eventId: string;
}

export const testSecrets = {
  keyId: 'rzp_test_SandboxUnit01',
  keySecret: 'unit-key-secret',
  webhookSecret: 'unit-webhook-secret',
};

/** Fast enough for tests, the same shape as the local schedule. */
export const testSchedule: RetrySchedule = {
  firstDelayMs: 50,
  factor: 2,
  maxDelayMs: 200,
  giveUpAfterMs: 60_000,
  // Long enough that a busy machine's normal answer is never taken for a slow one.
  timeoutMs: 1_500,
};

export async function startTestSandbox(
  options: {
    schedule?: RetrySchedule;
    /** Keep the state in this file, as `npm start` does: a second sandbox on it carries on from it. */
    stateFile?: string;
  } = {},
) {
  const received: ReceivedWebhook[] = [];
  /** How the receiver answers the next delivery: a status, or 'hang' (answers after the timeout). */
  const answers: (number | 'hang')[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        headers: request.headers,
        body,
        event: (JSON.parse(body) as { event: string }).event,
        eventId: String(request.headers['x-razorpay-event-id']),
      });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') setTimeout(() => response.writeHead(200).end(), 3_000);
      else response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/razorpay`;
  const logs: string[] = [];
  const payments = paymentsModule({
    secrets: testSecrets,
    webhookUrl: receiverUrl,
    schedule: options.schedule ?? testSchedule,
    ...(options.stateFile ? { stateFile: options.stateFile } : {}),
    log: (line) => logs.push(line),
  });
  const server = await startSandboxServer({ port: 0, modules: [payments], log: (line) => logs.push(line) });
  const credentials = {
    apiUrl: server.url,
    keyId: testSecrets.keyId,
    keySecret: async () => testSecrets.keySecret,
  };
  const provider = razorpayPaymentProvider(credentials);
  const payoutProvider = razorpayPayoutProvider(credentials, SANDBOX_BUSINESS_ACCOUNT_NUMBER);
  const control = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}/sandbox/payments${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & unknown[] };
  };
  return {
    url: server.url,
    provider,
    payoutProvider,
    sandbox: payments.sandbox,
    payouts: payments.payouts,
    received,
    answers,
    logs,
    control,
    stop: async () => {
      await server.stop();
      receiver.closeAllConnections();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    },
  };
}

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually<T>(
  check: () => T | undefined | false,
  what: string,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
