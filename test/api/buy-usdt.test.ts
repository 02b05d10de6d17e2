/**
 * Buying USDT through the HTTP API against the local stack: a quote is executed once whatever arrives,
 * only the caller's own quote, only while it is valid and the price is fresh and close, only with the
 * right PIN, and never beyond the wallet's INR or the house's USDT. Every refusal is problem+json and
 * moves nothing.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { BuyOrderSchema, BuyQuoteSchema, BuyTermsSchema } from '../../contract/buy-usdt';
import { TransactionPageSchema } from '../../contract/wallets';
import { accountItems } from '../../lambdas/adapters/account-items';
import { clientRequestKey } from '../../lambdas/adapters/client-request-store';
import { inventoryFunding } from '../../lambdas/domain/ledger/recipes/inventory';
import { parseAmount } from '../../lambdas/domain/money';
import { userIdOf } from '../support/account-setup';
import { callApi } from '../support/api';
import {
  type Buyer,
  buy,
  buyerWith,
  buyRetryingBusy,
  holdPrice,
  MAX_BUSY_RETRIES,
  MAX_QUOTE_RETRIES,
  quoteAtRate,
  requestQuote,
  walkPrice,
} from '../support/buying';
import { signUpAndSignIn } from '../support/identity';
import { drainInventory, expectSoundLedger, ledgerUnderTest, newUtr } from '../support/ledger';
import { localDocumentClient, localTableName } from '../support/local-clients';
import { countRetry, describeRetries, expectRetriesWithin, newTally } from '../support/retry-tally';

const ledger = ledgerUnderTest();
const RATE = '88.42';
/**
 * Buys answered "quote expired" and quoted again, at most, among 50 at once: a lapse is a slow machine
 * outlasting 30 seconds, which a few buys may meet; more means the buys are stuck.
 */
const MAX_REQUOTES = 25;

const balances = async (buyer: Buyer) => {
  const profile = ProfileSchema.parse((await callApi('GET', '/me', { token: buyer.accessToken })).body);
  return { inr: profile.fiatBalance, usdt: profile.cryptoBalance.USDT };
};

/** Decimal strings from the API as integers in their minor units, so money compares exactly. */
const paise = (inr: string) => parseAmount(inr, 'INR');
const micros = (usdt: string) => parseAmount(usdt, 'USDT');

const expectProblem = (response: { status: number; headers: Headers; body: unknown }, status: number) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return response.body as { detail: string };
};

beforeAll(() => holdPrice(RATE));
afterAll(() => walkPrice());

