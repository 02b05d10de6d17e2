/**
 * Selling USDT through the HTTP API against the local stack: every account of the one entry moves by
 * exactly the quoted paise, a replay moves nothing more, no TDS until the seller's year passes ₹10,000
 * and then 1 % of the whole sell that passes it, a quote the year no longer bears refused, two sells at
 * once never both escaping TDS, a sell racing buys for the same inventory never overdraws it, and a
 * buyer crossing the yearly TDS threshold has the house bear 1 % once. The ledger checker finds the
 * book sound after each. Each test has a seller of its own and sets up the year it needs; the day,
 * quarter and financial year the rules read are the local clock's, put for each test at a fixed moment
 * far from an IST midnight and a quarter's end, and put back after it for the files that follow.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { BuyOrderSchema } from '../../contract/buy-usdt';
import { ReviewApplicationSchema } from '../../contract/kyc-review';
import { routePath } from '../../contract/route-definition';
import { apiRoutes } from '../../contract/routes';
import { SellOrderSchema, SellTermsSchema } from '../../contract/sell-usdt';
import { TransactionPageSchema } from '../../contract/wallets';
import { accountItems } from '../../lambdas/adapters/account-items';
import { storedInteger } from '../../lambdas/adapters/stored-numbers';
import { financialYearOf } from '../../lambdas/domain/india/calendar';
import { inventoryFunding } from '../../lambdas/domain/ledger/recipes/inventory';
import { parseAmount } from '../../lambdas/domain/money';
import { signInAsReviewer, userIdOf } from '../support/account-setup';
import { callApi } from '../support/api';
import {
  type Buyer,
  buy,
  buyerWith,
  buyRetryingBusy,
  holdPrice,
  MAX_BUSY_RETRIES,
  quoteAtRate,
  retryingBusy,
  walkPrice,
} from '../support/buying';
import { drainInventory, expectSoundLedger, ledgerUnderTest, newUtr } from '../support/ledger';
import { storedItem } from '../support/local-clients';
import { localTime, resetClock, setClock } from '../support/local-clock';
import { ops } from '../support/ops-cli';
import { expectRetriesWithin, newTally } from '../support/retry-tally';
import { requestSellQuote, sell, sellerWith, sellQuoteAtRate } from '../support/selling';

const ledger = ledgerUnderTest();

/**
 * Noon IST on Wednesday 14 August 2030: half a day from either IST midnight and weeks from the end of
 * a quarter or of the financial year, so no test's sells fall on two days, quarters or years.
 */
const SAFE_MOMENT = '2030-08-14T06:30:00Z';
const SAFE_QUARTER = '2030-Q2';
const SAFE_IST_DATE = '2030-08-14';
const RATE = '88.42';

const paise = (inr: string) => parseAmount(inr, 'INR');
const micros = (usdt: string) => parseAmount(usdt, 'USDT');

const balances = async (customer: Buyer) => {
  const profile = ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
  return { inr: paise(profile.fiatBalance), usdt: micros(profile.cryptoBalance.USDT) };
};

/** The postings of the entry a quote was executed with, by account id, as stored. */
async function postingsOf(quoteId: string): Promise<Record<string, bigint>> {
  const posted = await ledger.postedUnder({ source: 'quote', id: quoteId });
  if (!posted?.entryId) throw new Error(`No entry was posted for quote ${quoteId}`);
  const entry = await storedItem('accounts', { ...accountItems.entry(posted.entryId) });
  const postings = (entry?.postings ?? []) as { account: string; amountMinor: unknown }[];
  return Object.fromEntries(postings.map((posting) => [posting.account, storedInteger(posting.amountMinor)]));
}

beforeAll(() => holdPrice(RATE));
afterAll(() => walkPrice());
beforeEach(() => setClock(SAFE_MOMENT));
// The stack is every test file's: the files after this one meet the system's time again.
afterEach(() => resetClock());

