/**
 * Executing a buy, with the ledger, quotes, price and PIN in memory: what the customer is charged and
 * given, what is refused before the PIN is judged, and that neither a second click nor a retry buys
 * twice. The same rules run against DynamoDB Local in test/api/buy-usdt.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { IdempotencyKeyReusedError } from '../../../../lambdas/domain/client-idempotency';
import { ForbiddenError, NotFoundError, WrongPinError } from '../../../../lambdas/domain/errors';
import { InsufficientFundsError } from '../../../../lambdas/domain/ledger/book/refusals';
import { bankTransferDeposit } from '../../../../lambdas/domain/ledger/recipes/bank-transfers';
import { inventoryFunding } from '../../../../lambdas/domain/ledger/recipes/inventory';
import { AmountRefusedError } from '../../../../lambdas/domain/limits/amount-limits';
import type { Caller } from '../../../../lambdas/domain/open-profile';
import { BUY_LIMITS } from '../../../../lambdas/domain/trade/buy-terms';
import { type BuyDependencies, createBuyQuote, executeBuy } from '../../../../lambdas/domain/trade/buy-usdt';
import type { StoredQuote } from '../../../../lambdas/domain/trade/quote-store';
import { PriceMovedError, QuoteExpiredError } from '../../../../lambdas/domain/trade/trade-errors';
import type { TransactionPinStore } from '../../../../lambdas/domain/transaction-pin';
import { LedgerBook } from '../../../support/ledger-book';

const PIN = '482915';
const asha: Caller = { userId: 'asha', email: 'asha@example.in' } as Caller;
const start = Date.parse('2026-11-23T10:00:00.000Z');

/** One customer's PIN, judged as the real store does: every attempt counted, a right one given back. */
function pinStore(): TransactionPinStore & { judged: number } {
  const store = {
    judged: 0,
    load: async () => ({ hash: `hashed:${PIN}` }),
    save: async () => {},
    claimAttempt: async () => {
      store.judged += 1;
      return { outcome: 'counted' as const, hash: `hashed:${PIN}`, windowEndsAt: 0, claim: 'claim' };
    },
    releaseAttempt: async () => {},
    lockIfExhausted: async () => false,
  };
  return store;
}

