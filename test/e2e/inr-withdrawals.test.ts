/**
 * Withdrawing INR in the browser: a verified person with ₹5,000 and a PIN sees their verified account
 * masked, types ₹2,000 and sees our fee, its GST and the ₹2,011.80 that leaves the wallet, confirms with
 * the PIN, and sees the withdrawal paid with the bank's UTR once the bank processes it (and the INR
 * wallet's list says it was paid to the bank); a second one the bank fails shows as failed with the
 * money back, and the first, sent back by the bank days later, shows as returned with all it took back.
 * An amount the wallet cannot pay with the fee and GST, one past a limit or past what is left today is
 * said at the amount before the PIN is asked, in the server's words, and exactly what is left is taken.
 * The bank's decisions are the payments sandbox's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerWith } from '../support/buying';
import {
  decidePayout,
  fundPayoutAccount,
  newPayoutsAre,
  onlyPayoutOf,
  withdraw,
  withdrawals,
} from '../support/inr-withdrawals';
import { creditInr } from '../support/proof-of-reserves';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';
import { expectFieldProblem, noSidewaysScroll, screenshot } from './wallet-screens';

const AMOUNT = 'Amount to receive in your bank (₹)';

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

    await page.getByLabel(AMOUNT).fill('2000');
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
    // The INR wallet's list says where the money went, not only that it was paid.
    await page
      .getByRole('list', { name: 'Transactions, newest first' })
      .getByRole('listitem')
      .filter({ hasText: 'Withdrawal to your bank' })
      .getByText('Paid to your bank', { exact: true })
      .waitFor({ timeout: 60_000 });
    await screenshot(page, 'inr-withdrawals-360-paid');

    // A second withdrawal the bank fails: everything it took comes back.
    await page.getByLabel(AMOUNT).fill('1000');
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

  it('says an amount it cannot take at the amount, before the PIN, and takes exactly what is left today', {
    timeout: 180_000,
  }, async () => {
    const { page, context } = browser;
    const customer = await buyerWith('5000');
    await signInBrowser(context, customer);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/wallets/withdraw-inr');
    await mainHeading(page, 'Withdraw INR');
    const amount = page.getByLabel(AMOUNT);
    const dialog = page.getByRole('dialog', { name: 'Confirm with your PIN' });
    await page.getByText('₹5,000.00').first().waitFor();

    // Under the minimum waits for the press: the person may be typing 5000. Pressed by keyboard (Tab to
    // Withdraw, Enter), it asks no PIN and puts the person back on the amount, where the problem is read.
    await amount.fill('50');
    expect(await amount.getAttribute('aria-invalid')).toBeNull();
    await amount.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Withdraw');
    await page.keyboard.press('Enter');
    await expectFieldProblem(page, AMOUNT, 'The least you can withdraw is ₹100.');
    await expect.poll(() => amount.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await dialog.isVisible()).toBe(false);

    // ₹4,990 with the ₹10 fee and ₹1.80 GST is more than the ₹5,000 held.
    await amount.fill('4990');
    await expectFieldProblem(
      page,
      AMOUNT,
      'Your INR wallet holds ₹5,000; this withdrawal takes ₹5,001.80 with our fee and its GST. Withdraw less or add money.',
    );
    await screenshot(page, 'inr-withdrawals-360-over-balance');
    await amount.press('Enter');
    expect(await dialog.isVisible()).toBe(false);

    // Two withdrawals of ₹2,00,000 today took ₹4,00,023.60 with their fees: ₹99,976.40 is left.
    await creditInr(customer, 5_00_000_00n);
    await fundPayoutAccount('500000');
    const today = [await withdraw(customer, '200000'), await withdraw(customer, '200000')];
    for (const answer of today) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    await page.reload();
    await mainHeading(page, 'Withdraw INR');
    await page.getByText(/₹99,976\.40 left today/).waitFor();
    await amount.fill('200000.01');
    await expectFieldProblem(page, AMOUNT, 'The most you can withdraw at once is ₹2,00,000.');
    // A paisa past what is left today, fee and GST included: the server's words, before the PIN.
    await amount.fill('99964.61');
    await expectFieldProblem(
      page,
      AMOUNT,
      'This would pass your daily limit of ₹5,00,000: ₹99,976.40 is left today, fee and GST included.',
    );
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'inr-withdrawals-360-past-daily-limit');

    // Exactly what is left is asked no question and the server takes it.
    await amount.fill('99964.60');
    expect(await amount.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await dialog.getByText(/your INR wallet pays ₹99,976\.40/).waitFor();
    await dialog.getByLabel('Transaction PIN', { exact: true }).fill(customer.pin);
    await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await page.getByText(/₹99,964\.60 is on its way to/).waitFor({ timeout: 60_000 });

    // Paid, so nothing is left in processing for the tests after this one.
    for (const withdrawal of await withdrawals(customer))
      await decidePayout((await onlyPayoutOf(withdrawal.id)).id, 'process');
  });
});
