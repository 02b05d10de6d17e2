/**
 * Withdrawing INR in the browser: a verified person with ₹5,000 and a PIN sees their verified account
 * masked, types ₹2,000 and sees our fee, its GST and the ₹2,011.80 that leaves the wallet, confirms with
 * the PIN, and sees the withdrawal paid with the bank's UTR once the bank processes it; a second one the
 * bank fails shows as failed with the money back, and the first, sent back by the bank days later, shows
 * as returned with all it took back. The bank's decisions are the payments sandbox's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerWith } from '../support/buying';
import { decidePayout, newPayoutsAre, onlyPayoutOf, withdrawals } from '../support/inr-withdrawals';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';
import { noSidewaysScroll, screenshot } from './wallet-screens';

// Payouts wait in processing until the test decides them, as a bank would.
beforeAll(() => newPayoutsAre('hold'));
afterAll(() => newPayoutsAre('process'));

describe('withdrawing INR', () => {
  const browser = useBrowser();

  it('withdraws ₹2,000 to the verified bank and shows it paid with its UTR; a failed one comes back', {
    timeout: 180_000,
  }, async () => {
    const { page, context } = browser;
    const customer = await buyerWith('5000');
    await signInBrowser(context, customer);
    await page.goto('/wallets/withdraw-inr');
    await mainHeading(page, 'Withdraw INR');
    await page.getByText(customer.bank.accountNumber.slice(-4), { exact: false }).first().waitFor();
    expect(await page.content()).not.toContain(customer.bank.accountNumber);
    await page
      .getByText(/₹5,000\.00/)
      .first()
      .waitFor();

    await page.getByLabel('Amount to receive in your bank (₹)').fill('2000');
    const figures = page.getByRole('region', { name: 'What you pay' });
    await figures.getByText('₹2,011.80').waitFor();
    expect(await figures.textContent()).toMatch(
      /To your bank₹2,000\.00.*Our fee₹10\.00.*GST on the fee \(18%\)₹1\.80.*From your INR wallet₹2,011\.80/,
    );
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'inr-withdrawals-360-figures');

    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm with your PIN' });
    await dialog.getByLabel('Transaction PIN', { exact: true }).fill(customer.pin);
    await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await page.getByText(/₹2,000\.00 is on its way to/).waitFor({ timeout: 60_000 });
    const list = page.getByRole('list', { name: 'Your withdrawals' });
    await list.getByText('On its way', { exact: true }).waitFor();

    const [first] = await withdrawals(customer);
    if (!first) throw new Error('The withdrawal is not listed');
    await decidePayout((await onlyPayoutOf(first.id)).id, 'process');
    await list.getByText('Paid', { exact: true }).waitFor({ timeout: 60_000 });
    const [paid] = await withdrawals(customer);
    expect(paid?.utr).toBeTruthy();
    await list.getByText(paid?.utr ?? '').waitFor();
    await page.getByText('₹2,988.20').first().waitFor({ timeout: 60_000 });
    await screenshot(page, 'inr-withdrawals-360-paid');

    // A second withdrawal the bank fails: everything it took comes back.
    await page.getByLabel('Amount to receive in your bank (₹)').fill('1000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await dialog.getByLabel('Transaction PIN', { exact: true }).fill(customer.pin);
    await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await page.getByText(/₹1,000\.00 is on its way to/).waitFor({ timeout: 60_000 });
    await page.getByText('₹1,976.40').first().waitFor({ timeout: 60_000 });
    const [second] = await withdrawals(customer);
    if (!second) throw new Error('The second withdrawal is not listed');
    await decidePayout((await onlyPayoutOf(second.id)).id, 'fail');
    await list.getByText('Failed, money returned').waitFor({ timeout: 60_000 });
    await page.getByText('₹2,988.20').first().waitFor({ timeout: 60_000 });
    await screenshot(page, 'inr-withdrawals-360-failed');

    // The bank sends the first, paid withdrawal back days later: all ₹2,011.80 it took returns, once.
    await decidePayout((await onlyPayoutOf(first.id)).id, 'reverse');
    // Days later the customer opens the page again (the list polls only while one is on its way).
    await page.reload();
    await list.getByText('Returned by the bank').waitFor({ timeout: 60_000 });
    await page.getByText('₹5,000.00').first().waitFor({ timeout: 60_000 });
    await screenshot(page, 'inr-withdrawals-360-reversed');
  });
});
