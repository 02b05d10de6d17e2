/**
 * What every recipe checks of the amounts its caller decided before laying them out as postings: a
 * recipe that books a zero or negative movement would hide a bug upstream as a balanced entry.
 */
export function assertPositive(name: string, value: bigint): void {
  if (value <= 0n) throw new RangeError(`${name} must be positive, got ${value}`);
}

export function assertNotNegative(name: string, value: bigint): void {
  if (value < 0n) throw new RangeError(`${name} must not be negative, got ${value}`);
}
