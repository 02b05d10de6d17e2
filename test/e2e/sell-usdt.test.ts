/**
 * Selling USDT from the buy screen: a verified person holding USDT switches to Sell with the keyboard,
 * reads the TDS threshold and what they sold this financial year, types the USDT to sell, sees the
 * server's quote with its TDS line (₹0.00 while their year stays within ₹10,000), confirms with the PIN
 * and sees the INR arrive; then a sell that takes the year past ₹10,000 shows 1 % TDS deducted, in the
 * panel and in the INR wallet's list, at 360 px; the USDT wallet's list calls the sell sold.
 */
import { describe, expect, it } from 'vitest';
import { financialYearOf } from '../../lambdas/domain/india/calendar';
import { holdPrice } from '../support/buying';
import { sellerWith } from '../support/selling';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';
import { noSidewaysScroll, screenshot } from './wallet-screens';

describe('selling USDT', () => {
  const browser = useBrowser();

  it('sells USDT for INR with no TDS within ₹10,000 a year, and shows the TDS deducted past it', async () => {
    const { page, context } = browser;
    await holdPrice('88.42');
    const { seller } = await sellerWith('12000', '88.42');
    await signInBrowser(context, seller);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/wallets/buy-crypto');
    await mainHeading(page, 'Buy crypto');

    // The switch is a tablist: the arrow key moves to Sell and shows its panel.
    const buyTab = page.getByRole('tab', { name: 'Buy' });
    await buyTab.focus();
    await page.keyboard.press('ArrowRight');
    const sellTab = page.getByRole('tab', { name: 'Sell' });
    await expect.poll(() => sellTab.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel', { name: 'Sell' });
    await panel.getByText(/We buy USDT at 1% under the rate we sell at/).waitFor();
    await panel
      .getByText(
        `1% TDS (s.194S) is deducted once your sells this financial year pass ₹10,000.00 after our fee and GST, on the sell that passes it and every sell after. Your sells so far in ${financialYearOf(new Date())}: ₹0.00.`,
      )
      .waitFor();

    await panel.getByLabel('USDT to sell').fill('10');
    const quote = panel.getByRole('region', { name: 'Your sell quote' });
    await quote.getByText('₹870.15').waitFor({ timeout: 60_000 });
    expect(await quote.textContent()).toMatch(
      /1 USDT = ₹87\.53.*Worth₹875\.30.*Our fee \(0\.5%\)₹4\.37.*GST on the fee \(18%\)₹0\.78.*TDS \(1%, s\.194S\)₹0\.00.*You receive₹870\.15/,
    );
    await panel
      .getByText(/No TDS on this sell: your sells this financial year stay within ₹10,000/)
      .waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'sell-usdt-360-quote');

    await panel.getByRole('button', { name: 'Sell USDT' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm with your PIN' });
    await confirm.getByText(/receive ₹870\.15 with no TDS deducted/).waitFor();
    await confirm.getByLabel('Transaction PIN', { exact: true }).fill(seller.pin);
    await confirm.getByRole('button', { name: 'Confirm sell' }).click();
    await panel
      .getByText(/You sold 10\.00 USDT and received ₹870\.15 with no TDS deducted/)
      .waitFor({ timeout: 60_000 });
    await panel.getByText(/Your sells so far in FY\d{4}-\d{2}: ₹870\.15\./).waitFor({ timeout: 60_000 });
    await screenshot(page, 'sell-usdt-360-sold');
    // The USDT wallet's list says the USDT was sold: it was not paid for anything.
    const usdtWallet = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'USDT wallet' }) });
    await expect
      .poll(() => usdtWallet.getByRole('listitem').first().textContent(), { timeout: 60_000 })
      .toMatch(/^Sell USDT−10\.00 USDTSold/);

    // ₹10,441.64 net of fee and GST takes the year past ₹10,000: 1 % of all of it, rounded up.
    await panel.getByLabel('USDT to sell').fill('120');
    await quote.getByText('₹10,337.22').waitFor({ timeout: 60_000 });
    expect(await quote.textContent()).toMatch(/TDS \(1%, s\.194S\)₹104\.42.*You receive₹10,337\.22/);
    await panel.getByText(/India deducts 1% TDS \(Income-tax Act s\.194S\) on this sell/).waitFor();
    await panel.getByRole('button', { name: 'Sell USDT' }).click();
    await confirm.getByText(/receive ₹10,337\.22 after TDS of ₹104\.42/).waitFor();
    await confirm.getByLabel('Transaction PIN', { exact: true }).fill(seller.pin);
    await confirm.getByRole('button', { name: 'Confirm sell' }).click();
    await panel
      .getByText(/You sold 120\.00 USDT and received ₹10,337\.22 after TDS of ₹104\.42/)
      .waitFor({ timeout: 60_000 });
    await screenshot(page, 'sell-usdt-360-sold-with-tds');

    // The INR wallet's list shows the credits, the TDS on the second only.
    await page.goto('/wallets/top-up');
    const rows = page.getByRole('list', { name: 'Transactions, newest first' }).getByRole('listitem');
    await expect
      .poll(() => rows.first().textContent(), { timeout: 60_000 })
      .toMatch(/Sell USDT.*\+₹10,337\.22.*TDS ₹104\.42/);
    const first = await rows.nth(1).textContent();
    expect(first).toMatch(/Sell USDT.*\+₹870\.15/);
    expect(first).not.toMatch(/TDS/);
  });
});
