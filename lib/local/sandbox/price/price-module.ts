/**
 * The price sandbox: a stand-in for WazirX's public market ticker, `GET /sapi/v1/ticker/24hr?symbol=usdtinr`
 * (decimal strings for prices, `at` in epoch milliseconds), which the cloud's price-feed adapter reads.
 * Its price walks deterministically (price-walk.ts) and can be set, aged or stopped through the control
 * API, `npm run sandbox -- price …` and the form on the sandbox page:
 *
 *   GET  /sandbox/price                         the current price and state
 *   POST /sandbox/price  { price: "88.42", ageSeconds?: 120 }   hold this price (stamped that long ago)
 *   POST /sandbox/price  { walk: true }         move again from the current price
 *   POST /sandbox/price  { stopped: true }      the ticker answers 503 until the next set or walk
 */
import type { ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { controlInput, handleControlPath } from '../control-input';
import {
  escapeHtml,
  SandboxInputError,
  type SandboxModule,
  type SandboxRequest,
  sendJson,
} from '../sandbox-server';
import { type PriceWalk, rupeesText, walkPrice } from './price-walk';

export const USDT_INR_SYMBOL = 'usdtinr';
export const TICKER_PATH = '/sapi/v1/ticker/24hr';
const BASE_PRICE_PAISE = 8800n;
const PRICE_TEXT = /^\d{1,4}(\.\d{1,2})?$/;

const priceCommand = z.union([
  z.object({
    price: z.string().check(z.regex(PRICE_TEXT, 'price is rupees with at most two decimals, e.g. "88.42"')),
    ageSeconds: z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(86_400))),
  }),
  z.object({ walk: z.literal(true) }),
  z.object({ stopped: z.literal(true) }),
]);

interface PriceState {
  walk: PriceWalk;
  /** A fixed `at` for a price set as already old; undefined: the price is fresh. */
  stampedAt: number | undefined;
  stopped: boolean;
}

export function priceModule(options: { now?: () => number; seed?: number } = {}): SandboxModule {
  const now = options.now ?? Date.now;
  const state: PriceState = {
    walk: { anchorPaise: BASE_PRICE_PAISE, anchorAt: now(), seed: options.seed ?? 88, moving: true },
    stampedAt: undefined,
    stopped: false,
  };

  const current = () => {
    const { paise, at } = walkPrice(state.walk, now());
    return { paise, at: state.stampedAt ?? at };
  };

  const describe = () => {
    const { paise, at } = current();
    return {
      price: rupeesText(paise),
      at: new Date(at).toISOString(),
      moving: state.walk.moving,
      stopped: state.stopped,
    };
  };

  const ticker = () => {
    const { paise, at } = current();
    // A one-paisa spread each side: enough to tell bid from ask, small enough not to matter.
    return {
      symbol: USDT_INR_SYMBOL,
      baseAsset: 'usdt',
      quoteAsset: 'inr',
      openPrice: rupeesText(state.walk.anchorPaise),
      lowPrice: rupeesText(paise < state.walk.anchorPaise ? paise : state.walk.anchorPaise),
      highPrice: rupeesText(paise > state.walk.anchorPaise ? paise : state.walk.anchorPaise),
      lastPrice: rupeesText(paise),
      volume: '1250000.0',
      bidPrice: rupeesText(paise - 1n),
      askPrice: rupeesText(paise + 1n),
      at,
    };
  };

  const apply = (request: SandboxRequest) => {
    const parsed = priceCommand.safeParse(controlInput(request, formCommand));
    if (!parsed.success)
      throw new SandboxInputError(parsed.error.issues[0]?.message ?? 'Not a price command');
    const command = parsed.data;
    const at = now();
    if ('price' in command) {
      const [rupees = '0', fraction = ''] = command.price.split('.');
      const paise = BigInt(rupees) * 100n + BigInt(fraction.padEnd(2, '0'));
      if (paise <= 0n) throw new SandboxInputError('price must be above zero');
      state.walk = { ...state.walk, anchorPaise: paise, anchorAt: at, moving: false };
      state.stampedAt = command.ageSeconds ? at - command.ageSeconds * 1000 : undefined;
      state.stopped = false;
    } else if ('walk' in command) {
      state.walk = { ...state.walk, anchorPaise: current().paise, anchorAt: at, moving: true };
      state.stampedAt = undefined;
      state.stopped = false;
    } else state.stopped = true;
  };

  return {
    name: 'Price feed (WazirX ticker)',
    handle(request, response: ServerResponse) {
      const { pathname } = request.url;
      if (request.method === 'GET' && pathname === TICKER_PATH) {
        const symbol = request.url.searchParams.get('symbol')?.toLowerCase();
        if (symbol !== USDT_INR_SYMBOL) sendJson(response, 400, { code: 1121, message: 'Invalid symbol.' });
        else if (state.stopped) sendJson(response, 503, { code: 503, message: 'Service unavailable' });
        else sendJson(response, 200, ticker());
        return true;
      }
      if (pathname !== '/sandbox/price') return false;
      handleControlPath(request, response, { describe, apply });
      return true;
    },
    pageSection() {
      const shown = describe();
      const status = shown.stopped ? 'stopped (the ticker answers 503)' : shown.moving ? 'moving' : 'held';
      return `<p>USDT/INR <strong>₹${escapeHtml(shown.price)}</strong> · ${escapeHtml(status)} · at ${escapeHtml(shown.at)}
· <code>GET ${TICKER_PATH}?symbol=${USDT_INR_SYMBOL}</code></p>
<form method="post" action="/sandbox/price" class="card">
  <label for="price">Set the price (rupees per USDT)</label>
  <input id="price" name="price" inputmode="decimal" placeholder="88.42" required>
  <button class="primary" type="submit">Set price</button>
</form>
<form method="post" action="/sandbox/price" class="inline"><input type="hidden" name="walk" value="true"><button type="submit">Let it move</button></form>
<form method="post" action="/sandbox/price" class="inline"><input type="hidden" name="stopped" value="true"><button class="danger" type="submit">Stop the feed</button></form>`;
    },
  };
}

/** The page's forms send strings; turn them into the JSON commands. */
function formCommand(form: URLSearchParams): unknown {
  if (form.get('walk') === 'true') return { walk: true };
  if (form.get('stopped') === 'true') return { stopped: true };
  return { price: form.get('price') ?? '' };
}
