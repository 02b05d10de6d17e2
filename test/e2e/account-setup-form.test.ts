/**
 * The account-setup form as a person meets it: every control labelled and filled by the browser's
 * autofill where it should (never for identity numbers), the numbers kept out of browser storage,
 * a phone-sized screen without sideways scrolling, the API's field errors put back on their fields,
 * and the status instead of the form once an application is in.
 */
import { describe, expect, it } from 'vitest';
import { submittedApplication } from '../support/account-setup';
import { signUpAndSignIn } from '../support/identity';
import { aadhaarNumber, bankAccountNumber, panNumber } from '../support/kyc-samples';
import { fieldMessage, fillBank, fillIdentity, smallPng } from './account-setup-steps';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';

describe('account setup form', () => {
  const browser = useBrowser();

  async function openForm() {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await signInBrowser(context, customer);
    await page.goto('/account-setup');
    await page.getByRole('heading', { name: 'Your identity' }).waitFor();
    return customer;
  }

  async function uploadBothImages() {
    const { page } = browser;
    for (const side of ['Front', 'Back'] as const) {
      await page.getByLabel(`${side} of your ID`).setInputFiles({
        name: `${side.toLowerCase()}.png`,
        mimeType: 'image/png',
        buffer: await smallPng(page, side),
      });
      await page
        .getByRole('group', { name: `${side} of your ID` })
        .getByText('Uploaded.')
        .waitFor();
    }
  }

  it('labels every field and lets autofill fill the address but never the identity numbers', async () => {
    const { page } = browser;
    await openForm();
    const autocomplete = async (label: string) =>
      page.getByLabel(label, { exact: true }).getAttribute('autocomplete');
    expect(await autocomplete('Full name (as on your ID)')).toBe('name');
    expect(await autocomplete('Address line 1')).toBe('address-line1');
    expect(await autocomplete('Address line 2 (optional)')).toBe('address-line2');
    expect(await autocomplete('City')).toBe('address-level2');
    expect(await autocomplete('State or union territory')).toBe('address-level1');
    expect(await autocomplete('PIN code')).toBe('postal-code');
    expect(await autocomplete('Aadhaar number')).toBe('off');
    expect(await autocomplete('PAN')).toBe('off');
    expect(await page.getByLabel('Aadhaar number').getAttribute('inputmode')).toBe('numeric');
    // The state list is the shared list of 28 states and 8 union territories (and the empty choice).
    expect(await page.getByLabel('State or union territory').locator('option').count()).toBe(37);
    expect(await page.getByText('Indian law requires PAN for crypto services').isVisible()).toBe(true);
    expect(await page.getByText('up to 100 MB').first().isVisible()).toBe(true);
  });

  it('keeps what was typed across steps and reloads, but never Aadhaar, PAN or account numbers', async () => {
    const { page } = browser;
    await openForm();
    const aadhaar = aadhaarNumber();
    const pan = panNumber();
    const account = bankAccountNumber();
    await fillIdentity(page, { pinCode: '560001', aadhaar, pan });
    await uploadBothImages();
    await page.getByRole('button', { name: 'Continue to bank account' }).click();
    await page.getByRole('heading', { name: 'Your bank account' }).waitFor();
    await fillBank(page, { account, confirmation: account, ifsc: 'HDFC0000123' });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Your identity' }).waitFor();
    expect(await page.getByLabel('Aadhaar number').inputValue()).toBe(
      `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`,
    );
    expect(await page.getByLabel('PAN').inputValue()).toBe(pan);

    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).toContain('Near the clock tower');
    expect(stored).toContain('HDFC0000123');
    for (const secret of [aadhaar, pan, account]) expect(stored).not.toContain(secret);

    await page.reload();
    await page.getByRole('heading', { name: 'Your identity' }).waitFor();
    expect(await page.getByLabel('City').inputValue()).toBe('Bengaluru');
    expect(await page.getByLabel('State or union territory').inputValue()).toBe('Karnataka');
    expect(await page.getByLabel('Aadhaar number').inputValue()).toBe('');
    // Both images are still recorded: only the numbers have to be typed again.
    expect(await page.getByText('Uploaded.').count()).toBe(2);
  });

  it('puts a field error from the API back next to its field, on its step', async () => {
    const { page } = browser;
    // Another account already holds this Aadhaar number: only the API can know, and it says so.
    const claimed = (await submittedApplication(await signUpAndSignIn())).kyc.aadhaarNumber;
    await openForm();
    const account = bankAccountNumber();
    await fillIdentity(page, { pinCode: '560001', aadhaar: claimed, pan: panNumber() });
    await uploadBothImages();
    await page.getByRole('button', { name: 'Continue to bank account' }).click();
    await fillBank(page, { account, confirmation: account, ifsc: 'SBIN0001234' });
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByRole('heading', { name: 'Check and submit' }).waitFor();

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('heading', { name: 'Your identity' }).waitFor();
    const refusal = 'This Aadhaar number cannot be used. Contact support if you think this is wrong.';
    await page.getByText(refusal).waitFor();
    expect(await fieldMessage(page, 'Aadhaar number')).toContain(refusal);
    expect(
      await page.getByLabel('Aadhaar number').evaluate((input) => input === document.activeElement),
    ).toBe(true);
  });

  it('takes the person back to the bank step when another customer gave that bank account', async () => {
    const { page } = browser;
    const claimed = (await submittedApplication(await signUpAndSignIn())).bank.accountNumber;
    await openForm();
    await fillIdentity(page, { pinCode: '560001', aadhaar: aadhaarNumber(), pan: panNumber() });
    await uploadBothImages();
    await page.getByRole('button', { name: 'Continue to bank account' }).click();
    await fillBank(page, { account: claimed, confirmation: claimed, ifsc: 'SBIN0009999' });
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByRole('heading', { name: 'Check and submit' }).waitFor();

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('heading', { name: 'Your bank account' }).waitFor();
    const refusal = 'This bank account is linked to another wallet.';
    await page.getByText(refusal, { exact: false }).waitFor();
    expect(await fieldMessage(page, 'Account number', true)).toContain(refusal);
  });

  it('fits a 360 px phone on every step without sideways scrolling', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 360, height: 740 });
    await openForm();
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    await page.getByRole('button', { name: 'Continue to bank account' }).click();
    await page.getByText('Enter your full name').waitFor();
    expect(await fits()).toBe(true);
    const account = bankAccountNumber();
    await fillIdentity(page, { pinCode: '560001', aadhaar: aadhaarNumber(), pan: panNumber() });
    await uploadBothImages();
    await page.getByRole('button', { name: 'Continue to bank account' }).click();
    await page.getByRole('heading', { name: 'Your bank account' }).waitFor();
    expect(await fits()).toBe(true);
    await fillBank(page, { account, confirmation: account, ifsc: 'SBIN0001234' });
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByRole('heading', { name: 'Check and submit' }).waitFor();
    await page.getByRole('button', { name: 'Show numbers' }).click();
    expect(await fits()).toBe(true);
  });

  it('moves through the steps by keyboard alone', async () => {
    const { page } = browser;
    await openForm();
    await page.getByLabel('Full name (as on your ID)').focus();
    await page.keyboard.type('Asha Rao');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('kyc.address.line1');
    // Enter in a field submits the step: the check runs and focus lands on the first problem.
    await page.keyboard.press('Enter');
    await page.getByText('Enter your address line 1').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('kyc.address.line1');
  });

  it('shows the status instead of the form once the application is in review', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await submittedApplication(customer);
    await signInBrowser(context, customer);
    await page.goto('/account-setup');
    await mainHeading(page, 'Set up your account');
    await page.getByRole('heading', { name: 'Your details are in review' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Your identity' }).count()).toBe(0);
  });
});
