/**
 * The whole account-setup journey in a browser: a new customer types wrong values first and sees each
 * message, then right ones; uploads a 12 MB front image, pauses, reloads, chooses the same file and
 * finishes from the parts S3 already has; submits and is in review; the reviewer approves; the
 * customer's wallet shows them verified.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../support/identity';
import { aadhaarNumber, bankAccountNumber, panNumber, withWrongCheckDigit } from '../support/kyc-samples';
import {
  approveOpenApplication,
  fieldMessage,
  fillBank,
  fillIdentity,
  fillNumbers,
  openApplicationFromQueue,
  reviewerPage,
  smallPng,
  twelveMegabyteScan,
} from './account-setup-steps';
import { closeContext, mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';

const PARTS = /[?&]partNumber=/;

describe('account setup journey', () => {
  const browser = useBrowser();

  it('from wrong values to a verified wallet, resuming a 12 MB upload after a reload', {
    timeout: 480_000,
  }, async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await signInBrowser(context, customer);
    const aadhaar = aadhaarNumber();
    const pan = panNumber();
    const account = bankAccountNumber();

    await page.goto('/account-setup');
    await mainHeading(page, 'Set up your account');
    await page.getByRole('heading', { name: 'Your identity' }).waitFor();

    // Wrong values first: each rule speaks next to its field, and focus goes to the first one.
    await fillIdentity(page, { pinCode: '012345', aadhaar: withWrongCheckDigit(aadhaar), pan: 'ABCD1234F' });
    expect(await page.getByLabel('Aadhaar number').inputValue()).toMatch(/^\d{4} \d{4} \d{4}$/);
    await page.getByRole('button', { name: 'Continue to bank account' }).click();
    await page.getByText('A PIN code has 6 digits and does not start with 0').waitFor();
    expect(await fieldMessage(page, 'PIN code')).toContain(
      'A PIN code has 6 digits and does not start with 0',
    );
    expect(await fieldMessage(page, 'Aadhaar number')).toContain(
      'This is not a valid Aadhaar number. Please check the digits',
    );
    expect(await fieldMessage(page, 'PAN')).toContain('A PAN looks like ABCDE1234F');
    expect(await page.getByLabel('PIN code').evaluate((input) => input === document.activeElement)).toBe(
      true,
    );

    // Right values; PAN upper-cased as typed.
    await page.getByLabel('PIN code').fill('560001');
    await fillNumbers(page, { aadhaar, pan });
    expect(await page.getByLabel('PAN').inputValue()).toBe(pan);
    expect(await fieldMessage(page, 'Aadhaar number')).toBe('');

    // The 12 MB front image: part 1 reaches S3, parts 2 and 3 are held until the person pauses.
    const scan = twelveMegabyteScan();
    const held: Route[] = [];
    await page.route(PARTS, async (route) => {
      const request = route.request();
      if (request.method() === 'PUT' && !/[?&]partNumber=1(&|$)/.test(request.url())) held.push(route);
      else await route.continue();
    });
    const firstPart = page.waitForResponse(
      (response) => /[?&]partNumber=1(&|$)/.test(response.url()) && response.request().method() === 'PUT',
    );
    const front = page.getByRole('group', { name: 'Front of your ID' });
    await page.getByLabel('Front of your ID').setInputFiles(scan);
    await front.getByText(/of 12\.0 MB/).waitFor();
    expect((await firstPart).status()).toBe(200);
    await front.getByRole('button', { name: 'Pause' }).click();
    await front.getByText('Upload paused').waitFor();
    expect(await front.getByText(/^5\.0 MB of 12\.0 MB/).isVisible()).toBe(true);

    await page.unroute(PARTS);
    for (const route of held) await route.abort().catch(() => undefined);
    await page.reload();
    await page.getByRole('heading', { name: 'Your identity' }).waitFor();
    // The name and address survive the reload; the identity numbers are never stored, so they are gone.
    expect(await page.getByLabel('Full name (as on your ID)').inputValue()).toBe('Asha Rao');
    expect(await page.getByLabel('PIN code').inputValue()).toBe('560001');
    expect(await page.getByLabel('Aadhaar number').inputValue()).toBe('');
    await front.getByText('stopped before it finished. Choose the same file again').waitFor();

    await page.getByLabel('Front of your ID').setInputFiles(scan);
    await front.getByText('Uploaded.').waitFor({ timeout: 60_000 });
    await front.getByText('1 part already uploaded, not sent again').waitFor();
    const partsResent = Number(await front.getAttribute('data-parts-resent'));
    console.log(`Parts re-sent after the reload: ${partsResent} (1 of 3 reused from S3)`);
    expect(partsResent).toBe(2);

    const back = page.getByRole('group', { name: 'Back of your ID' });
    await page.getByLabel('Back of your ID').setInputFiles({
      name: 'aadhaar-back.png',
      mimeType: 'image/png',
      buffer: await smallPng(page, 'Back of ID'),
    });
    await back.getByText('Uploaded.').waitFor();
    expect(await back.getByRole('img').getAttribute('src')).toMatch(/^blob:/);

    await fillNumbers(page, { aadhaar, pan });
    await page.getByRole('button', { name: 'Continue to bank account' }).click();

    // Bank details: wrong IFSC and a confirmation that does not match; no pasting into it.
    await page.getByRole('heading', { name: 'Your bank account' }).waitFor();
    await fillBank(page, {
      account,
      confirmation: `${account.slice(0, -1)}${(Number(account.at(-1)) + 1) % 10}`,
      ifsc: 'SBIN1234567',
    });
    const confirmation = page.getByLabel('Confirm account number');
    await confirmation.dispatchEvent('paste');
    await page.getByText('Pasting is off here.').waitFor();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByText('The account numbers do not match').waitFor();
    expect(await fieldMessage(page, 'Confirm account number')).toContain('The account numbers do not match');
    expect(await fieldMessage(page, 'IFSC')).toContain('An IFSC has 11 characters');
    await fillBank(page, { account, confirmation: account, ifsc: 'SBIN0001234' });
    expect(await page.getByLabel('IFSC').inputValue()).toBe('SBIN0001234');
    await page.getByRole('button', { name: 'Continue to review' }).click();

    // Review: numbers masked until the person asks to see them.
    await page.getByRole('heading', { name: 'Check and submit' }).waitFor();
    const review = page.locator('form');
    expect(await review.textContent()).not.toContain(aadhaar.slice(0, 8));
    expect(await review.textContent()).toContain(aadhaar.slice(-4));
    await page.getByRole('button', { name: 'Show numbers' }).click();
    expect(await review.textContent()).toContain(`${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)}`);
    expect(await review.textContent()).toContain(account);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('heading', { name: 'Thank you. Your details are in review' }).waitFor();

    await page.goto('/account');
    await page.getByRole('heading', { name: 'Identity verification' }).waitFor();
    const verification = page.locator('section', {
      has: page.getByRole('heading', { name: 'Identity verification' }),
    });
    await verification.getByText('In review').waitFor();
    expect(await verification.textContent()).toContain(aadhaar.slice(-4));
    expect(await verification.textContent()).not.toContain(aadhaar.slice(0, 8));

    // The reviewer opens the application and approves it.
    const contextBrowser = context.browser();
    if (!contextBrowser) throw new Error('No browser behind the context');
    const reviewer = await reviewerPage(contextBrowser);
    try {
      await openApplicationFromQueue(reviewer.page, customer.email);
      await reviewer.page
        .getByText(`${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`)
        .waitFor();
      await approveOpenApplication(reviewer.page);
    } finally {
      await closeContext(reviewer.context);
    }

    // The customer's wallet: verified, the status banner gone, buying no longer held back by KYC.
    await page.goto('/wallets/buy-crypto');
    await mainHeading(page, 'Buy crypto');
    expect(await page.getByText('Your identity check is under review').count()).toBe(0);
    await page.goto('/account');
    await verification.getByText('Verified').waitFor();
  });
});
