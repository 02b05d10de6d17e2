/**
 * The local stack's deposit-watch loop keeps running when a run fails (the chain unreachable here),
 * logging each failure.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduledJobsByName } from '../../../contract/schedules';
import { startJobLoop } from '../../../lib/local/scheduled-job-loops';

describe('the local chain-watch loop', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('logs a failed run and runs again', async () => {
    // Nothing listens on port 9 here: every run fails at once.
    vi.stubEnv('TRON_API_URL', 'http://127.0.0.1:9');
    const lines: string[] = [];
    const loop = await startJobLoop(scheduledJobsByName.tronDepositWatcher, {
      profile: 'test',
      intervalMs: 5,
      log: (_source, line) => lines.push(line),
    });

    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(2), { timeout: 20_000 });
    await loop.stop();

    expect(lines[0]).toMatch(/watch run failed: TronGrid did not answer \/walletsolidity\/getnowblock/);
  });
});
