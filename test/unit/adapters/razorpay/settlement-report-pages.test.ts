/**
 * Razorpay's settlement report (`/v1/settlements/recon/combined`) answers 10 lines unless asked: the
 * wallet's reading of a day must take every line, or the settlement check finds a settled payment
 * missing from its settlement on any day busier than ten lines.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { razorpaySettlementProvider } from '../../../../lambdas/adapters/razorpay/razorpay-settlements';
import { startTestSandbox, testSecrets } from '../../../support/payments-sandbox';

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

it('reads every line of a settlement day, though the report gives 10 unless asked', async () => {
  const paid = 12;
  for (let n = 0; n < paid; n += 1) {
    const order = await sandbox.provider.createOrder({ amount: 10_000n + BigInt(n), receipt: `busy_${n}` });
    await sandbox.control('POST', '/checkout', { order_id: order.id, outcome: 'success' });
  }
  const { body: settlement } = await sandbox.control('POST', '/settlements');
  const day = new Date(Number(settlement.created_at) * 1000);
  const query = new URLSearchParams({
    year: String(day.getUTCFullYear()),
    month: String(day.getUTCMonth() + 1),
    day: String(day.getUTCDate()),
  });
  const unasked = await fetch(`${sandbox.url}/v1/settlements/recon/combined?${query}`, {
    headers: { authorization: `Basic ${btoa(`${testSecrets.keyId}:${testSecrets.keySecret}`)}` },
  });
  expect(((await unasked.json()) as { count: number }).count).toBe(10);

  const provider = razorpaySettlementProvider({
    apiUrl: sandbox.url,
    keyId: testSecrets.keyId,
    keySecret: async () => testSecrets.keySecret,
  });
  const lines = await provider.settlementItemsOfDay(day);
  const payments = lines.filter((line) => line.settlementId === settlement.id && line.type === 'payment');
  expect(payments).toHaveLength(paid);
});
