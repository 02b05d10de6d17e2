/**
 * Withdrawing USDT from /wallets/withdraw-usdt: a verified person holding USDT saves an address (told
 * what is wrong with a mistyped one, and when it opens, in IST), cannot send to it during the
 * cooling-off, then sees the USDT their wallet holds, is told at the amount (before any PIN) that an
 * amount is more than the wallet holds (with the network fee, once known) or outside the limits, sends
 * 10 USDT with the network fee shown before the PIN, and sees it broadcast and then confirmed on the
 * sandbox chain with its transaction linked, and so in the USDT wallet's list; the screen fits 360 px.
 */
import { describe, expect, it } from 'vitest';
import { hoursAgo } from '../support/local-clock';
import { mineBlocks } from '../support/tron-chain';
import { freshAddress } from '../support/tron-sending';
import { fundHotWallet, runSender, withdrawerWith } from '../support/usdt-withdrawals';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';
import { expectFieldProblem, noSidewaysScroll, screenshot } from './wallet-screens';

const AMOUNT = 'Amount (USDT)';

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
    await page
      .getByText(
        "This address's check characters do not match: one character is mistyped or two are swapped. Copy it again from where you got it.",
      )
      .waitFor();
    await page.getByLabel('TRON address (TRC20)').fill(to);
    // Saved a day ago on the local clock: the address was in its cooling-off then.
    await hoursAgo(25, async () => {
      await page.getByRole('button', { name: 'Save address' }).click();
      await page.getByText(/Can receive from .* IST/).waitFor();

      // During the cooling-off the address cannot be chosen to send to.
      const sendTo = page.getByLabel('Send to');
      expect(await sendTo.locator('option').allTextContents()).toEqual(['No saved address can receive yet']);
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await noSidewaysScroll(page)).toBe(true);
      await screenshot(page, 'usdt-withdrawals-360-cooling-off');
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    // A day later, the cooling-off is over.
    await page.reload();
    await mainHeading(page, 'Withdraw USDT');
    await page.getByText('Ready').waitFor();
    await page.getByLabel('Send to').selectOption(`My exchange · ${to}`);
    // What the screen spends heads it and the form, to the micro-USDT: the USDT wallet, not the INR one.
    await expect
      .poll(() => page.getByRole('status', { name: 'USDT balance', exact: true }).textContent())
      .toBe('30.000000 USDT');
    expect(await page.getByRole('status', { name: 'INR balance' }).count()).toBe(0);
    const form = page.getByRole('form', { name: 'Review withdrawal' });
    await expect
      .poll(() => form.locator('dl > div').filter({ hasText: 'In your USDT wallet' }).textContent())
      .toBe('In your USDT wallet30.000000 USDT');

    // Amounts the wallet or the limits cannot take are said at the amount, and no PIN is asked.
    await page.setViewportSize({ width: 360, height: 800 });
    const amount = page.getByLabel(AMOUNT);
    const dialog = page.getByRole('dialog', { name: 'Confirm with your PIN' });
    // Under the minimum waits for the press (Enter, by keyboard): the person may be typing 0.5 of 10.5.
    await amount.fill('0.5');
    expect(await amount.getAttribute('aria-invalid')).toBeNull();
    await amount.press('Enter');
    await expectFieldProblem(page, AMOUNT, 'The smallest withdrawal is 1.00 USDT.');
    expect(await dialog.isVisible()).toBe(false);
    await amount.fill('30.5');
    await expectFieldProblem(
      page,
      AMOUNT,
      'Your USDT wallet holds 30.00 USDT, less than the 30.50 USDT you typed. Send less or add USDT.',
    );
    // All 30 is held, but not with the network fee on top, once the fee is known.
    await amount.fill('30');
    const figures = page.getByRole('region', { name: 'What you send' });
    await figures.getByText('30.00 USDT', { exact: true }).waitFor();
    const leaves = await figures
      .locator('dl > div')
      .filter({ hasText: 'Leaves your USDT wallet' })
      .locator('dd')
      .textContent();
    expect(leaves).toMatch(/^3\d\.\d{2,6} USDT$/);
    await expectFieldProblem(
      page,
      AMOUNT,
      `Your USDT wallet holds 30.00 USDT; this withdrawal takes ${leaves} with the network fee. Send less or add USDT.`,
    );
    await screenshot(page, 'usdt-withdrawals-360-over-balance');
    await page.getByRole('button', { name: 'Review withdrawal' }).click();
    await expect.poll(() => amount.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await dialog.isVisible()).toBe(false);
    await amount.fill('10000.000001');
    await expectFieldProblem(page, AMOUNT, 'The largest withdrawal is 10,000.00 USDT.');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    await amount.fill('10');
    await figures.getByText(/Network fee/).waitFor();
    expect(await figures.textContent()).toMatch(/The address receives10\.00 USDT/);
    expect(await amount.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Review withdrawal' }).click();
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

    // The USDT wallet's list says the withdrawal was confirmed on the chain, not "Paid".
    await page.goto('/wallets/buy-crypto');
    const usdtWallet = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'USDT wallet' }) });
    await expect
      .poll(() => usdtWallet.getByRole('listitem').first().textContent())
      .toMatch(/^USDT withdrawal−\d+\.\d{2} USDTConfirmed on chain/);
  });
});
