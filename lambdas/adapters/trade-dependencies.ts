/** The real parts of the buy and sell routes: the accounts table, the ledger, the price feed, the PIN check. */
import { ulid } from 'ulid';
import type { TradeDependencies } from '../domain/trade/locked-quote';
import { now } from './clock';
import { dynamoLedger } from './dynamodb-ledger';
import { processPriceFeed } from './price-feed/ticker-price-feed';
import { loadProfile } from './profile-repository';
import { quoteRepository } from './quote-repository';
import { transactionPinDependencies } from './transaction-pin-dependencies';

export const tradeDependencies = (): TradeDependencies => ({
  quotes: quoteRepository,
  prices: processPriceFeed(),
  ledger: dynamoLedger(),
  kycStatusOf: async (userId) => (await loadProfile(userId))?.kycStatus ?? 'not-submitted',
  pin: transactionPinDependencies,
  now,
  newQuoteId: ulid,
});
