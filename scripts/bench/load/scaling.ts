/**
 * The scaling shape: one load run at each number of customers, and whether throughput held as they
 * grew. Each customer's wallet is its own item, and the house's side is sharded, so more customers
 * must not mean less throughput; a fall from 10 to 1,000 beyond the noise of a shared machine would
 * point at a hot item.
 */
import type { RowFigures } from './route-load';

export const CUSTOMER_COUNTS = [1, 10, 100, 1000] as const;

/** Two runs of the same load on a busy 2-core machine differ by this much without any change. */
export const SCALING_NOISE = 0.2;

export interface ScalingPoint extends RowFigures {
  /** The floor's throughput measured just before this point. */
  floorRps: number;
}

export interface ScalingVerdict {
  /** Throughput at 10 customers over throughput at the most: 1 is flat, above 1 it fell. */
  dropRatio: number;
  falls: boolean;
}

/**
 * `throughputByCustomers`: each point's throughput, best in floors of the same minute (its requests
 * per second over the floor's measured just before), so that the machine's other work cancels out.
 */
export function scalingVerdict(throughputByCustomers: ReadonlyMap<number, number>): ScalingVerdict {
  const atTen = throughputByCustomers.get(10) ?? Number.NaN;
  const atMost = throughputByCustomers.get(Math.max(...throughputByCustomers.keys())) ?? Number.NaN;
  const dropRatio = Math.round((atTen / atMost) * 100) / 100;
  return { dropRatio, falls: atMost < atTen * (1 - SCALING_NOISE) };
}
