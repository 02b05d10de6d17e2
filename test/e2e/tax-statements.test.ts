/**
 * The tax statement from the Account page: a verified customer with a bank transfer chooses this
 * financial year by keyboard, saves the CSV, and finds the deposit and the totals in it; the card fits
 * a 360 px screen.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { financialYearLabel, financialYearStartOf } from '../../contract/tax-statements';
import { userIdOf } from '../support/account-setup';
import { holdPrice } from '../support/buying';
import { sendBankTransfer, verifiedCustomer } from '../support/deposits';
import { newPayoutsAre, withdraw as withdrawInr } from '../support/inr-withdrawals';
import { sell, sellerWith, sellQuoteAtRate } from '../support/selling';
import { mineBlocks } from '../support/tron-chain';
import { freshAddress } from '../support/tron-sending';
import { networkFee, runSender, savedADayAgo, withdraw as withdrawUsdt } from '../support/usdt-withdrawals';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';
import { noSidewaysScroll, screenshot } from './wallet-screens';

/** Date, kind, INR, USDT, network fee, fee, GST, then TDS. */
const TDS_COLUMN = 7;

describe('tax statement on the Account page', () => {
  const browser = useBrowser();

  it('saves the chosen financial year as a CSV with the deposit and the totals', async () => {
    const { page, context } = browser;
    const customer = await verifiedCustomer();
    const transfer = await sendBankTransfer(customer, { amount: '2500' });
    expect(transfer.delivery?.status).toBe(200);
    await signInBrowser(context, customer);

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/account');
    await mainHeading(page, 'Your account');
    const year = financialYearLabel(financialYearStartOf(new Date()));
    const select = page.getByLabel('Financial year');
    expect(await select.inputValue()).toBe(year);
    await select.focus();
    await page.keyboard.press('ArrowDown');
    expect(await select.inputValue()).toBe(financialYearLabel(financialYearStartOf(new Date()) - 1));
    await select.selectOption(year);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'account-tax-statement-360');

    await page.getByRole('button', { name: 'Download tax statement' }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`tax-statement-${year}.csv`);
    const rows = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(rows[1]).toMatch(
      /,Deposit: bank transfer or UPI \(INR\),2500\.00,0\.000000,0\.000000,0\.00,0\.00,0\.00,[0-9A-Z]{26}$/,
    );
    expect(rows.at(-1)).toBe(',Total,2500.00,0.000000,0.000000,0.00,0.00,0.00,');
  });
});

describe('tax statement of a customer who bought, sold and withdrew', () => {
  const browser = useBrowser();
  afterAll(() => newPayoutsAre('process'));

  it('lists the buy, the sells with their TDS, the INR withdrawal and the USDT withdrawal', async () => {
    const { page, context } = browser;
    await holdPrice('88.42');
    const { seller } = await sellerWith('12000', '88.42');
    // ₹1,740.28 net of fee and GST, within the year's ₹10,000; then ₹8,701.37, which passes it.
    const within = await sellQuoteAtRate(seller, '88.42', '20');
    expect((await sell(seller, within.quoteId)).status).toBe(201);
    const crossing = await sellQuoteAtRate(seller, '88.42', '100');
    expect(crossing.tdsInr).toBe('87.02');
    expect((await sell(seller, crossing.quoteId)).status).toBe(201);

    await newPayoutsAre('process');
    expect((await withdrawInr(seller, '500')).status).toBe(201);

    const withdrawer = { ...seller, userId: userIdOf(seller), address: '' };
    const to = freshAddress();
    await savedADayAgo(withdrawer, to);
    const fee = await networkFee(withdrawer, to, '10');
    expect((await withdrawUsdt(withdrawer, { to, amount: '10', networkFee: fee })).status).toBe(201);
    await runSender();
    // A block and the 19 that make it final (solidified).
    await mineBlocks(20);
    expect((await runSender()).confirmed).toBeGreaterThanOrEqual(1);

    await signInBrowser(context, seller);
    await page.goto('/account');
    await mainHeading(page, 'Your account');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download tax statement' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    const kinds = csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .filter((row) => /[0-9A-Z]{26}$/.test(row))
      .map((row) => row.split(',')[1]);
    expect(kinds).toEqual([
      'Deposit: bank transfer or UPI (INR)',
      'Buy USDT',
      'Sell USDT',
      'Sell USDT',
      'Withdrawal to your bank (INR)',
      'Withdrawal of USDT on TRON',
    ]);
    // The sell that took the year past ₹10,000 carries the TDS deducted (s.194S); the one within it
    // shows none, and its consideration is still there; the buy's shows none, as the house bears it.
    const sold = csv.split('\r\n').filter((row) => row.includes(',Sell USDT,'));
    expect(
      sold.map((row) =>
        row
          .split(',')
          .slice(2, 4)
          .concat(row.split(',')[TDS_COLUMN] ?? ''),
      ),
    ).toEqual([
      [within.inrReceived, '-20.000000', '0.00'],
      [crossing.inrReceived, '-100.000000', '87.02'],
    ]);
    const bought = csv.split('\r\n').find((row) => row.includes(',Buy USDT,'));
    expect(bought?.split(',')[TDS_COLUMN]).toBe('0.00');
  });
});
