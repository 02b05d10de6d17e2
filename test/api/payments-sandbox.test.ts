/**
 * The payments sandbox inside the local stack: the handlers' environment points the real Razorpay
 * adapter at it, and `npm run sandbox -- bank-transfer` finds a customer's virtual account by email,
 * sends the transfer and says what became of the webhook to the local API; `checkout` and
 * `payments capture` pay an order and capture a declined payment late with their webhooks lost.
 */
import { expect, inject, it } from 'vitest';
import { razorpayPaymentProvider } from '../../lambdas/adapters/razorpay/razorpay-payment-provider';
import { sandboxCli as runSandboxCli } from '../support/sandbox-cli';

const stack = inject('stack');

const sandboxCli = (...args: string[]) => runSandboxCli(stack.sandboxUrl, ...args);

function handlersProvider() {
  const env = stack.handlerEnv;
  return razorpayPaymentProvider({
    apiUrl: env.RAZORPAY_API_URL as string,
    keyId: env.RAZORPAY_KEY_ID as string,
    keySecret: async () => env.RAZORPAY_KEY_SECRET as string,
  });
}

it('runs the real adapter and the bank-transfer CLI against the stack’s sandbox', async () => {
  const env = stack.handlerEnv;
  expect(env.RAZORPAY_API_URL).toBe(stack.sandboxUrl);
  expect(env.RAZORPAY_CHECKOUT_URL).toBe(`${stack.sandboxUrl}/v1/checkout/embedded`);
  const provider = handlersProvider();
  const email = `cli-${Date.now()}@example.com`;
  const account = await provider.createVirtualAccount({
    customer: { name: 'Meera Iyer', email },
    allowedPayer: { ifsc: 'ICIC0000123', accountNumber: '000401234567' },
  });

  const stdout = await sandboxCli(
    'bank-transfer',
    '--to',
    email,
    '--amount',
    '5000',
    '--utr',
    'ICICN12345678',
  );
  expect(stdout).toContain(`Sent ₹5,000.00 by bank transfer to ${account.id}`);
  expect(stdout).toContain('UTR ICICN12345678');
  expect(stdout).toContain('From 000401234567 · ICIC0000123 (an allowed payer: the verified account)');
  expect(stdout).toMatch(/Webhook virtual_account\.credited evt_\w+ → first /);
  expect((await provider.fetchVirtualAccount(account.id)).amountPaid).toBe(500000n);
});

it('pays an order, and captures a declined payment late, with their webhooks lost, from the sandbox CLI', async () => {
  const provider = handlersProvider();
  const paid = await provider.createOrder({ amount: 51020n, receipt: `cli_paid_${Date.now()}` });
  const paying = await sandboxCli('checkout', paid.id, 'success', '--lose-webhook');
  expect(paying).toContain('Checkout paid.');
  expect(paying).toContain('Its webhooks were lost on the way');
  expect((await provider.fetchOrder(paid.id)).status).toBe('paid');

  const declined = await provider.createOrder({ amount: 51020n, receipt: `cli_late_${Date.now()}` });
  const failing = await sandboxCli('checkout', declined.id, 'failure');
  const paymentId = /"payment_id":"(pay_\w+)"/.exec(failing)?.[1] as string;
  const capturing = await sandboxCli('payments', 'capture', paymentId, '--lose-webhook');
  expect(capturing).toContain(`Captured ${paymentId} late.`);
  expect(capturing).toMatch(/Webhook payment\.captured evt_\w+ → lost on the way/);
  expect(capturing).toMatch(/Webhook order\.paid evt_\w+ → lost on the way/);
  expect((await provider.fetchPayment(paymentId)).status).toBe('captured');
});
