/**
 * Executing a sell, and the TDS a buy's house bears, with the ledger, quotes, price and PIN in memory:
 * what the seller gives and receives to the paisa, that a sell is once per quote and key, that a quote
 * of one side never executes the other, and that the book stays sound. The same rules run against
 * DynamoDB Local in test/api/sell-usdt.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { AmountOwedError } from '../../../../lambdas/domain/deposits/customer-receivable';
import { InsufficientFundsError, NotFoundError } from '../../../../lambdas/domain/errors';
import {
  bankTransferDeposit,
  chainDeposit,
  inventoryFunding,
} from '../../../../lambdas/domain/ledger/money-movements';
import type { Caller } from '../../../../lambdas/domain/open-profile';
import { createBuyQuote, executeBuy } from '../../../../lambdas/domain/trade/buy-usdt';
import type { TradeDependencies } from '../../../../lambdas/domain/trade/locked-quote';
import type { StoredQuote } from '../../../../lambdas/domain/trade/quote-store';
import { createSellQuote, executeSell } from '../../../../lambdas/domain/trade/sell-usdt';
import { TradeLimitError } from '../../../../lambdas/domain/trade/trade-errors';
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

  it('moves exactly the quoted figures to every account in one entry, TDS to tds-payable', async () => {
    const quote = await sellQuote('100');
    const inventoryBefore = house('house/usdt-inventory');
    const { posted } = await sell(quote.id);
    expect(await ledger.walletBalance('asha', 'USDT')).toBe(50_000_000n);
    expect(await ledger.walletBalance('asha', 'INR')).toBe(8_614_35n);
    expect(house('house/usdt-inventory') - inventoryBefore).toBe(100_000_000n);
    expect(house('house/usdt-purchases')).toBe(-8_753_00n);
    expect(house('house/tds-payable')).toBe(87_02n);
    expect(house('house/fee-revenue') + house('house/gst-payable') + house('house/fee-rounding')).toBe(
      43_76n + 7_87n,
    );
    expect(
      posted.transactions.map(({ currency, direction, amountMinor, tdsMinor }) => [
        currency,
        direction,
        amountMinor,
        tdsMinor,
      ]),
    ).toEqual([
      ['USDT', 'debit', 100_000_000n, undefined],
      ['INR', 'credit', 8_614_35n, 87_02n],
    ]);
    expect(book.audit().breaks).toEqual([]);
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
    await expect(sellQuote('150.000001')).rejects.toThrow(TradeLimitError);
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
    // she had spent raises, refund-movements.ts), set directly in the book.
    (book as unknown as { capTotals: Map<string, bigint> }).capTotals.set(
      'asha/customer-receivable/open',
      5_00n,
    );
    let checks = 0;
    deps.ledger = {
      ...ledger,
      capTotal: (userId, name, period) =>
        name === 'customer-receivable' && checks++ === 0
          ? Promise.resolve(0n)
          : ledger.capTotal(userId, name, period),
    };
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
    expect(book.audit().breaks).toEqual([]);
  });
});