describe('executing a buy', () => {
  let book: LedgerBook;
  let ledger: ReturnType<LedgerBook['port']>;
  let clock: number;
  let rate: bigint;
  let kyc: 'approved' | 'pending';
  let pins: ReturnType<typeof pinStore>;
  let deps: BuyDependencies;
  let quoteIds: number;

  const fundWallet = (userId: string, paise: bigint) =>
    ledger.post(
      bankTransferDeposit({
        userId,
        amountMinor: paise,
        utr: `UTR-${paise}`,
        counterparty: 'HDFC Bank ••••1234',
      }),
    );
  const houseBalance = (account: string) =>
    book.houseRows.filter((row) => row.accountId === account).reduce((sum, row) => sum + row.amountMinor, 0n);
  const entries = () => book.entries.size;
  const quote = (spendInr: string, caller = asha) => createBuyQuote(caller, { spendInr }, deps);
  const buy = (quoteId: string, options: { key?: string; pin?: string; caller?: Caller } = {}) =>
    executeBuy(
      options.caller ?? asha,
      { quoteId, pin: options.pin ?? PIN, idempotencyKey: options.key ?? `key-${quoteId}` },
      deps,
    );

  beforeEach(async () => {
    book = new LedgerBook();
    ledger = book.port();
    clock = start;
    rate = 8_842n;
    kyc = 'approved';
    pins = pinStore();
    quoteIds = 0;
    const quotes = new Map<string, StoredQuote>();
    deps = {
      quotes: {
        save: async (stored) => void quotes.set(stored.id, stored),
        load: async (userId, id) => (quotes.get(id)?.userId === userId ? quotes.get(id) : undefined),
      },
      prices: { current: async () => ({ rateInrPerUsdt: rate, observedAt: new Date(clock).toISOString() }) },
      ledger,
      kycStatusOf: async () => kyc,
      pin: {
        store: pins,
        hasher: {
          hash: async (pin) => `hashed:${pin}`,
          verify: async (pin, hash) => hash === `hashed:${pin}`,
        },
        now: () => new Date(clock),
      },
      now: () => new Date(clock),
      newQuoteId: () => `Q${++quoteIds}`,
    };
    await ledger.post(inventoryFunding({ usdtMinor: 100_000_000_000n, reference: 'seed' }));
    await fundWallet(asha.userId, 1_000_00n);
  });

  it('charges exactly what the quote said and gives exactly the USDT it promised, in one entry', async () => {
    const locked = await quote('1000');
    const { posted } = await buy(locked.id);
    expect(await ledger.walletBalance('asha', 'INR')).toBe(0n);
    expect(await ledger.walletBalance('asha', 'USDT')).toBe(locked.usdtReceived);
    // The fee and GST the customer was quoted are booked as they are (fee-postings.ts).
    expect(houseBalance('house/fee-revenue')).toBe(locked.feeInr);
    expect(houseBalance('house/gst-payable')).toBe(locked.gstInr);
    expect(locked.principalInr + locked.feeInr + locked.gstInr).toBe(1_000_00n);
    expect(
      posted.transactions.map(({ currency, direction, amountMinor }) => [currency, direction, amountMinor]),
    ).toEqual([
      ['INR', 'debit', 1_000_00n],
      ['USDT', 'credit', locked.usdtReceived],
    ]);
    expect(entries()).toBe(3);
  });

  it('buys once for a second click under another key and for a retry under the same key', async () => {
    const locked = await quote('400');
    const first = await buy(locked.id, { key: 'click-1' });
    const secondClick = await buy(locked.id, { key: 'click-2' });
    const retry = await buy(locked.id, { key: 'click-1' });
    expect(secondClick.posted).toMatchObject({ replayed: true, transactions: first.posted.transactions });
    expect(retry.posted.replayed).toBe(true);
    expect(await ledger.walletBalance('asha', 'INR')).toBe(600_00n);
  });

  it('refuses a key the ledger knows from another quote as a different request', async () => {
    await buy((await quote('100')).id, { key: 'reused' });
    const later = await quote('150');
    await expect(buy(later.id, { key: 'reused' })).rejects.toThrow(IdempotencyKeyReusedError);
    expect(await ledger.walletBalance('asha', 'INR')).toBe(900_00n);
  });

  it("finds no quote of another person's", async () => {
    const ravis = await quote('100', { userId: 'ravi', email: 'ravi@example.in' } as Caller);
    await expect(buy(ravis.id)).rejects.toThrow(NotFoundError);
  });

  it('refuses an expired quote and a wallet that cannot pay before judging the PIN', async () => {
    const expiring = await quote('100');
    clock += 30_000;
    await expect(buy(expiring.id, { pin: '000000' })).rejects.toThrow(QuoteExpiredError);
    const tooBig = await quote('2000');
    await expect(buy(tooBig.id, { pin: '000000' })).rejects.toThrow(InsufficientFundsError);
    expect(pins.judged).toBe(0);
    expect(entries()).toBe(2);
  });

  it('moves nothing on a wrong PIN, a price that rose past the tolerance, or an unverified person', async () => {
    const locked = await quote('100');
    await expect(buy(locked.id, { pin: '111111' })).rejects.toThrow(WrongPinError);
    rate = 8_842n + 45n;
    await expect(buy(locked.id)).rejects.toThrow(PriceMovedError);
    rate = 8_842n;
    kyc = 'pending';
    await expect(buy(locked.id)).rejects.toThrow(ForbiddenError);
    expect(await ledger.walletBalance('asha', 'INR')).toBe(1_000_00n);
    expect(entries()).toBe(2);
  });

  it("stops at the day's limit in India, counting every buy of the day", async () => {
    await fundWallet(asha.userId, BUY_LIMITS.perDay * 2n);
    // ₹2,00,000 twice, then what is left of ₹5,00,000: the limit itself passes, a paisa more does not.
    for (const spend of ['200000', '200000']) await buy((await quote(spend)).id);
    await expect(quote('100000.01')).rejects.toThrow(AmountRefusedError);
    await buy((await quote('100000')).id);
    expect(await ledger.capTotal('asha', 'usdt-buys', '2026-11-23')).toBe(BUY_LIMITS.perDay);
    expect(book.check().breaks).toEqual([]);
    await expect(quote('100')).rejects.toThrow(AmountRefusedError);
  });
});