/** Quotes and sells `usdt` at RATE, as the screen does. */
async function sold(seller: Buyer, usdt: string) {
  const answer = await sell(seller, (await sellQuoteAtRate(seller, RATE, usdt)).quoteId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return SellOrderSchema.parse(answer.body);
}

const NEW_QUOTE_PROBLEM =
  'Since this quote, your sells this financial year passed ₹10,000, so TDS now applies to this sell. Nothing was sold: please look at the new quote and confirm again.';

describe('selling USDT', { timeout: 240_000 }, () => {
  let seller: Buyer;
  beforeEach(async () => {
    ({ seller } = await sellerWith('12000', RATE));
  });

  it('shows the spread, the TDS with its yearly threshold and the limits before anything is typed', async () => {
    const today = new Date((await localTime()).now);
    const response = await callApi('GET', '/trade/sell-usdt/terms', { token: seller.accessToken });
    expect(response.status).toBe(200);
    const terms = SellTermsSchema.parse(response.body);
    expect(terms).toMatchObject({
      spreadPercent: '1',
      feePercent: '0.5',
      gstPercent: '18',
      tdsPercent: '1',
      tdsSection: 's.194S',
      limits: { minimumPerOrderInr: '100.00', maximumPerDayInr: '500000.00', soldTodayInr: '00.00' },
      yearlyTds: {
        financialYear: financialYearOf(today),
        thresholdInr: '10000.00',
        soldThisYearInr: '00.00',
      },
    });
    expect(terms.taxNote).toMatch(/once your sells this financial year \(April to March\) pass ₹10,000/);
  });

  it('deducts no TDS from a first small sell, moves exactly the quoted paise in one entry, and a replay moves nothing more', async () => {
    const quote = await sellQuoteAtRate(seller, RATE, '10');
    expect(quote).toMatchObject({
      rateInrPerUsdt: '87.53',
      considerationInr: '875.30',
      feeInr: '4.37',
      gstInr: '0.78',
      tdsInr: '00.00', // ₹870.15 net of fee and GST: the year stays within ₹10,000
      inrReceived: '870.15',
    });
    expect(quote.taxNote).toMatch(/^No TDS on this sell: your sells this financial year stay within ₹10,000/);
    const before = await balances(seller);
    const key = crypto.randomUUID();
    const first = await sell(seller, quote.quoteId, { key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(SellOrderSchema.parse(first.body)).toMatchObject({ tdsInr: '00.00', inrReceived: '870.15' });
    const replay = await sell(seller, quote.quoteId, { key });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // A second click under another key answers with the same sell.
    expect(SellOrderSchema.parse((await sell(seller, quote.quoteId)).body).transactions).toEqual(
      SellOrderSchema.parse(first.body).transactions,
    );

    const after = await balances(seller);
    expect(before.usdt - after.usdt).toBe(10_000_000n);
    expect(after.inr - before.inr).toBe(870_15n);
    expect(await postingsOf(quote.quoteId)).toEqual({
      [`customer/${userIdOf(seller)}/USDT`]: -10_000_000n,
      'house/usdt-inventory': 10_000_000n,
      'house/usdt-purchases': -875_30n,
      [`customer/${userIdOf(seller)}/INR`]: 870_15n,
      // The fee and GST as quoted: ₹4.37 and 18 % of it rounded down, ₹0.78.
      'house/fee-revenue': 4_37n,
      'house/gst-payable': 78n,
    });
    const inr = TransactionPageSchema.parse(
      (await callApi('GET', '/wallets/inr/transactions', { token: seller.accessToken })).body,
    ).transactions.filter((record) => record.reference === quote.quoteId);
    expect(inr).toMatchObject([
      { type: 'sell-usdt', direction: 'credit', amount: '870.15', fee: '4.37', gst: '0.78' },
    ]);
    expect(inr[0]).not.toHaveProperty('tds');
    const terms = SellTermsSchema.parse(
      (await callApi('GET', '/trade/sell-usdt/terms', { token: seller.accessToken })).body,
    );
    expect(terms.yearlyTds.soldThisYearInr).toBe('870.15');
    await expectSoundLedger();
  });

  it('refuses a quote made before another sell took the year past ₹10,000, then deducts 1 % of the whole sell that crosses it', async () => {
    expect((await sold(seller, '10')).inrReceived).toBe('870.15');
    // Both quoted while the year holds ₹870.15: ₹8,701.37 and ₹1,740.28 net, each within ₹10,000.
    const large = await sellQuoteAtRate(seller, RATE, '100');
    const crossingLater = await sellQuoteAtRate(seller, RATE, '20');
    expect([large.tdsInr, crossingLater.tdsInr]).toEqual(['00.00', '00.00']);
    expect((await sell(seller, large.quoteId)).status).toBe(201);

    const before = await balances(seller);
    const refused = await sell(seller, crossingLater.quoteId);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect((refused.body as { detail: string }).detail).toBe(NEW_QUOTE_PROBLEM);
    expect(await balances(seller)).toEqual(before);
    expect(await ledger.postedUnder({ source: 'quote', id: crossingLater.quoteId })).toBeUndefined();

    // The new quote: ₹1,750.60 less fee ₹8.75 and GST ₹1.57 = ₹1,740.28, taking the year from
    // ₹9,571.52 to ₹11,311.80; TDS is 1 % of all ₹1,740.28, rounded up.
    const crossing = await sellQuoteAtRate(seller, RATE, '20');
    expect(crossing).toMatchObject({ considerationInr: '1750.60', tdsInr: '17.41', inrReceived: '1722.87' });
    expect(crossing.taxNote).toMatch(/^India deducts 1% TDS \(Income-tax Act s\.194S\) on this sell/);
    expect((await sell(seller, crossing.quoteId)).status).toBe(201);
    expect((await balances(seller)).inr - before.inr).toBe(1_722_87n);
    const postings = await postingsOf(crossing.quoteId);
    expect(postings['house/tds-payable']).toBe(17_41n);
    expect(postings[`customer/${userIdOf(seller)}/INR`]).toBe(1_722_87n);
    await expectSoundLedger();
  });

  it('leaves a TDS line the quarterly statement prints with the PAN masked and files with it whole', async () => {
    // The year to ₹11,311.80: ₹870.15 and ₹8,701.37 within ₹10,000, then ₹1,740.28 crossing it (TDS ₹17.41).
    for (const usdt of ['10', '100']) expect((await sold(seller, usdt)).tdsInr).toBe('00.00');
    expect((await sold(seller, '20')).tdsInr).toBe('17.41');
    const reviewer = await signInAsReviewer();
    const application = ReviewApplicationSchema.parse(
      (
        await callApi('GET', routePath(apiRoutes.getKycApplication, { userId: userIdOf(seller) }), {
          token: reviewer.accessToken,
        })
      ).body,
    );
    const quote = await sellQuoteAtRate(seller, RATE, '2');
    expect((await sell(seller, quote.quoteId)).status).toBe(201);
    const entryId = (await ledger.postedUnder({ source: 'quote', id: quote.quoteId }))?.entryId;
    const out = join(await mkdtemp(join(tmpdir(), 'tds-')), 'statement.csv');
    const result = await ops('tds', 'quarter', SAFE_QUARTER, '--out', out);
    expect(result.code, result.stderr).toBe(0);
    const summary = result.stdout.split('\n').find((line) => line.startsWith(userIdOf(seller)));
    // The sells past ₹10,000 this year: ₹1,750.60 (TDS ₹17.41) and ₹175.06 (TDS ₹1.74 on ₹173.88 net
    // of the minimum fee ₹1.00 and its GST ₹0.18). The two within it have no TDS line.
    expect(summary).toBe(
      `${userIdOf(seller)}  PAN ${application.panNumber.replace(/^.{6}/, '••••••')}  sells: TDS ₹19.15 on ₹1,925.66  buys (borne by us): TDS ₹0 on ₹0`,
    );
    expect(result.stdout + result.stderr).not.toContain(application.panNumber);
    const csv = await readFile(out, 'utf8');
    expect(csv).toContain(
      `${application.panNumber},${userIdOf(seller)},${SAFE_IST_DATE},175.06,1.74,s.194S,Deducted on a sell,${entryId}\r\n`,
    );
    expect(csv.split('\r\n').filter((line) => line.includes(`,${userIdOf(seller)},`))).toHaveLength(2);
  });

  it('refuses to quote USDT the wallet does not hold, with a 4xx and no write', async () => {
    const before = await balances(seller);
    const refused = await requestSellQuote(seller, '1000');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect((refused.body as { detail: string }).detail).toMatch(/does not hold that much/);
    expect(await balances(seller)).toEqual(before);
  });
});

describe('two sells at once around the ₹10,000 threshold', { timeout: 240_000 }, () => {
  it('lets at most one of them escape TDS', async () => {
    const { seller } = await sellerWith('12000', RATE);
    // ₹5,251.80 each, ₹5,220.83 net of fee and GST, quoted while the year is empty: each is within
    // ₹10,000 alone, the two together are not.
    const quotes = await Promise.all([
      sellQuoteAtRate(seller, RATE, '60'),
      sellQuoteAtRate(seller, RATE, '60'),
    ]);
    expect(quotes.map((quote) => quote.tdsInr)).toEqual(['00.00', '00.00']);
    const busy = newTally();
    const answers = await Promise.all(
      quotes.map((quote) => retryingBusy((key) => sell(seller, quote.quoteId, { key }), busy)),
    );
    expectRetriesWithin('two sells through busy PIN checks', busy, 2 * MAX_BUSY_RETRIES);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)?.body as { detail?: string };
    expect(refused.detail).toBe(NEW_QUOTE_PROBLEM);
    const sold = SellOrderSchema.parse(answers.find((answer) => answer.status === 201)?.body);
    expect((await balances(seller)).inr).toBe(paise(sold.inrReceived));
    const terms = SellTermsSchema.parse(
      (await callApi('GET', '/trade/sell-usdt/terms', { token: seller.accessToken })).body,
    );
    expect(paise(terms.yearlyTds.soldThisYearInr)).toBe(
      paise(sold.considerationInr) - paise(sold.feeInr) - paise(sold.gstInr),
    );
    await expectSoundLedger();
  });
});

describe('a sell racing buys for the same USDT', { timeout: 240_000 }, () => {
  it('never lets the inventory or the seller’s wallet go below zero', async () => {
    const { seller, usdt } = await sellerWith('1000', RATE);
    const buyer = await buyerWith('1000');
    const [sellAll, sellAllAgain] = await Promise.all([
      sellQuoteAtRate(seller, RATE, usdt),
      sellQuoteAtRate(seller, RATE, usdt),
    ]);
    const buyQuotes = await Promise.all(
      Array.from({ length: 4 }, () => quoteAtRate(buyer, RATE, { spendInr: '250' })),
    );
    // The house holds nothing but what this sell brings in.
    const drained = await drainInventory(ledger);
    try {
      const busy = newTally();
      const [sold, soldAgain, ...bought] = await Promise.all([
        sell(seller, sellAll.quoteId),
        sell(seller, sellAllAgain.quoteId),
        ...buyQuotes.map((quote) => buyRetryingBusy(buyer, quote.quoteId, busy)),
      ]);
      expectRetriesWithin('four buys through busy PIN checks', busy, 4 * MAX_BUSY_RETRIES);
      // The seller's USDT is sold once.
      expect([sold?.status, soldAgain?.status].sort()).toEqual([201, 422]);
      const boughtUsdt = bought
        .filter((answer) => answer.status === 201)
        .reduce((sum, answer) => sum + micros(BuyOrderSchema.parse(answer.body).usdtReceived), 0n);
      for (const refused of bought.filter((answer) => answer.status !== 201))
        expect((refused.body as { detail: string }).detail).toMatch(/enough USDT/);
      const stock = (await ledger.stockShards('usdt-inventory')).reduce((sum, shard) => sum + shard, 0n);
      expect(stock).toBe(micros(usdt) - boughtUsdt);
      expect((await balances(seller)).usdt).toBe(0n);
    } finally {
      await ledger.post(inventoryFunding({ usdtMinor: drained, reference: newUtr() }));
    }
    await expectSoundLedger();
  });
});

describe('TDS the house bears on buys', { timeout: 240_000 }, () => {
  it('books 1 % once when the buyer’s year passes ₹50,000, taking nothing from the buyer', async () => {
    const buyer = await buyerWith('60000');
    const within = await quoteAtRate(buyer, RATE, { spendInr: '40000' });
    expect((await buy(buyer, within.quoteId)).status).toBe(201);
    expect(await postingsOf(within.quoteId)).not.toHaveProperty('house/tds-payable');

    const crossing = await quoteAtRate(buyer, RATE, { spendInr: '20000' });
    expect(crossing).toMatchObject({ inrPaid: '20000.00', tdsInr: '00.00' });
    const key = crypto.randomUUID();
    expect((await buy(buyer, crossing.quoteId, { key })).status).toBe(201);
    expect((await buy(buyer, crossing.quoteId, { key })).status).toBe(201);
    const borne = (paise(crossing.principalInr) + 99n) / 100n;
    const postings = await postingsOf(crossing.quoteId);
    expect(postings['house/tds-payable']).toBe(borne);
    expect(postings['house/tds-borne']).toBe(-borne);
    expect(postings[`customer/${userIdOf(buyer)}/INR`]).toBe(-20_000_00n);
    expect((await balances(buyer)).inr).toBe(0n);
    await expectSoundLedger();
  });
});
