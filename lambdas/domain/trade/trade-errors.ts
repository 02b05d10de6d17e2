/**
 * Refusals of a buy or a sell, in the words the person sees; an amount refused (outside the limits, more
 * than the wallet holds) is the limits' AmountRefusedError.
 */
import { ConflictError } from '../errors';
import { YEARLY_THRESHOLD_PAISE } from '../india/vda-tds';
import { formatRupees } from '../money';

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

/**
 * The TDS a sell was quoted with no longer holds when it executes: another sell took the seller's year
 * past the s.194S threshold meanwhile (TDS now due), or a new financial year began (none due). A sell
 * is only ever made at the figures the person saw, so nothing is sold.
 */
export class SellTdsChangedError extends ConflictError {
  constructor(tdsNowDue: boolean) {
    super(
      `${
        tdsNowDue
          ? `Since this quote, your sells this financial year passed ${formatRupees(YEARLY_THRESHOLD_PAISE.sell)}, so TDS now applies to this sell.`
          : 'A new financial year began since this quote, so no TDS applies to this sell any more.'
      } Nothing was sold: please look at the new quote and confirm again.`,
    );
  }
}
