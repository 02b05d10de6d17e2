import { describe, expect, it } from 'vitest';
import { RetriesExhaustedError, retryWhile } from '../../../lambdas/adapters/ledger/conflict-retry';

const policy = { attempts: 5, baseDelayMs: 10, maxDelayMs: 40 };
class Conflict extends Error {}
const isConflict = (error: unknown) => error instanceof Conflict;

describe('retrying transaction conflicts', () => {
  it('tries again after a conflict until the write goes through', async () => {
    let calls = 0;
    const result = await retryWhile(
      policy,
      isConflict,
      async () => {
        calls += 1;
        if (calls < 3) throw new Conflict();
        return 'written';
      },
      async () => {},
    );
    expect(result).toBe('written');
    expect(calls).toBe(3);
  });

  it('gives up after the bounded number of attempts, keeping the last conflict as the cause', async () => {
    let calls = 0;
    const attempt = retryWhile(
      policy,
      isConflict,
      async () => {
        calls += 1;
        throw new Conflict('still busy');
      },
      async () => {},
    );
    await expect(attempt).rejects.toBeInstanceOf(RetriesExhaustedError);
    await expect(attempt).rejects.toHaveProperty('cause.message', 'still busy');
    expect(calls).toBe(5);
  });

  it('waits a random time under an exponentially growing ceiling, capped', async () => {
    const waits: number[] = [];
    await expect(
      retryWhile(
        policy,
        isConflict,
        async () => {
          throw new Conflict();
        },
        async (ms) => {
          waits.push(ms);
        },
      ),
    ).rejects.toThrow(RetriesExhaustedError);
    const ceilings = [10, 20, 40, 40];
    expect(waits).toHaveLength(ceilings.length);
    waits.forEach((wait, index) => {
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThan(ceilings[index] as number);
    });
  });

  it('does not retry other failures', async () => {
    let calls = 0;
    await expect(
      retryWhile(
        policy,
        isConflict,
        async () => {
          calls += 1;
          throw new RangeError('bad input');
        },
        async () => {},
      ),
    ).rejects.toThrow('bad input');
    expect(calls).toBe(1);
  });
});
