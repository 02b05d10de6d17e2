/**
 * A refused buy or sell in words a person can act on. The API's own sentences are already plain (expired
 * quote, price moved, TDS changed, limits, stale price, not enough USDT); a wrong or locked PIN and a missing PIN
 * get the next step spelled out.
 */
import { ApiError } from './api-error';

export interface TradeRefusal {
  message: string;
  /** The quote cannot be used any more: show a fresh one. */
  needsFreshQuote: boolean;
  /** The message belongs next to the PIN field. */
  aboutPin: boolean;
}

/** `action`: what is locked after wrong PINs, `buying` or `selling`. */
export function tradeRefusalOf(error: unknown, action: string): TradeRefusal {
  if (!(error instanceof ApiError))
    return { message: 'Something went wrong. Please try again.', needsFreshQuote: false, aboutPin: false };
  if (error.status === 403 && error.fieldErrors.pin)
    return {
      message: `That PIN is not right. After 5 wrong PINs, ${action} is locked for 15 minutes.`,
      needsFreshQuote: false,
      aboutPin: true,
    };
  if (error.status === 429) return { message: error.message, needsFreshQuote: false, aboutPin: true };
  // Expired, the price moved, or the sell's TDS changed with the year's sells: a new quote is needed.
  const staleQuote = error.status === 409 && /expired|price moved|new quote/i.test(error.message);
  return {
    message: error.message,
    needsFreshQuote: staleQuote || error.status === 404 || error.status >= 500,
    aboutPin: false,
  };
}
