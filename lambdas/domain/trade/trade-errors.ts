/** Refusals of a buy or a sell, in the words the person sees. */
import { ConflictError, InvalidRequestError } from '../errors';

/** An amount outside the per-order or per-day limits; the field is the amount the person typed. */
export class TradeLimitError extends InvalidRequestError {
  constructor(field: string, message: string) {
    super(message, { [field]: message });
  }
}

export class QuoteExpiredError extends ConflictError {
  constructor() {
    super('This price has expired. Please look at the new price and confirm again.');
  }
}

export class PriceMovedError extends ConflictError {
  constructor() {
    super('The price moved too much since your quote. Please look at the new price and confirm again.');
  }
}
