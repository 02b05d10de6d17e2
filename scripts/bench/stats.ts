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
