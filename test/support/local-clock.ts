/**
 * The local stack's one clock, moved as a person moves it (`npm run sandbox -- clock …`, the sandbox's
 * control API). The stack is shared by every test file of a run: a test that moves it puts it back
 * (`afterEach(resetClock)`), so no later test meets a moved clock.
 */
import { expect } from 'vitest';
import { stackUnderTest } from './stack-context';

export interface ClockAnswer {
  now: string;
  offsetMs: number;
  offset: string;
}

async function clockControl(body?: Record<string, unknown>): Promise<ClockAnswer> {
  const response = await fetch(`${stackUnderTest().sandboxUrl}/sandbox/clock`, {
    method: body ? 'POST' : 'GET',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as ClockAnswer;
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer;
}

export const localTime = () => clockControl();
/** Moves the clock forward by a duration such as `25h`, `90s`. */
export const advanceClock = (by: string) => clockControl({ advance: by });
/** Puts the clock at `at` (ISO), from where it runs on. */
export const setClock = (at: string) => clockControl({ set: at });
export const resetClock = () => clockControl({ reset: true });

/** The clock's holder: one `hoursAgo` at a time, so no caller puts it back while another uses it. */
let clockHeld: Promise<unknown> = Promise.resolve();

/**
 * Runs `during` with the clock `hours` in the past, as if it happened then, and puts the clock back:
 * what it saves is then `hours` old, as a saved address past its cooling-off is. Callers that overlap
 * (four withdrawers made at once) take turns: the clock is one for the whole stack.
 */
export function hoursAgo<T>(hours: number, during: () => Promise<T>): Promise<T> {
  const turn = clockHeld.then(async () => {
    await setClock(new Date(Date.now() - hours * 3_600_000).toISOString());
    try {
      return await during();
    } finally {
      await resetClock();
    }
  });
  clockHeld = turn.catch(() => undefined);
  return turn;
}
