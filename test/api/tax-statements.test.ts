/**
 * The tax statement of a financial year through the HTTP API: a bank transfer, a buy and a sell with
 * exact figures read from their journal entries (fee and GST exactly as quoted and charged), a USDT
 * withdrawal with its network fee in a column of its own, USDT to all 6 decimals, totals at the end, an
 * entry booked in the previous year left to that year's statement, and each customer's statement their
 * own.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { financialYearLabel, financialYearStartOf } from '../../contract/tax-statements';
import { DynamoLedger } from '../../lambdas/adapters/dynamodb-ledger';
import { bankTransferDeposit } from '../../lambdas/domain/ledger/recipes/bank-transfers';
import { formatAllDecimals, parseAmount } from '../../lambdas/domain/money';
import { userIdOf } from '../support/account-setup';
import { type Buyer, buy, buyerWith, holdPrice, quoteAtRate } from '../support/buying';
import { expectSoundLedger, ledgerUnderTest, newUtr } from '../support/ledger';
import { sell, sellQuoteAtRate } from '../support/selling';
import { mineBlocks } from '../support/tron-chain';
import {
  fundHotWallet,
  networkFee,
  runSender,
  withdraw,
  withdrawerWithOpenAddress,
} from '../support/usdt-withdrawals';

const taxStatement = (customer: { accessToken: string }, year: string) =>
  fetch(`${inject('stack').apiUrl}/tax-statements/${year}`, {
    headers: { authorization: `Bearer ${customer.accessToken}` },
  });

const rowsOf = async (response: Response) => (await response.text()).trimEnd().split('\r\n');

const RATE = '88.42';

/** USDT as the statement writes it: every one of its 6 decimals. */
const usdtCell = (amount: string) => formatAllDecimals(parseAmount(amount, 'USDT'), 'USDT');
const inrCell = (amount: string) => formatAllDecimals(parseAmount(amount, 'INR'), 'INR');
const escaped = (text: string) => text.replaceAll('.', '\\.');
const ENTRY = '[0-9A-HJKMNP-TV-Z]{26}';
const WHEN = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}';
/** 15 March of the year that ended last 31 March: a day of the previous financial year. */
const previousYearDay = (startYear: number) => new Date(`${startYear}-03-15T06:00:00Z`);