describe('buying USDT', { timeout: 240_000 }, () => {
  let buyer: Buyer;
  beforeAll(async () => {
    buyer = await buyerWith('1000');
  });

  it('shows the limits and terms before anything is typed', async () => {
    const response = await callApi('GET', '/trade/buy-usdt/terms', { token: buyer.accessToken });
    expect(response.status).toBe(200);
    expect(BuyTermsSchema.parse(response.body)).toMatchObject({
      feePercent: '0.5',
      gstPercent: '18',
      limits: {
        minimumPerOrderInr: '100.00',
        maximumPerOrderInr: '200000.00',
        maximumPerDayInr: '500000.00',
      },
    });
  });

  it('quotes every figure on the server and says no TDS is deducted', async () => {
    const quote = await quoteAtRate(buyer, RATE, { spendInr: '1000' });
    expect(quote).toMatchObject({ inrPaid: '1000.00', tdsInr: '00.00', asked: 'spend', gstInr: '0.89' });
    const paise = (text: string) => BigInt(text.replace('.', ''));
    expect(paise(quote.principalInr) + paise(quote.feeInr) + paise(quote.gstInr)).toBe(100000n);
    expect(quote.taxNote).toMatch(/No TDS/);
    expect(quote.roundingNote).toMatch(/in your favour/);
    expect(Date.parse(quote.expiresAt) - Date.parse(quote.quotedAt)).toBe(30_000);
    expectProblem(await requestQuote(buyer, { spendInr: '99.99' }), 400);
    expectProblem(await requestQuote(buyer, { spendInr: '1e3' }), 400);
  });

  it('executes a replayed buy once and answers the replay with the first answer', async () => {
    const before = await balances(buyer);
    const quote = await quoteAtRate(buyer, RATE);
    const key = randomUUID();
    const first = await buy(buyer, quote.quoteId, { key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const order = BuyOrderSchema.parse(first.body);
    expect(order).toMatchObject({ inrPaid: '100.00', usdtReceived: quote.usdtReceived });
    const replay = await buy(buyer, quote.quoteId, { key });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // The same quote under another key (a second click) buys nothing more.
    const again = await buy(buyer, quote.quoteId);
    expect(again.status).toBe(201);
    expect(BuyOrderSchema.parse(again.body).transactions.map((record) => record.id)).toEqual(
      order.transactions.map((record) => record.id),
    );
    const after = await balances(buyer);
    expect(paise(before.inr) - paise(after.inr)).toBe(100_00n);
    expect(micros(after.usdt) - micros(before.usdt)).toBe(micros(quote.usdtReceived));
    const list = TransactionPageSchema.parse(
      (await callApi('GET', '/wallets/usdt/transactions', { token: buyer.accessToken })).body,
    );
    expect(list.transactions.filter((record) => record.reference === quote.quoteId)).toHaveLength(1);
  });

  it('refuses a key reused after its 24 hours for another quote (409), never answering with the first buy', async () => {
    const key = randomUUID();
    expect((await buy(buyer, (await quoteAtRate(buyer, RATE)).quoteId, { key })).status).toBe(201);
    // A day later the key's stored answer is gone (the table's TTL), while the ledger still knows it.
    await localDocumentClient().send(
      new UpdateCommand({
        TableName: localTableName('idempotency'),
        Key: clientRequestKey(userIdOf(buyer), key),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const before = await balances(buyer);
    const later = await quoteAtRate(buyer, RATE, { spendInr: '150.00' });
    const reused = await buy(buyer, later.quoteId, { key });
    expect(expectProblem(reused, 409).detail).toBe(
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    );
    expect(await balances(buyer)).toEqual(before);
    // The quote itself is untouched: under a key of its own it buys.
    const own = await buy(buyer, later.quoteId);
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(BuyOrderSchema.parse(own.body)).toMatchObject({ inrPaid: '150.00' });
    await expectSoundLedger();
  });

  it("refuses someone else's quote, a wrong PIN and an expired quote, moving nothing", async () => {
    const stranger = await buyerWith('500');
    const theirs = await quoteAtRate(stranger, RATE);
    const before = await balances(buyer);
    expectProblem(await buy(buyer, theirs.quoteId), 404);

    const quote = await quoteAtRate(buyer, RATE);
    const wrong = expectProblem(await buy(buyer, quote.quoteId, { pin: '000001' }), 403);
    expect(wrong.detail).toMatch(/PIN/);

    await localDocumentClient().send(
      new UpdateCommand({
        TableName: localTableName('accounts'),
        Key: accountItems.quote(userIdOf(stranger), theirs.quoteId),
        UpdateExpression: 'SET quoteExpiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect((await buy(stranger, theirs.quoteId)).body).toMatchObject({
      detail: expect.stringMatching(/expired/),
    });
    expect(await balances(buyer)).toEqual(before);
    expect((await balances(stranger)).usdt).toBe('00.00');
  });

  it('refuses a stale price and a price that rose beyond the tolerance', async () => {
    const before = await balances(buyer);
    const quote = await quoteAtRate(buyer, RATE);
    await holdPrice('89.00'); // +0.66 %: beyond the 0.5 % tolerance
    await quoteAtRate(buyer, '89.00');
    expect(expectProblem(await buy(buyer, quote.quoteId), 409).detail).toMatch(/price moved/);

    const fresh = await quoteAtRate(buyer, '89.00');
    await holdPrice('89.00', 120);
    // Once the handlers see the stale stamp, quotes and buys pause with a message.
    const deadline = Date.now() + 30_000;
    while ((await requestQuote(buyer, { spendInr: '100' })).status !== 502) {
      if (Date.now() > deadline) throw new Error('Quotes kept coming from a stale feed');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(expectProblem(await buy(buyer, fresh.quoteId), 502).detail).toMatch(/not updating/);
    expect(await balances(buyer)).toEqual(before);
    await holdPrice(RATE);
  });
});

describe('50 buys at once', { timeout: 240_000 }, () => {
  it('lets one person with INR for exactly 20 buys make exactly 20', async () => {
    const buyer = await buyerWith('2000');
    const quoting = newTally();
    const busy = newTally();
    const requotes = newTally();
    const quotes = await Promise.all(
      Array.from({ length: 50 }, () => quoteAtRate(buyer, RATE, undefined, quoting)),
    );
    // Each buyer answers a lapsed quote as the screen does, with a fresh quote: on a busy machine 50
    // PIN checks can outlast a quote's 30 seconds, but not several quotes' in a row.
    const answers = await Promise.all(
      quotes.map(async (first) => {
        let quote = first;
        for (;;) {
          const answer = await buyRetryingBusy(buyer, quote.quoteId, busy);
          if (answer.status !== 409 || !/expired/.test(JSON.stringify(answer.body))) return answer;
          countRetry('409 quote expired', requotes);
          expect(requotes.retries, describeRetries(requotes)).toBeLessThanOrEqual(MAX_REQUOTES);
          quote = await quoteAtRate(buyer, RATE, undefined, quoting);
        }
      }),
    );
    expectRetriesWithin('50 quotes at one rate', quoting, (50 + requotes.retries) * MAX_QUOTE_RETRIES);
    expectRetriesWithin('50 buys through busy PIN checks', busy, 50 * MAX_BUSY_RETRIES);
    expectRetriesWithin('50 buys re-quoted after their quote lapsed', requotes, MAX_REQUOTES);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect((refused.body as { detail: string }).detail).toMatch(/does not hold enough/);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await balances(buyer)).inr).toBe('00.00');
    expect(await ledger.walletBalance(userIdOf(buyer), 'USDT')).toBe(
      answers
        .filter((answer) => answer.status === 201)
        .reduce(
          (sum, answer) => sum + parseAmount(BuyOrderSchema.parse(answer.body).usdtReceived, 'USDT'),
          0n,
        ),
    );
    await expectSoundLedger();
  });
});

describe('the USDT inventory', { timeout: 240_000 }, () => {
  it('never sells USDT the house does not hold', async () => {
    const buyer = await buyerWith('500');
    const quote = await quoteAtRate(buyer, RATE);
    // Other sales empty the inventory shard by shard (through the ledger, as a buy would).
    const drained = await drainInventory(ledger);
    try {
      const before = await balances(buyer);
      expect(expectProblem(await buy(buyer, quote.quoteId), 409).detail).toMatch(/enough USDT/);
      expect(await balances(buyer)).toEqual(before);
    } finally {
      await ledger.post(inventoryFunding({ usdtMinor: drained, reference: newUtr() }));
    }
    expect((await buy(buyer, (await quoteAtRate(buyer, RATE)).quoteId)).status).toBe(201);
    await expectSoundLedger();
  });
});

it('refuses a quote to a person who is not verified', async () => {
  const newcomer = await signUpAndSignIn();
  expect((await callApi('GET', '/me', { token: newcomer.accessToken })).status).toBe(200);
  expect(BuyQuoteSchema.safeParse((await requestQuote(newcomer, { spendInr: '100' })).body).success).toBe(
    false,
  );
  expectProblem(await requestQuote(newcomer, { spendInr: '100' }), 403);
});
