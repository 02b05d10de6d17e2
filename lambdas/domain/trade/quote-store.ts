/**
 * Locked quotes, kept server-side under the customer for QUOTE_TTL_MS: a buy's or a sell's, told apart
 * by `side`, so a sell's quote id can never execute a buy or the other way round.
 */
import type { BuyQuote } from './buy-quote';
import type { SellQuote } from './sell-quote';

interface QuoteOwner {
  id: string;
  userId: string;
}

export interface StoredBuyQuote extends BuyQuote, QuoteOwner {
  side: 'buy';
}

export interface StoredSellQuote extends SellQuote, QuoteOwner {
  side: 'sell';
}

export type StoredQuote = StoredBuyQuote | StoredSellQuote;

export interface QuoteStore {
  save(quote: StoredQuote): Promise<void>;
  /** The caller's own quote; another person's quote id finds nothing. */
  load(userId: string, quoteId: string): Promise<StoredQuote | undefined>;
}
