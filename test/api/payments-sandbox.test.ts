/**
 * The payments sandbox inside the local stack: the handlers' environment points the real Razorpay
 * adapter at it, and `npm run sandbox -- bank-transfer` finds a customer's virtual account by email,
 * sends the transfer and says what became of the webhook to the local API.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, inject, it } from 'vitest';
import { razorpayPaymentProvider } from '../../lambdas/adapters/razorpay/razorpay-payment-provider';

const stack = inject('stack');

it('runs the real adapter and the bank-transfer CLI against the stack’s sandbox', async () => {
  const env = stack.handlerEnv;
  expect(env.RAZORPAY_API_URL).toBe(stack.sandboxUrl);
  expect(env.RAZORPAY_CHECKOUT_URL).toBe(`${stack.sandboxUrl}/v1/checkout/embedded`);
  const provider = razorpayPaymentProvider({
    apiUrl: env.RAZORPAY_API_URL as string,
    keyId: env.RAZORPAY_KEY_ID as string,
    keySecret: async () => env.RAZORPAY_KEY_SECRET as string,
  });
  const email = `cli-${Date.now()}@example.com`;
  const account = await provider.createVirtualAccount({
    customer: { name: 'Meera Iyer', email },
    allowedPayer: { ifsc: 'ICIC0000123', accountNumber: '000401234567' },
  });

  const { stdout } = await promisify(execFile)(
    'npx',
    [
      'tsx',
      'scripts/sandbox.ts',
      'bank-transfer',
      '--to',
      email,
      '--amount',
      '5000',
      '--utr',
      'ICICN12345678',
      '--sandbox-url',
      stack.sandboxUrl,
    ],
    { encoding: 'utf8' },
  );
  expect(stdout).toContain(`Sent ₹5,000.00 by bank transfer to ${account.id}`);
  expect(stdout).toContain('UTR ICICN12345678');
  expect(stdout).toContain('From 000401234567 · ICIC0000123 (an allowed payer: the verified account)');
  expect(stdout).toMatch(/Webhook virtual_account\.credited evt_\w+ → first /);
  expect((await provider.fetchVirtualAccount(account.id)).amountPaid).toBe(500000n);
});
