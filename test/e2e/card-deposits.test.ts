/**
 * Card deposit in the browser: a verified person types an amount, sees the fee, the GST and the total
 * before paying, pays on the payments sandbox's checkout (straight, and through 3-D Secure), comes back
 * to the app and sees each credited once with the balance and list updated without a reload; a failed
 * payment shows as failed and moves nothing; and the CSV statement holds the card credits next to a
 * bank transfer.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submittedApplication } from '../support/account-setup';
import { sendBankTransfer, verifiedCustomer } from '../support/deposits';
import { signUpAndSignIn } from '../support/identity';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';
import { istDay, noSidewaysScroll, screenshot } from './wallet-screens';

/** From the card-deposit form to the sandbox's checkout page, for ₹2,000 (₹2,047.20 with fee and GST). */
async function startPayment(page: Page) {
  const amount = page.getByLabel('Amount to add (₹)');
  await amount.fill('2000');
  const whatYouPay = page.getByRole('region', { name: 'What you pay' });
  await whatYouPay.getByText('₹2,047.20').waitFor();
  expect(await whatYouPay.textContent()).toMatch(
    /₹2,000\.00.*Card fee \(2%\)₹40\.00.*GST on the fee \(18%\)₹7\.20/,
  );
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('button', { name: 'Pay ₹2,047.20' }).waitFor();
}

async function backInTheApp(page: Page, title: string) {
  await page.waitForURL(/\/wallets\/card-deposit\?deposit=/);
  await page.getByText(title, { exact: true }).waitFor({ timeout: 60_000 });
}

describe('card deposits', () => {
  const browser = useBrowser();

  it('pays ₹2,000 by card, straight and through 3-D Secure, credits each once, fails one without moving money', async () => {
    const { page, context } = browser;
    const customer = await verifiedCustomer();
    await signInBrowser(context, customer);
    await page.goto('/wallets/card-deposit');
    await mainHeading(page, 'Deposit by card');
    await page
      .getByText(
        /From ₹100\.00 to ₹1,00,000\.00 per payment, at most ₹2,00,000\.00 a day \(₹2,00,000\.00 left today\)/,
      )
      .waitFor();
    const balance = page.getByRole('status', { name: 'INR balance' });
    await expect.poll(() => balance.textContent()).toBe('₹00.00');

    await startPayment(page);
    await screenshot(page, 'card-deposit-checkout');
    await page.getByRole('button', { name: 'Pay ₹2,047.20' }).click();
    await backInTheApp(page, 'Payment succeeded');
    await expect.poll(() => balance.textContent(), { timeout: 60_000 }).toBe('₹2,000.00');
    const rows = page.getByRole('list', { name: 'Transactions, newest first' }).getByRole('listitem');
    await expect.poll(() => rows.first().textContent(), { timeout: 60_000 }).toMatch(/Card.*\+₹2,000\.00/);
    await screenshot(page, 'card-deposit-1280-succeeded');
    // A reload of the return page confirms again: still one credit.
    await page.reload();
    await page.getByText('Payment succeeded', { exact: true }).waitFor();
    await expect.poll(() => balance.textContent()).toBe('₹2,000.00');

    await page.getByRole('button', { name: 'Add money by card again' }).click();
    await startPayment(page);
    await page.getByRole('button', { name: 'Pay with 3-D Secure' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await backInTheApp(page, 'Payment succeeded');
    await expect.poll(() => balance.textContent(), { timeout: 60_000 }).toBe('₹4,000.00');

    await page.getByRole('button', { name: 'Add money by card again' }).click();
    await startPayment(page);
    await page.getByRole('button', { name: 'Fail the payment' }).click();
    await backInTheApp(page, 'Payment failed');
    await page.getByText(/Nothing was added to your wallet/).waitFor();
    await expect.poll(() => rows.first().textContent(), { timeout: 60_000 }).toMatch(/Failed/);
    // A payment that moved nothing carries no "+": it must not read as money that arrived.
    expect(await rows.first().textContent()).not.toContain('+₹');
    expect(await balance.textContent()).toBe('₹4,000.00');
    await screenshot(page, 'card-deposit-1280-failed');

    const sentAt = Date.now();
    const transfer = await sendBankTransfer(customer, { amount: '5000' });
    await expect.poll(() => balance.textContent(), { timeout: 60_000 }).toBe('₹9,000.00');
    await page.getByLabel('From (IST)').fill(istDay(sentAt, -1));
    await page.getByLabel('To (IST)').fill(istDay(Date.now(), 1));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download statement' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(`${transfer.utr},credit,5000.00,0.00,0.00,0.00,succeeded,`);
    expect(csv.match(/,pay_\w+,credit,2000\.00,40\.00,7\.20,0\.00,succeeded,/g)).toHaveLength(2);

    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('button', { name: 'Add money by card again' }).click();
    await page.getByLabel('Amount to add (₹)').fill('2000');
    await page.getByRole('region', { name: 'What you pay' }).getByText('₹2,047.20').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'card-deposit-360');
  });

  it('tells a person whose identity check is pending why they cannot pay by card yet', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await submittedApplication(customer);
    await signInBrowser(context, customer);
    await page.goto('/wallets/card-deposit');
    await mainHeading(page, 'Deposit by card');
    await page.getByText('Card deposits open once your identity is verified').waitFor();
    expect(await page.getByLabel('Amount to add (₹)').count()).toBe(0);
  });
});
