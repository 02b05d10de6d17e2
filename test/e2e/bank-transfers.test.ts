/**
 * The INR wallet in the browser: a verified person opens top-up, sees their own account number, UPI id
 * and QR; a bank transfer sent through the payments sandbox appears at the front of their list with the
 * new balance without a reload; a transfer from someone else's account shows on hold with the reason;
 * and the CSV statement they download holds the credit.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DepositAccountSchema } from '../../contract/bank-transfers';
import { holdReasons } from '../../lambdas/domain/deposits/bank-transfer-credit';
import { submittedApplication } from '../support/account-setup';
import { callApi } from '../support/api';
import { approvedCustomer, sendBankTransfer } from '../support/deposits';
import { signUpAndSignIn } from '../support/identity';
import { newUtr } from '../support/ledger';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';
import { istDay, noSidewaysScroll, screenshot } from './wallet-screens';

describe('bank transfers: topping up the INR wallet', () => {
  const browser = useBrowser();

  it('tops up ₹5,000 by bank transfer, holds a transfer from another account, and lists both in order', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { bank, ...customer } = await approvedCustomer();
    await signInBrowser(context, customer);

    await page.goto('/wallets/top-up');
    await mainHeading(page, 'Top up your INR wallet');
    await page.getByRole('button', { name: 'Copy account number' }).waitFor();
    const account = DepositAccountSchema.parse(
      (await callApi('GET', '/wallets/inr/deposit-account', { token: customer.accessToken })).body,
    );
    for (const value of [account.accountNumber, account.ifsc, account.upiId])
      await page.getByText(value, { exact: true }).waitFor();
    await page.getByRole('img', { name: `UPI QR code to pay ${account.beneficiaryName}` }).waitFor();
    await page.getByText(account.verifiedBankAccount.accountNumberMasked).first().waitFor();
    await page.getByText('₹2,00,000.00', { exact: true }).waitFor();
    const balance = page.getByRole('status', { name: 'INR balance' });
    await expect.poll(() => balance.textContent()).toBe('₹00.00');
    await page.getByText('No transactions yet').waitFor();

    await page.getByRole('button', { name: 'Copy account number' }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account.accountNumber);
    await screenshot(page, 'top-up-1280-empty');

    const verified = { ...customer, bank, depositAccount: account };
    const utr = newUtr();
    const sentAt = Date.now();
    expect((await sendBankTransfer(verified, { amount: '5000', utr })).delivery?.status).toBe(200);

    // No reload: the screen catches up by itself.
    const rows = page.getByRole('list', { name: 'Transactions, newest first' }).getByRole('listitem');
    await expect.poll(() => rows.first().textContent(), { timeout: 60_000 }).toContain(utr);
    await expect.poll(() => balance.textContent(), { timeout: 60_000 }).toBe('₹5,000.00');
    expect(await rows.first().textContent()).toMatch(/Bank transfer.*\+₹5,000\.00.*Credited/);

    const other = await sendBankTransfer(verified, {
      amount: '700',
      fromAccount: '999900001111',
      fromIfsc: 'ICIC0000001',
    });
    await expect.poll(() => rows.first().textContent(), { timeout: 60_000 }).toContain(other.utr);
    const held = await rows.first().textContent();
    expect(held).toContain('On hold');
    expect(held).toContain(holdReasons.otherPayer('••••1111'));
    expect(await rows.count()).toBe(2);
    expect(await balance.textContent()).toBe('₹5,000.00');

    // The details open from the keyboard and close with Escape.
    await rows.nth(1).getByRole('button').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Bank transfer' });
    await dialog.getByText(utr).waitFor();
    await screenshot(page, 'top-up-1280-details');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel('From (IST)').fill(istDay(sentAt, -1));
    // From the day before the transfer to the day after now: the range holds it across midnight in India.
    await page.getByLabel('To (IST)').fill(istDay(Date.now(), 1));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download statement' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inr-statement-.+\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toMatch(new RegExp(`${utr},credit,5000\\.00,0\\.00,0\\.00,0\\.00,succeeded,`));
    expect(csv).toContain(`${other.utr},credit,700.00,0.00,0.00,0.00,held,`);
    await screenshot(page, 'top-up-1280');

    await page.setViewportSize({ width: 360, height: 800 });
    await rows.first().waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'top-up-360');

    // The balance heads every wallet screen, not only the top-up.
    await page.goto('/wallets/buy-crypto');
    const balanceOnTop = page.getByRole('status', { name: 'INR balance', exact: true }).first();
    await expect.poll(() => balanceOnTop.textContent(), { timeout: 30_000 }).toBe('₹5,000.00');
  });

  it('tells a person whose identity check is pending why they cannot top up yet', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await submittedApplication(customer);
    await signInBrowser(context, customer);
    await page.goto('/wallets/top-up');
    await mainHeading(page, 'Top up your INR wallet');
    await page.getByText('Top-ups open once your identity is verified').waitFor();
    expect(await page.getByRole('button', { name: 'Copy account number' }).count()).toBe(0);
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, 'top-up-360-pending');
  });
});
