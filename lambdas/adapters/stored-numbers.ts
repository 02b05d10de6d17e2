/**
 * DynamoDB Numbers as the adapters read them. The document client wraps numbers (see aws-clients.ts)
 * so an amount becomes a bigint without passing through a float; a plain number, string or bigint (as
 * written, or from a test's client) is read as well.
 */

/** A stored integer amount (minor units) as an exact bigint. */
export function storedInteger(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string') return BigInt(value);
  if (value && typeof value === 'object' && 'value' in value) return BigInt(String(value.value));
  throw new TypeError('Not a stored integer amount');
}

/** A stored count or epoch time as a number, or undefined when the attribute is absent. Not for money. */
export function storedNumber(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  return Number(typeof value === 'object' ? (value as { value: string }).value : value);
}
