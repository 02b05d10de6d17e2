/**
 * One load run through autocannon against the bench's local API: `connections` clients, each walking
 * a scenario's steps over and over (quote then buy, say), for a fixed time or a fixed number of
 * requests. Every answer is counted under its step's row: 2xx, a refusal the product is expected to
 * give under this load (a PIN checked by too many requests of one customer at once, a wallet too
 * busy for one more payment), or an error; latencies per row go through stats.ts's percentiles.
 */
import autocannon, { type AutocannonRequest } from 'autocannon';
import { percentile } from '../stats';

/** What a step's request needs to be built: the data its scenario set up, per connection and round. */
export type StepContext = Record<string, string | undefined>;

export interface LoadStep {
  /** The row its answers are counted under (`buy-usdt order`). */
  row: string;
  /** The request; undefined when the round cannot go on (its quote was refused): start over. */
  request(context: StepContext): AutocannonRequest | undefined;
  /** Keeps what later steps of the round need (the quote's id) from a 2xx answer. */
  remember?(body: string, context: StepContext): void;
  /** A non-2xx answer the product gives by design under this load, not counted as an error. */
  expectedRefusal?(status: number, body: string): boolean;
}

export interface LoadScenario {
  steps: LoadStep[];
  /** Seconds, or requests in all (each one needs an event or a payment prepared beforehand). */
  bound: { seconds: number } | { requests: number };
}

export interface RowFigures {
  requests: number;
  /** 2xx answers per second. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  refusals: number;
  errors: number;
}

interface RowCount {
  latenciesMs: number[];
  succeeded: number;
  refusals: number;
  errors: number;
}

const newRow = (): RowCount => ({ latenciesMs: [], succeeded: 0, refusals: 0, errors: 0 });

export const CONNECTIONS = 50;

export async function runLoad(
  apiUrl: string,
  scenario: LoadScenario,
  connections = CONNECTIONS,
): Promise<Record<string, RowFigures>> {
  const rows = new Map<string, RowCount>(scenario.steps.map((step) => [step.row, newRow()]));
  // autocannon calls a step's onResponse and then, synchronously, the client's 'response' event
  // with the latency: the first hands the judged row to the second.
  let judged: RowCount | undefined;
  // autocannon's own duration ends at its next whole-second tick after the last answer: too coarse
  // for runs of a few seconds, so the run is timed from its start to its last answer here.
  const started = performance.now();
  let lastAnswer = started;
  const result = await autocannon<StepContext>({
    url: apiUrl,
    connections,
    timeout: 30,
    ...('seconds' in scenario.bound
      ? { duration: scenario.bound.seconds }
      : { amount: scenario.bound.requests }),
    initialContext: {},
    requests: scenario.steps.map((step) => ({
      setupRequest: (_request, context) => step.request(context),
      onResponse: (status, body, context) => {
        const row = rows.get(step.row) ?? newRow();
        if (status >= 200 && status < 300) {
          row.succeeded += 1;
          step.remember?.(body, context);
        } else if (step.expectedRefusal?.(status, body)) row.refusals += 1;
        else row.errors += 1;
        judged = row;
      },
    })),
    setupClient: (client) => {
      client.on('response', (_status, _bytes, latencyMs) => {
        judged?.latenciesMs.push(latencyMs);
        judged = undefined;
        lastAnswer = performance.now();
      });
    },
  });
  // Connections that failed or timed out answer nothing: they count against the first step.
  const unanswered = result.errors + result.timeouts;
  const seconds = (lastAnswer - started) / 1000;
  const figures: Record<string, RowFigures> = {};
  for (const [index, [name, row]] of [...rows].entries())
    figures[name] = {
      requests: row.latenciesMs.length,
      rps: Math.round((row.succeeded / seconds) * 10) / 10,
      p50Ms: Math.round(percentile(row.latenciesMs, 50)),
      p99Ms: Math.round(percentile(row.latenciesMs, 99)),
      refusals: row.refusals,
      errors: row.errors + (index === 0 ? unanswered : 0),
    };
  return figures;
}

/** The next item of `items` each call, round and round: one customer after another. */
export function roundRobin<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => {
    const item = items[next % items.length];
    next += 1;
    if (item === undefined) throw new Error('Nothing to go round');
    return item;
  };
}

/** The items one at a time, each once: the events or payments a fixed-count run sends. */
export function eachOnce<T>(items: readonly T[]): () => T | undefined {
  let next = 0;
  return () => items[next++];
}
