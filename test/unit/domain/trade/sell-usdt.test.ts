/**
 * Executing a sell, and the TDS a buy's house bears, with the ledger, quotes, price and PIN in memory:
 * what the seller gives and receives to the paisa, TDS only once the seller's year passes ₹10,000, a
 * quote whose TDS the year no longer bears refused, that a sell is once per quote and key, that a quote
 * of one side never executes the other, and that the book stays sound. The same rules run against
 * DynamoDB Local in test/api/sell-usdt.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { AmountOwedError } from '../../../../lambdas/domain/deposits/customer-receivable';
import { NotFoundError } from '../../../../lambdas/domain/errors';
import type { MovementCap } from '../../../../lambdas/domain/ledger/book/entry-plan';
import { InsufficientFundsError } from '../../../../lambdas/domain/ledger/book/refusals';
import { bankTransferDeposit } from '../../../../lambdas/domain/ledger/recipes/bank-transfers';
import { chainDeposit } from '../../../../lambdas/domain/ledger/recipes/chain-deposits';
import { inventoryFunding } from '../../../../lambdas/domain/ledger/recipes/inventory';
import { AmountRefusedError } from '../../../../lambdas/domain/limits/amount-limits';
import type { Caller } from '../../../../lambdas/domain/open-profile';
import { createBuyQuote, executeBuy } from '../../../../lambdas/domain/trade/buy-usdt';
import type { TradeDependencies } from '../../../../lambdas/domain/trade/locked-quote';
import type { StoredQuote } from '../../../../lambdas/domain/trade/quote-store';
import { createSellQuote, executeSell } from '../../../../lambdas/domain/trade/sell-usdt';
import { SellTdsChangedError } from '../../../../lambdas/domain/trade/trade-errors';
import { acceptingPin } from '../../../support/accepting-pin';
import { LedgerBook } from '../../../support/ledger-book';

const PIN = '482915';
const asha: Caller = { userId: 'asha', email: 'asha@example.in' } as Caller;
const start = Date.parse('2026-11-23T10:00:00.000Z');

describe('selling USDT, and the TDS the house bears on buys', () => {
  let book: LedgerBook;
  let ledger: ReturnType<LedgerBook['port']>;
  let deps: TradeDependencies;
  let quoteIds: number;

  const house = (account: string) =>
    book.houseRows.filter((row) => row.accountId === account).reduce((sum, row) => sum + row.amountMinor, 0n);
  const sellQuote = (sellUsdt: string) => createSellQuote(asha, { sellUsdt }, deps);
  const sell = (quoteId: string, key = `key-${quoteId}`) =>
    executeSell(asha, { quoteId, pin: PIN, idempotencyKey: key }, deps);
  const buy = async (spendInr: string) => {
    const quote = await createBuyQuote(asha, { spendInr }, deps);
    await executeBuy(asha, { quoteId: quote.id, pin: PIN, idempotencyKey: `key-${quote.id}` }, deps);
    return quote;
  };

  beforeEach(async () => {
    book = new LedgerBook();
    ledger = book.port();
    quoteIds = 0;
    const quotes = new Map<string, StoredQuote>();
    const now = () => new Date(start);
    deps = {
      quotes: {
        save: async (stored) => void quotes.set(stored.id, stored),
        load: async (userId, id) => (quotes.get(id)?.userId === userId ? quotes.get(id) : undefined),
      },
      prices: { current: async () => ({ rateInrPerUsdt: 8_842n, observedAt: now().toISOString() }) },
      ledger,
      kycStatusOf: async () => 'approved',
      pin: acceptingPin(PIN, now),
      now,
      newQuoteId: () => `Q${++quoteIds}`,
    };
    await ledger.post(inventoryFunding({ usdtMinor: 100_000_000_000n, reference: 'seed' }));
    await ledger.post(
      chainDeposit({ userId: 'asha', usdtMinor: 150_000_000n, txHash: 'tx-1', fromAddress: 'TXYZ' }),
    );
  });

  /**
   * The first read of a running total answers `stale`, as a read made just before another write
   * moved it would; later reads see the book. Returns how many reads of it were made.
   */
  const firstReadAnswers = (cap: MovementCap['name'], stale: bigint) => {
    let reads = 0;
    deps.ledger = {
      ...ledger,
      capTotal: (userId, name, period) =>
        name === cap && reads++ === 0 ? Promise.resolve(stale) : ledger.capTotal(userId, name, period),
    };
    return () => reads;
  };

  const soldThisYear = () => ledger.capTotal('asha', 'vda-sell-consideration', 'FY2026-27');

  it('moves exactly the quoted figures to every account in one entry, with no TDS while the year stays within ₹10,000', async () => {
    const quote = await sellQuote('100');
    expect(quote.tdsInr).toBe(0n);
    const inventoryBefore = house('house/usdt-inventory');
    const { posted } = await sell(quote.id);
    expect(await ledger.walletBalance('asha', 'USDT')).toBe(50_000_000n);
    // ₹8,753.00 less the fee ₹43.76 and its GST ₹7.87, nothing deducted.
    expect(await ledger.walletBalance('asha', 'INR')).toBe(8_701_37n);
    expect(house('house/usdt-inventory') - inventoryBefore).toBe(100_000_000n);
    expect(house('house/usdt-purchases')).toBe(-8_753_00n);
    expect(house('house/tds-payable')).toBe(0n);
    expect(book.houseRows.filter((row) => row.accountId === 'house/tds-payable')).toEqual([]);
    expect(house('house/fee-revenue')).toBe(43_76n);
    expect(house('house/gst-payable')).toBe(7_87n);
    expect(
      posted.transactions.map(({ currency, direction, amountMinor, tdsMinor }) => [
        currency,
        direction,
        amountMinor,
        tdsMinor,
      ]),
    ).toEqual([
      ['USDT', 'debit', 100_000_000n, undefined],
      ['INR', 'credit', 8_701_37n, undefined],
    ]);
    expect(await soldThisYear()).toBe(8_701_37n);
    expect(book.check().breaks).toEqual([]);
  });

  it('deducts 1 % of the whole net consideration from the sell that takes the year past ₹10,000, and every sell after', async () => {
    await sell((await sellQuote('100')).id);
    const crossing = await sellQuote('20');
    // ₹1,750.60 less fee ₹8.75 and GST ₹1.57 = ₹1,740.28; the year reaches ₹10,441.65 with it.
    expect(crossing).toMatchObject({ considerationInr: 1_750_60n, tdsInr: 17_41n, inrReceived: 1_722_87n });
    const { posted } = await sell(crossing.id);
    expect(house('house/tds-payable')).toBe(17_41n);
    expect(posted.transactions.at(-1)).toMatchObject({ amountMinor: 1_722_87n, tdsMinor: 17_41n });
    // ₹175.06 less the minimum fee ₹1.00 and its GST ₹0.18: 1 % of ₹173.88, rounded up.
    const after = await sellQuote('2');
    expect(after.tdsInr).toBe(1_74n);
    await sell(after.id);
    expect(house('house/tds-payable')).toBe(17_41n + 1_74n);
    expect(await soldThisYear()).toBe(8_701_37n + 1_740_28n + 173_88n);
    expect(book.check().breaks).toEqual([]);
  });

  it('refuses a quote made within ₹10,000 once another sell took the year past it, selling nothing', async () => {
    const large = await sellQuote('100');
    const small = await sellQuote('20');
    expect([large.tdsInr, small.tdsInr]).toEqual([0n, 0n]);
    await sell(small.id);
    const refused = sell(large.id);
    await expect(refused).rejects.toThrow(SellTdsChangedError);
    await expect(refused).rejects.toThrow(
      'Since this quote, your sells this financial year passed ₹10,000, so TDS now applies to this sell. Nothing was sold: please look at the new quote and confirm again.',
    );
    expect(await ledger.walletBalance('asha', 'USDT')).toBe(130_000_000n);
    // The new quote carries the TDS, and executes.
    const fresh = await sellQuote('100');
    expect(fresh.tdsInr).toBe(87_02n);
    await sell(fresh.id);
    expect(house('house/tds-payable')).toBe(87_02n);
    expect(book.check().breaks).toEqual([]);
  });

  it('never lets a sell planned from a year read before another sell escape TDS: the year’s total refuses it', async () => {
    const large = await sellQuote('100');
    await sell((await sellQuote('20')).id);
    // The year as it stood before the other sell, handed to the first planning of this one: its
    // entry, planned within ₹10,000, must be refused by the total's condition, not written.
    const reads = firstReadAnswers('vda-sell-consideration', 0n);
    await expect(sell(large.id)).rejects.toThrow(SellTdsChangedError);
    expect(reads()).toBe(2);
    expect(await ledger.walletBalance('asha', 'USDT')).toBe(130_000_000n);
    expect(house('house/tds-payable')).toBe(0n);
    expect(book.check().breaks).toEqual([]);
  });

  it('refuses a quote that bore TDS when a new financial year began before it executed', async () => {
    await sell((await sellQuote('100')).id);
    const crossing = await sellQuote('20');
    expect(crossing.tdsInr).toBe(17_41n);
    // 1 April 00:00 IST, within the quote's 30 seconds.
    const april = Date.parse('2027-03-31T18:30:00.000Z');
    crossing.expiresAt = new Date(april + 10_000).toISOString();
    deps.now = () => new Date(april);
    deps.prices = {
      current: async () => ({ rateInrPerUsdt: 8_842n, observedAt: new Date(april).toISOString() }),
    };
    await expect(sell(crossing.id)).rejects.toThrow(
      'A new financial year began since this quote, so no TDS applies to this sell any more. Nothing was sold: please look at the new quote and confirm again.',
    );
    expect(await ledger.walletBalance('asha', 'USDT')).toBe(50_000_000n);
  });

  it('sells once for a second click and for a retry under the same key', async () => {
    const quote = await sellQuote('10');
    const first = await sell(quote.id, 'click-1');
    expect((await sell(quote.id, 'click-2')).posted).toMatchObject({
      replayed: true,
      transactions: first.posted.transactions,
    });
    expect((await sell(quote.id, 'click-1')).posted.replayed).toBe(true);
    expect(await ledger.walletBalance('asha', 'USDT')).toBe(140_000_000n);
  });

  it('refuses USDT the wallet does not hold before quoting, and a quote of the other side', async () => {
    await expect(sellQuote('150.000001')).rejects.toThrow(AmountRefusedError);
    const quote = await sellQuote('150');
    // Spent meanwhile (another sell of the same USDT): refused whole, nothing moved.
    await sell((await sellQuote('1.5')).id);
    await expect(sell(quote.id)).rejects.toThrow(InsufficientFundsError);
    await expect(
      executeBuy(asha, { quoteId: quote.id, pin: PIN, idempotencyKey: 'cross' }, deps),
    ).rejects.toThrow(NotFoundError);
    expect(await ledger.walletBalance('asha', 'USDT')).toBe(148_500_000n);
  });

  it('refuses a sell whose INR would land beside a debt that appeared after it was checked', async () => {
    const quote = await sellQuote('10');
    // A refund makes Asha owe ₹5 between the sell's check and its write (the total a refund of money
    // she had spent raises, recipes/refunds.ts), set directly in the book.
    (book as unknown as { capTotals: Map<string, bigint> }).capTotals.set(
      'asha/customer-receivable/open',
      5_00n,
    );
    firstReadAnswers('customer-receivable', 0n);
    await expect(sell(quote.id)).rejects.toThrow(AmountOwedError);
    expect(await ledger.walletBalance('asha', 'USDT')).toBe(150_000_000n);
    expect(await ledger.walletBalance('asha', 'INR')).toBe(0n);
  });

  it('bears 1 % TDS on a buy once the year’s consideration passes ₹50,000, taking nothing from the buyer', async () => {
    await ledger.post(
      bankTransferDeposit({ userId: 'asha', amountMinor: 1_00_000_00n, utr: 'UTR-1', counterparty: 'HDFC' }),
    );
    const within = await buy('40000');
    expect(house('house/tds-payable')).toBe(0n);
    const crossing = await buy('20000');
    expect(within.principalInr + crossing.principalInr).toBeGreaterThan(50_000_00n);
    // 1 % of the crossing buy's whole consideration, rounded up to the paisa.
    const borne = (crossing.principalInr + 99n) / 100n;
    expect(house('house/tds-payable')).toBe(borne);
    expect(house('house/tds-borne')).toBe(-borne);
    expect(await ledger.walletBalance('asha', 'INR')).toBe(40_000_00n);
    expect(await ledger.capTotal('asha', 'vda-buy-consideration', 'FY2026-27')).toBe(
      within.principalInr + crossing.principalInr,
    );
    expect(book.check().breaks).toEqual([]);
  });
});
