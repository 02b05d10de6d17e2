/**
 * The tax statement of a financial year through the HTTP API: a bank transfer and a buy with exact
 * figures read from their journal entries, totals at the end, an entry booked in the previous year
 * left to that year's statement, and each customer's statement their own.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { financialYearLabel, financialYearStartOf } from '../../contract/tax-statements';
import { DynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import { bankTransferDeposit } from '../../lambdas/domain/ledger/money-movements';
import { userIdOf } from '../support/account-setup';
import { type Buyer, buy, buyerWith, holdPrice, quoteAtRate } from '../support/buying';
import { expectSoundLedger, ledgerUnderTest, newUtr } from '../support/ledger';

const taxStatement = (customer: { accessToken: string }, year: string) =>
  fetch(`${inject('stack').apiUrl}/tax-statements/${year}`, {
    headers: { authorization: `Bearer ${customer.accessToken}` },
  });

const rowsOf = async (response: Response) => (await response.text()).trimEnd().split('\r\n');

const RATE = '88.42';
/** 15 March of the year that ended last 31 March: a day of the previous financial year. */
const previousYearDay = (startYear: number) => new Date(`${startYear}-03-15T06:00:00Z`);

describe('tax statement', () => {
  const thisYear = financialYearLabel(financialYearStartOf(new Date()));
  const lastYear = financialYearLabel(financialYearStartOf(new Date()) - 1);
  let asha: Buyer;
  let ravi: Buyer;
  let usdtBought: string;
  let oldUtr: string;

  beforeAll(async () => {
    [asha, ravi] = await Promise.all([buyerWith('5000'), buyerWith('1234.50')]);
    await holdPrice(RATE);
    const quote = await quoteAtRate(asha, RATE, { spendInr: '1000' });
    expect((await buy(asha, quote.quoteId)).status).toBe(201);
    usdtBought = quote.usdtReceived;
    // A transfer booked by a ledger whose clock says last March: last year's, not this year's.
    ledgerUnderTest();
    oldUtr = newUtr();
    await new DynamoLedger({ now: () => previousYearDay(financialYearStartOf(new Date())) }).post(
      bankTransferDeposit({
        userId: userIdOf(asha),
        amountMinor: 77_700n,
        utr: oldUtr,
        counterparty: 'Test',
      }),
    );
  });

  it("lists the year's deposits and buys with exact figures, then the totals", async () => {
    const response = await taxStatement(asha, thisYear);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="tax-statement-${thisYear}.csv"`,
    );
    const rows = await rowsOf(response);
    expect(rows[0]).toBe(
      'Date and time (IST),Kind,INR value (in + / out -),USDT quantity (in + / out -),Fee (INR),GST (INR),TDS deducted (INR),Entry id',
    );
    const entry = '[0-9A-HJKMNP-TV-Z]{26}';
    const when = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}';
    expect(rows[1]).toMatch(
      new RegExp(
        `^${when},Deposit: bank transfer or UPI \\(INR\\),5000\\.00,0\\.00,0\\.00,0\\.00,0\\.00,${entry}$`,
      ),
    );
    // ₹1,000 spent: ₹4.97 fee and ₹0.89 GST quoted, booked as ₹4.50 revenue + ₹0.55 rounding and ₹0.81 GST.
    expect(rows[2]).toMatch(
      new RegExp(
        `^${when},Buy USDT,-1000\\.00,${usdtBought.replace('.', '\\.')},5\\.05,0\\.81,0\\.00,${entry}$`,
      ),
    );
    expect(rows.slice(3)).toEqual([
      ',Total: Deposit: bank transfer or UPI (INR),5000.00,0.00,0.00,0.00,0.00,',
      `,Total: Buy USDT,-1000.00,${usdtBought},5.05,0.81,0.00,`,
      `,Total,4000.00,${usdtBought},5.05,0.81,0.00,`,
    ]);
  });

  it("leaves last year's entries to last year's statement", async () => {
    const rows = await rowsOf(await taxStatement(asha, lastYear));
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(/^\d{4}-03-15 11:30:00,Deposit: bank transfer or UPI \(INR\),777\.00,0\.00,/);
    expect(rows.at(-1)).toBe(',Total,777.00,0.00,0.00,0.00,0.00,');
  });

  it("never shows another customer's entries", async () => {
    const rows = await rowsOf(await taxStatement(ravi, thisYear));
    expect(rows.slice(1)).toEqual([
      expect.stringMatching(/,Deposit: bank transfer or UPI \(INR\),1234\.50,0\.00,0\.00,0\.00,0\.00,/),
      ',Total: Deposit: bank transfer or UPI (INR),1234.50,0.00,0.00,0.00,0.00,',
      ',Total,1234.50,0.00,0.00,0.00,0.00,',
    ]);
    expect((await rowsOf(await taxStatement(ravi, lastYear))).slice(1)).toEqual([
      ',Total,0.00,0.00,0.00,0.00,0.00,',
    ]);
  });

  it.each([
    ['a year that is not one April to the next', '2026-28', /one April to the next/],
    ['a year before any wallet', '2019-20', /2020-21/],
    ['a year yet to begin', financialYearLabel(financialYearStartOf(new Date()) + 1), /not begun/],
    ['another format', '2026', /./],
  ])('refuses %s with a problem', async (_case, year, detail) => {
    const response = await taxStatement(asha, year);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(((await response.json()) as { detail: string }).detail).toMatch(detail);
  });

  it('refuses a caller without a token, and leaves the book sound', async () => {
    expect((await fetch(`${inject('stack').apiUrl}/tax-statements/${thisYear}`)).status).toBe(401);
    await expectSoundLedger();
  });
});
