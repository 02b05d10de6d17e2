/**
 * Withdrawing USDT from /wallets/withdraw-usdt: a verified person holding USDT saves an address (told
 * when it opens, in IST), cannot send to it during the cooling-off, then sends 10 USDT after it, with
 * the network fee shown before the PIN, and sees it broadcast and then confirmed on the sandbox chain
 * with its transaction linked; the screen fits 360 px.
 */
import { describe, expect, it } from 'vitest';
import { mineBlocks } from '../support/tron-chain';
import { freshAddress } from '../support/tron-sending';
import { backdateSavedAddress, fundHotWallet, runSender, withdrawerWith } from '../support/usdt-withdrawals';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';
import { noSidewaysScroll, screenshot } from './wallet-screens';

describe('withdrawing USDT', () => {
  const browser = useBrowser();

  it('saves an address, waits out its cooling-off, and sends 10 USDT that confirms on chain', async () => {
    const { page, context } = browser;
    await fundHotWallet({ trx: '1000', usdt: '1000' });
    const customer = await withdrawerWith('30');
    const to = freshAddress();
    await signInBrowser(context, customer);
    // Reached from the USDT wallet on the home screen.
    await page.goto('/wallets/buy-crypto');
    await page.getByRole('link', { name: 'Withdraw USDT' }).click();
    await mainHeading(page, 'Withdraw USDT');

    // A mistyped address is refused as typed, before anything is sent.
    await page.getByLabel('Name').fill('My exchange');
    await page.getByLabel('TRON address (TRC20)').fill(`${to.slice(0, 33)}${to.endsWith('z') ? 'y' : 'z'}`);
    await page.getByText(/This is not a TRON address/).waitFor();
    await page.getByLabel('TRON address (TRC20)').fill(to);
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText(/Can receive from .* IST/).waitFor();

    // During the cooling-off the address cannot be chosen to send to.
    const sendTo = page.getByLabel('Send to');
    expect(await sendTo.locator('option').allTextContents()).toEqual(['No saved address can receive yet']);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'usdt-withdrawals-360-cooling-off');
    await page.setViewportSize({ width: 1280, height: 900 });

    await backdateSavedAddress(customer, to, 25);
    await page.reload();
    await mainHeading(page, 'Withdraw USDT');
    await page.getByText('Ready').waitFor();
    await page.getByLabel('Send to').selectOption(`My exchange · ${to}`);
    await page.getByLabel('Amount (USDT)').fill('10');
    const figures = page.getByRole('region', { name: 'What you send' });
    await figures.getByText(/Network fee/).waitFor();
    expect(await figures.textContent()).toMatch(/The address receives10\.00 USDT/);
    await page.getByRole('button', { name: 'Review withdrawal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm with your PIN' });
    await dialog.getByLabel('Transaction PIN', { exact: true }).fill(customer.pin);
    await dialog.getByRole('button', { name: 'Send USDT' }).click();
    await page.getByText('Withdrawal accepted').waitFor();
    const withdrawals = page.getByRole('list', { name: 'Your USDT withdrawals' });
    await withdrawals.getByText('Pending').waitFor();

    await runSender();
    await withdrawals.getByText('Broadcast').waitFor({ timeout: 30_000 });
    await mineBlocks(20);
    await runSender();
    await withdrawals.getByText('Confirmed').waitFor({ timeout: 30_000 });
    const link = withdrawals.getByRole('link', { name: /Transaction/ });
    expect(await link.getAttribute('href')).toMatch(/[0-9a-f]{64}$/);
    await screenshot(page, 'usdt-withdrawals-1280-confirmed');
  });
});
