/**
 * Buying USDT from the home screen: a verified person with INR sees the limits, types an amount, sees
 * the server's quote count down, lets one lapse while confirming and is told it expired, gets a fresh
 * quote, chooses a PIN in the flow, mistypes it once, buys, and sees both balances and the INR list change without a
 * reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdPrice } from '../support/buying';
import { sendBankTransfer, verifiedCustomer } from '../support/deposits';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';
import { noSidewaysScroll, screenshot } from './wallet-screens';

const secondsLeftOn = async (page: Page) => {
  const text = (await page.getByRole('timer').first().textContent()) ?? '';
  return Number(/holds for (\d+) s/.exec(text)?.[1] ?? Number.NaN);
};

describe('buying USDT', () => {
  const browser = useBrowser();

  it('buys USDT with INR at a quote the person saw, after an expired one is refused', async () => {
    const { page, context } = browser;
    await holdPrice('88.42');
    const customer = await verifiedCustomer();
    expect((await sendBankTransfer(customer, { amount: '5000' })).delivery?.status).toBe(200);
    await signInBrowser(context, customer);
    await page.goto('/wallets/buy-crypto');
    await mainHeading(page, 'Buy crypto');
    await page.getByText(/Buy from ₹100\.00 to ₹2,00,000\.00 at a time, up to ₹5,00,000\.00 a day/).waitFor();
    await page.getByText('₹5,000.00').first().waitFor();

    await page.getByLabel('INR to spend (₹, fee and GST included)').fill('1000');
    const quote = page.getByRole('region', { name: 'Your quote' });
    await quote.getByText('₹1,000.00').waitFor();
    expect(await quote.textContent()).toMatch(
      /1 USDT = ₹88\.42.*Our fee \(0\.5%\)₹4\.9\d.*GST on the fee \(18%\)₹0\.8\d.*TDS₹0 deducted from you \(we pay any TDS on a buy\).*You pay₹1,000\.00.*You get11\.\d+ USDT/,
    );
    await page.getByText(/No TDS is deducted from you when you buy/).waitFor();
    // The countdown runs.
    const first = await secondsLeftOn(page);
    await expect.poll(() => secondsLeftOn(page), { timeout: 10_000 }).toBeLessThan(first);
    await screenshot(page, 'buy-usdt-1280-quote');

    // Confirming too late: the quote lapses with the dialog open, the server refuses it.
    await page.getByRole('button', { name: 'Buy USDT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a transaction PIN' });
    await dialog.getByLabel('New transaction PIN', { exact: true }).fill('482915');
    await dialog.getByLabel('Repeat the PIN', { exact: true }).fill('482915');
    await dialog.getByText('This price has run out.').waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Confirm buy' }).click();
    await page
      .getByRole('alert')
      .getByText(/This price has expired/)
      .waitFor({ timeout: 60_000 });
    await screenshot(page, 'buy-usdt-1280-expired');

    // A fresh quote arrives and counts down from the start again.
    await expect.poll(() => secondsLeftOn(page), { timeout: 60_000 }).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Buy USDT' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm with your PIN' });
    // A mistyped PIN is refused next to the field, and the right one then buys (not "key already used").
    await confirm.getByLabel('Transaction PIN', { exact: true }).fill('111111');
    await confirm.getByRole('button', { name: 'Confirm buy' }).click();
    await confirm.getByText(/That PIN is not right/).waitFor({ timeout: 60_000 });
    await confirm.getByLabel('Transaction PIN', { exact: true }).fill('482915');
    await confirm.getByRole('button', { name: 'Confirm buy' }).click();
    await page.getByText(/You got 11\.\d+ USDT for ₹1,000\.00/).waitFor({ timeout: 60_000 });
    await page.getByText('₹4,000.00').first().waitFor({ timeout: 60_000 });
    await page
      .getByText(/^11\.\d+ USDT$/)
      .first()
      .waitFor();
    await screenshot(page, 'buy-usdt-1280-bought');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'buy-usdt-360-bought');

    // The INR wallet's list shows the debit.
    await page.goto('/wallets/top-up');
    const rows = page.getByRole('list', { name: 'Transactions, newest first' }).getByRole('listitem');
    await expect.poll(() => rows.first().textContent(), { timeout: 60_000 }).toMatch(/Buy USDT.*₹1,000\.00/);
    await screenshot(page, 'buy-usdt-360-inr-list');
  });
});
