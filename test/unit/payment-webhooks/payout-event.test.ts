/**
 * A signed payout webhook naming a payout the provider does not know, checked with the real RazorpayX
 * adapter against the payments sandbox: answered as recorded, counted for its alarm as a cloud function
 * publishes it, and logged for operators by ids only.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayoutDependencies } from '../../../lambdas/domain/inr-withdrawals/payout-booking';
import { recordPayoutEvent } from '../../../lambdas/payment-webhooks/payout-event';
import { startTestSandbox } from '../../support/payments-sandbox';

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** What the handler printed while `run` ran: metrics (written to stdout) and logs (through console). */
async function printed<T>(run: () => Promise<T>) {
  const lines: string[] = [];
  const keep = (chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'log').mockImplementation(keep);
  const answer = await run();
  vi.restoreAllMocks();
  return { answer, records: lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('a payout webhook about a payout the provider does not know', () => {
  it('is answered as unconfirmed, counted for the PayoutEventUnconfirmed alarm and logged by ids only', async () => {
    // A run of the whole suite starts the local stack in this process's parent, with metrics off.
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    // Nothing but the provider is asked: an unknown payout is refused before any withdrawal is read.
    const deps = { payouts: sandbox.payoutProvider } as unknown as PayoutDependencies;
    const { answer, records } = await printed(() =>
      recordPayoutEvent('evt_UnknownPayout1', 'pout_NeverMadeHere1', deps),
    );

    expect(answer).toEqual({ status: 'unconfirmed' });
    const metric = records.find((record) => record._aws);
    expect(metric).toMatchObject({ service: 'payments', PayoutEventUnconfirmed: 1 });
    const log = records.find((record) => record.level === 'error');
    expect(log).toMatchObject({ eventId: 'evt_UnknownPayout1', payoutId: 'pout_NeverMadeHere1' });
    expect(Object.keys(log ?? {}).sort()).toEqual(
      ['eventId', 'level', 'message', 'payoutId', 'timestamp'].sort(),
    );
  });
});
