/**
 * The buy the ledger's unit tests plan and write: 10 USDT for ₹9,000 plus a ₹20 fee and ₹3.60 GST
 * (18 % of the fee), by one customer. Each test overrides what it is about.
 */
import { buyUsdt, type UsdtPurchase } from '../../lambdas/domain/ledger/recipes/buy-usdt';

export const BUYER_ID = 'a1a1a1a1-0000-4000-8000-000000000001';

export const sampleBuy = (overrides: Partial<UsdtPurchase> = {}) =>
  buyUsdt({
    userId: BUYER_ID,
    inrPaidMinor: 900_000n,
    feeMinor: 2_000n,
    gstMinor: 360n,
    usdtMinor: 10_000_000n,
    quoteId: 'quote-1',
    rateDescription: '1 USDT = ₹88.42',
    ...overrides,
  });
