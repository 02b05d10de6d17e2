/**
 * The price-feed port over WazirX's public ticker (the local stack points PRICE_FEED_URL at the
 * sandbox's copy of it). The answer is kept in the Lambda process for a few seconds: quotes for many
 * people share one request, and the exchange allows about one market-data request per second. Calls
 * that arrive while a request is out wait for it instead of sending their own.
 *
 * The feed down, slow, malformed or older than PRICE_STALE_AFTER_MS all answer StalePriceError: buying
 * pauses with a message rather than selling at a rate nobody has confirmed.
 */
import {
  assertFreshPrice,
  type PriceFeed,
  type PriceObservation,
  StalePriceError,
} from '../../domain/trade/price';
import { now as clockNow } from '../clock';
import { observationFromTicker, USDT_INR_TICKER_PATH, WAZIRX_PUBLIC_API_URL } from './wazirx-ticker';

export const PRICE_CACHE_MS = 3_000;
export const PRICE_FETCH_TIMEOUT_MS = 2_000;

export interface TickerPriceFeedOptions {
  baseUrl: string;
  now?: () => Date;
  fetch?: typeof fetch;
  cacheMs?: number;
  timeoutMs?: number;
  log?: (message: string) => void;
}

export const priceFeedUrl = () => (process.env.PRICE_FEED_URL || WAZIRX_PUBLIC_API_URL).replace(/\/+$/, '');

export function tickerPriceFeed(options: TickerPriceFeedOptions): PriceFeed {
  const now = options.now ?? clockNow;
  const fetchTicker = options.fetch ?? fetch;
  const cacheMs = options.cacheMs ?? PRICE_CACHE_MS;
  const timeoutMs = options.timeoutMs ?? PRICE_FETCH_TIMEOUT_MS;
  const log = options.log ?? ((message: string) => console.warn(message));
  let cached: { observation: PriceObservation; fetchedAt: number } | undefined;
  let inFlight: Promise<PriceObservation> | undefined;

  const load = async (): Promise<PriceObservation> => {
    try {
      const response = await fetchTicker(`${options.baseUrl.replace(/\/+$/, '')}${USDT_INR_TICKER_PATH}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`the ticker answered ${response.status}`);
      const observation = observationFromTicker(await response.json());
      cached = { observation, fetchedAt: now().getTime() };
      return observation;
    } catch (error) {
      log(`Price feed unavailable: ${(error as Error).message}`);
      // A refresh that failed (a slow answer under load) leaves the last rate usable while it is
      // still fresh enough to sell at; past PRICE_STALE_AFTER_MS buying pauses.
      if (cached) return cached.observation;
      throw new StalePriceError();
    }
  };

  return {
    async current() {
      const age = cached ? now().getTime() - cached.fetchedAt : Number.NaN;
      // A clock put back (the local one reset, an NTP step) must not keep an answer from its future.
      const fresh = cached && age >= 0 && age < cacheMs ? cached.observation : undefined;
      if (!fresh && !inFlight) inFlight = load().finally(() => (inFlight = undefined));
      const observation = fresh ?? (await (inFlight as Promise<PriceObservation>));
      assertFreshPrice(observation, now());
      return observation;
    },
  };
}

/** The feed the handlers use: one per Lambda process, so its cache is shared across invocations. */
let processFeed: PriceFeed | undefined;
export const processPriceFeed = () => {
  processFeed ??= tickerPriceFeed({ baseUrl: priceFeedUrl() });
  return processFeed;
};