describe('tax statement', () => {
  const thisYear = financialYearLabel(financialYearStartOf(new Date()));
  const lastYear = financialYearLabel(financialYearStartOf(new Date()) - 1);
  let asha: Buyer;
  let ravi: Buyer;
  let usdtBought: string;
  let bought: { fee: string; gst: string };
  let sold: { consideration: string; received: string; fee: string; gst: string };
  let oldUtr: string;

  beforeAll(async () => {
    [asha, ravi] = await Promise.all([buyerWith('5000'), buyerWith('1234.50')]);
    await holdPrice(RATE);
    const quote = await quoteAtRate(asha, RATE, { spendInr: '1000' });
    expect((await buy(asha, quote.quoteId)).status).toBe(201);
    usdtBought = quote.usdtReceived;
    bought = { fee: quote.feeInr, gst: quote.gstInr };
    const sellQuote = await sellQuoteAtRate(asha, RATE, '5');
    expect((await sell(asha, sellQuote.quoteId)).status).toBe(201);
    sold = {
      consideration: sellQuote.considerationInr,
      received: sellQuote.inrReceived,
      fee: sellQuote.feeInr,
      gst: sellQuote.gstInr,
    };
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

  it('shows the fee and GST of a buy and a sell exactly as their quotes charged them, to the paisa', async () => {
    const [header, ...rows] = (await rowsOf(await taxStatement(asha, thisYear))).map((row) => row.split(','));
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const charged = (kind: string) =>
      rows
        .filter((cells) => cells[column('Kind')] === kind)
        .map((cells) => ({ fee: cells[column('Fee (INR)')], gst: cells[column('GST (INR)')] }));
    expect(charged('Buy USDT')).toEqual([bought]);
    expect(charged('Sell USDT')).toEqual([{ fee: sold.fee, gst: sold.gst }]);
  });

  it("lists the year's deposits, buys and sells with the fee and GST the quotes charged, then the totals", async () => {
    // Fees whose fee + GST does not split into 50-paise steps: the book's old split moved paise from
    // the GST to the fee (₹1,000 bought: ₹4.97 + ₹0.89 quoted, ₹5.05 + ₹0.81 on the statement).
    expect([bought, { fee: sold.fee, gst: sold.gst }]).toEqual([
      { fee: '4.97', gst: '0.89' },
      { fee: '2.18', gst: '0.39' },
    ]);
    const response = await taxStatement(asha, thisYear);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="tax-statement-${thisYear}.csv"`,
    );
    const rows = await rowsOf(response);
    expect(rows[0]).toBe(
      'Date and time (IST),Kind,INR value (in + / out -),USDT quantity (in + / out -),Network fee (USDT),Fee (INR),GST (INR),TDS deducted (INR),Entry id',
    );
    expect(rows[1]).toMatch(
      new RegExp(
        `^${WHEN},Deposit: bank transfer or UPI \\(INR\\),5000\\.00,0\\.000000,0\\.000000,0\\.00,0\\.00,0\\.00,${ENTRY}$`,
      ),
    );
    const usdt = usdtCell(usdtBought);
    expect(rows[2]).toMatch(
      new RegExp(`^${WHEN},Buy USDT,-1000\\.00,${escaped(usdt)},0\\.000000,4\\.97,0\\.89,0\\.00,${ENTRY}$`),
    );
    const received = inrCell(sold.received);
    expect(rows[3]).toMatch(
      new RegExp(
        `^${WHEN},Sell USDT,${escaped(received)},-5\\.000000,0\\.000000,2\\.18,0\\.39,0\\.00,${ENTRY}$`,
      ),
    );
    const usdtLeft = formatAllDecimals(parseAmount(usdtBought, 'USDT') - 5_000_000n, 'USDT');
    const inrLeft = formatAllDecimals(4000_00n + parseAmount(sold.received, 'INR'), 'INR');
    expect(rows.slice(4)).toEqual([
      ',Total: Deposit: bank transfer or UPI (INR),5000.00,0.000000,0.000000,0.00,0.00,0.00,',
      `,Total: Buy USDT,-1000.00,${usdt},0.000000,4.97,0.89,0.00,`,
      `,Total: Sell USDT,${received},-5.000000,0.000000,2.18,0.39,0.00,`,
      `,Total,${inrLeft},${usdtLeft},0.000000,7.15,1.28,0.00,`,
    ]);
  });

  it('shows a USDT withdrawal as the USDT sent and its network fee beside it, to the micro-unit', async () => {
    await fundHotWallet({ trx: '10000', usdt: '10000' });
    const { customer, address } = await withdrawerWithOpenAddress('30');
    const fee = await networkFee(customer, address, '10');
    expect(parseAmount(fee, 'USDT')).toBeGreaterThan(0n);
    const accepted = await withdraw(customer, { to: address, amount: '10', networkFee: fee });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    // Sent and final, so no withdrawal is left reserved for another file's sender run.
    expect((await runSender()).broadcast).toBe(1);
    await mineBlocks(20);
    expect((await runSender()).confirmed).toBe(1);

    const rows = await rowsOf(await taxStatement(customer, thisYear));
    const feeCell = escaped(usdtCell(fee));
    expect(rows.slice(1, 3)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${WHEN},Deposit: USDT on TRON,0\\.00,30\\.000000,0\\.000000,0\\.00,0\\.00,0\\.00,${ENTRY}$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^${WHEN},Withdrawal of USDT on TRON,0\\.00,-10\\.000000,${feeCell},0\\.00,0\\.00,0\\.00,${ENTRY}$`,
        ),
      ),
    ]);
    expect(rows.at(-1)).toBe(`,Total,0.00,20.000000,${usdtCell(fee)},0.00,0.00,0.00,`);
    await expectSoundLedger();
  });

  it("leaves last year's entries to last year's statement", async () => {
    const rows = await rowsOf(await taxStatement(asha, lastYear));
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(
      /^\d{4}-03-15 11:30:00,Deposit: bank transfer or UPI \(INR\),777\.00,0\.000000,0\.000000,/,
    );
    expect(rows.at(-1)).toBe(',Total,777.00,0.000000,0.000000,0.00,0.00,0.00,');
  });

  it("never shows another customer's entries", async () => {
    const rows = await rowsOf(await taxStatement(ravi, thisYear));
    expect(rows.slice(1)).toEqual([
      expect.stringMatching(
        /,Deposit: bank transfer or UPI \(INR\),1234\.50,0\.000000,0\.000000,0\.00,0\.00,0\.00,/,
      ),
      ',Total: Deposit: bank transfer or UPI (INR),1234.50,0.000000,0.000000,0.00,0.00,0.00,',
      ',Total,1234.50,0.000000,0.000000,0.00,0.00,0.00,',
    ]);
    expect((await rowsOf(await taxStatement(ravi, lastYear))).slice(1)).toEqual([
      ',Total,0.00,0.000000,0.000000,0.00,0.00,0.00,',
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
