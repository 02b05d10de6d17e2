/**
 * The sandbox price of USDT in INR: from an anchor (a base price or one set by hand) it moves one small
 * step every few seconds, up or down as a seeded generator says. The same anchor, seed and time give the
 * same price on every machine, so a demo or a test can say which price it will see; no Math.random.
 * Everything is paise (bigint): prices are money.
 */

export const PRICE_STEP_MS = 5_000;
/** ±0.05% per step, about what USDT/INR moves in a quiet minute, never less than one paisa. */
const STEP_BASIS_POINTS = 5n;
/** The walk is kept within ±10% of its anchor so a stack left running for days stays plausible. */
const MAX_DRIFT_PERCENT = 10n;

export interface PriceWalk {
  /** Paise per USDT at the anchor. */
  anchorPaise: bigint;
  /** Epoch milliseconds of the anchor. */
  anchorAt: number;
  seed: number;
  /** False: the price stays at the anchor (a price set by hand for a test or a demo). */
  moving: boolean;
}

/** mulberry32: a tiny, well-known 32-bit generator; here only its sign bit is used. */
function nextState(state: number): { state: number; up: boolean } {
  const next = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(next ^ (next >>> 15), next | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { state: next, up: ((t ^ (t >>> 14)) >>> 0) % 2 === 0 };
}

/** Paise per USDT at `now` and when that price was made (the last step), for the ticker's `at`. */
export function walkPrice(walk: PriceWalk, now: number): { paise: bigint; at: number } {
  const steps = walk.moving ? Math.max(0, Math.floor((now - walk.anchorAt) / PRICE_STEP_MS)) : 0;
  const limit = (walk.anchorPaise * MAX_DRIFT_PERCENT) / 100n;
  let paise = walk.anchorPaise;
  let state = walk.seed | 0;
  for (let step = 0; step < steps; step++) {
    const drawn = nextState(state);
    state = drawn.state;
    const size = (paise * STEP_BASIS_POINTS) / 10_000n || 1n;
    const candidate = drawn.up ? paise + size : paise - size;
    // At the edge of the band the step turns back instead of leaving it.
    paise = candidate - walk.anchorPaise > limit || walk.anchorPaise - candidate > limit ? paise : candidate;
  }
  return { paise, at: walk.moving ? walk.anchorAt + steps * PRICE_STEP_MS : now };
}

/** '88.42' for 8842n: the ticker's decimal string, made with integers. */
export function rupeesText(paise: bigint): string {
  return `${paise / 100n}.${String(paise % 100n).padStart(2, '0')}`;
}
