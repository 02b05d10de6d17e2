/**
 * USDT from outside, in the browser: a verified person sees their own TRC20 address with a QR code and
 * the TRC20-only warning on the home screen; a transfer sent to it on the sandbox chain appears as
 * pending, then credited with the new balance, without a reload (the local stack's watcher runs every
 * couple of seconds; the test stack's chain makes blocks only when the test mines them).
 */
import { describe, expect, it } from 'vitest';
import { approvedCustomer } from '../support/deposits';
import { mineBlocks, sendOnChain, usdtDepositAddress } from '../support/tron-chain';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';
import { noSidewaysScroll, screenshot } from './wallet-screens';

describe('USDT deposits on the home screen', () => {
  const browser = useBrowser();

  it('shows the TRC20 address and QR, then a sandbox deposit as pending and then credited', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const customer = await approvedCustomer();
    await signInBrowser(context, customer);

    await page.goto('/wallets/buy-crypto');
    await mainHeading(page, 'Buy crypto');
    await page.getByRole('button', { name: 'Copy TRC20 address' }).waitFor();
    const { address } = await usdtDepositAddress(customer);
    await page.getByText(address, { exact: true }).waitFor();
    await page.getByRole('img', { name: `QR code of your TRC20 address ${address}` }).waitFor();
    await page.getByText('Send only USDT on TRON (TRC20)').waitFor();
    const balance = page.getByRole('status', { name: 'USDT balance' });
    await expect.poll(() => balance.textContent()).toBe('00.00 USDT');
    await page.getByRole('button', { name: 'Copy TRC20 address' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await screenshot(page, 'usdt-1280-empty');

    const sent = await sendOnChain({ to: address, amount: '25.123456' });

    const usdtList = page.locator('.usdt-wallet').getByRole('list', { name: 'Transactions, newest first' });
    const newest = usdtList.getByRole('listitem').first();
    await expect.poll(() => newest.textContent(), { timeout: 60_000 }).toContain(sent.txId);
    expect(await newest.textContent()).toMatch(/USDT deposit.*\+25\.12 USDT.*Pending/);
    expect(await balance.textContent()).toBe('00.00 USDT');
    await screenshot(page, 'usdt-1280-pending');

    await mineBlocks(19);

    await expect.poll(() => newest.textContent(), { timeout: 60_000 }).toContain('Credited');
    await expect.poll(() => balance.textContent(), { timeout: 60_000 }).toBe('25.12 USDT');
    await page.getByText('Exactly 25.123456 USDT').waitFor();
    await newest.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'USDT deposit' });
    await dialog.getByText('+25.123456 USDT').waitFor();
    await dialog.getByText(sent.txId).waitFor();
    await screenshot(page, 'usdt-1280-details');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 360, height: 800 });
    await newest.waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'usdt-360');
  });
});
