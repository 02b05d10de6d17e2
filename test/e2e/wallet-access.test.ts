/**
 * What a signed-in customer may do depends on their account: set-up first, then wallets whose money
 * actions wait for an approved identity check; and the transaction PIN, set and changed by them.
 */
import { describe, expect, it } from 'vitest';
import { reviewerDecides, submittedApplication } from '../support/account-setup';
import { signUpAndSignIn } from '../support/identity';
import { atPath } from './auth-steps';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';

describe('wallet access and transaction PIN', () => {
  const browser = useBrowser();

  it('sends a customer who has not submitted account set-up from the wallets to set-up', async () => {
    const { page, context } = browser;
    await signInBrowser(context, await signUpAndSignIn());
    await page.goto('/wallets/top-up');
    await atPath(page, '/account-setup');
  });

  it('shows a pending customer the wallets with a status banner and the buy action off', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await submittedApplication(customer);
    await signInBrowser(context, customer);

    await page.goto('/wallets/buy-crypto');
    await mainHeading(page, 'Buy crypto');
    await page.getByText('Your identity check is under review').waitFor();
    await page.getByText('Buying opens once your identity is verified').waitFor();
    expect(await page.getByRole('button', { name: 'Buy USDT' }).count()).toBe(0);
  });

  it('tells a rejected customer what to do, with a link back to set-up', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await submittedApplication(customer);
    await reviewerDecides(customer, { decision: 'reject', reason: 'The PAN on the card does not match.' });
    await signInBrowser(context, customer);

    await page.goto('/wallets/card-deposit');
    await mainHeading(page, 'Deposit by card');
    await page.getByText('Your identity check was not approved').waitFor();
    await page.getByRole('link', { name: 'account set-up' }).first().click();
    await atPath(page, '/account-setup');
  });

  it('sets a transaction PIN, then changes it only with the current one', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await signInBrowser(context, customer);
    await page.goto('/account');
    await page.getByRole('link', { name: 'Set a PIN' }).click();

    await mainHeading(page, 'Create your transaction PIN');
    await page.getByLabel('Transaction PIN', { exact: true }).fill('123456');
    await page.getByLabel('Repeat PIN', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await page.getByText('This PIN is too easy to guess. Choose another one').waitFor();
    await page.getByLabel('Transaction PIN', { exact: true }).fill('482915');
    await page.getByLabel('Repeat PIN', { exact: true }).fill('482915');
    await page.getByRole('button', { name: 'Save PIN' }).click();

    await mainHeading(page, 'Your account');
    await page.getByText('Your transaction PIN is saved.').waitFor();
    await page.getByRole('link', { name: 'Change PIN' }).click();

    await mainHeading(page, 'Change your transaction PIN');
    const current = page.getByLabel('Current PIN', { exact: true });
    await current.fill('000001');
    await page.getByLabel('New PIN', { exact: true }).fill('905173');
    await page.getByLabel('Repeat new PIN', { exact: true }).fill('905173');
    await page.getByRole('button', { name: 'Change PIN' }).click();
    await page.getByText('The current PIN is wrong').waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(await current.evaluate((input) => input === document.activeElement)).toBe(true);

    await current.fill('482915');
    await page.getByRole('button', { name: 'Change PIN' }).click();
    await mainHeading(page, 'Your account');
    await page.getByText('Your transaction PIN is saved.').waitFor();
  });
});
