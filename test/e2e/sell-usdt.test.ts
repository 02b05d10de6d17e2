/**
 * Selling USDT from the buy screen: a verified person holding USDT switches to Sell with the keyboard,
 * types the USDT to sell, sees the server's quote with the TDS line, confirms with the PIN and sees the
 * INR arrive with the TDS deducted, in the panel and in the INR wallet's list, at 360 px too.
 */
import { describe, expect, it } from 'vitest';
import { holdPrice } from '../support/buying';
import { sellerWith } from '../support/selling';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';
import { noSidewaysScroll, screenshot } from './wallet-screens';

describe('selling USDT', () => {
  const browser = useBrowser();

  it('sells USDT for INR and shows the TDS deducted', async () => {
    const { page, context } = browser;
    await holdPrice('88.42');
    const { seller } = await sellerWith('2000', '88.42');
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

    await panel.getByLabel('USDT to sell').fill('10');
    const quote = panel.getByRole('region', { name: 'Your sell quote' });
    await quote.getByText('₹861.44').waitFor({ timeout: 60_000 });
    expect(await quote.textContent()).toMatch(
      /1 USDT = ₹87\.53.*Worth₹875\.30.*Our fee \(0\.5%\)₹4\.37.*GST on the fee \(18%\)₹0\.78.*TDS \(1%, s\.194S\)₹8\.71.*You receive₹861\.44/,
    );
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'sell-usdt-360-quote');

    await panel.getByRole('button', { name: 'Sell USDT' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm with your PIN' });
    await confirm.getByText(/receive ₹861\.44 after TDS of ₹8\.71/).waitFor();
    await confirm.getByLabel('Transaction PIN', { exact: true }).fill(seller.pin);
    await confirm.getByRole('button', { name: 'Confirm sell' }).click();
    await panel
      .getByText(/You sold 10\.00 USDT and received ₹861\.44 after TDS of ₹8\.71/)
      .waitFor({ timeout: 60_000 });
    await screenshot(page, 'sell-usdt-360-sold');

    // The INR wallet's list shows the credit with its TDS.
    await page.goto('/wallets/top-up');
    const rows = page.getByRole('list', { name: 'Transactions, newest first' }).getByRole('listitem');
    await expect
      .poll(() => rows.first().textContent(), { timeout: 60_000 })
      .toMatch(/Sell USDT.*\+₹861\.44.*TDS ₹8\.71/);
  });
});
