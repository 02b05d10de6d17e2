/** Small numeric helpers of the bench. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** `value / floor`, two decimals: how many floors a figure weighs. */
export const ratio = (value: number, floor: number): number => Math.round((value / floor) * 100) / 100;

/** The value at percentile `p` (nearest rank) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** One line per burst of concurrent requests: how many, throughput, p50 and p99 latency. */
export function burstLine(
  label: string,
  latenciesMs: readonly number[],
  seconds: number,
  note = '',
  unit = 'deposits',
): string {
  const count = latenciesMs.length;
  return (
    `${label.padEnd(34)} ${String(count).padStart(4)} ${unit.padEnd(8)}  ${(count / seconds).toFixed(1).padStart(6)}/s  ` +
    `p50 ${percentile(latenciesMs, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(latenciesMs, 99).toFixed(0).padStart(5)} ms  ${note}`
  ).trimEnd();
}
