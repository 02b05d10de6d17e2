/**
 * The tax statement from the Account page: a verified customer with a bank transfer chooses this
 * financial year by keyboard, saves the CSV, and finds the deposit and the totals in it; the card fits
 * a 360 px screen.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { financialYearLabel, financialYearStartOf } from '../../contract/tax-statements';
import { sendBankTransfer, verifiedCustomer } from '../support/deposits';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';
import { noSidewaysScroll, screenshot } from './wallet-screens';

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
      /,Deposit: bank transfer or UPI \(INR\),2500\.00,0\.00,0\.00,0\.00,0\.00,[0-9A-Z]{26}$/,
    );
    expect(rows.at(-1)).toBe(',Total,2500.00,0.00,0.00,0.00,0.00,');
  });
});
