/**
 * The Documents section's states, on files and account states seeded through the real API (uploads,
 * a submitted account set-up, the reviewer's decision): network error then Retry, paging with Show
 * more, the lock while in review with its reason, a refusal by the API shown in the dialog, PDFs
 * opening in a new tab, a 360 px phone, the keyboard, and an upload in progress cancelled through
 * the delete confirmation. The only interceptions cut the network.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { documentMessages } from '@contract/documents';
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reviewerDecides, submit } from '../support/account-setup';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';
import { accountSetupRequest } from '../support/kyc-samples';
import { smallPdf, uploadThroughApi } from '../support/uploads';
import { smallPng, twelveMegabyteScan } from './account-setup-steps';
import { mainHeading, SCREEN_WAIT, useBrowser } from './browser';
import { signInBrowser } from './session';

/** The header's initials, named by the letters shown and then whose they are. */
const initialsOf = (email: string) =>
  new RegExp(
    `^[A-Z0-9]{1,2}: initials of ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(no profile picture yet\\)$`,
  );

const LIST = /\/documents\?/;

const statementName = (index: number) => `bank-statement-${String(index).padStart(2, '0')}.pdf`;

/** Bank statements uploaded through the API, a few at a time, as a person with many files has them. */
async function uploadStatements(customer: SignedInCustomer, indexes: number[]): Promise<void> {
  const inFlight = 4;
  for (let first = 0; first < indexes.length; first += inFlight)
    await Promise.all(
      indexes.slice(first, first + inFlight).map((index) =>
        uploadThroughApi(customer, {
          purpose: 'other',
          fileName: statementName(index),
          contentType: 'application/pdf',
          body: smallPdf(statementName(index)),
        }),
      ),
    );
}

/** Both ID images uploaded through the API under the names they had on the person's phone. */
async function uploadIdImages(page: Page, customer: SignedInCustomer) {
  const [front, back] = await Promise.all([
    uploadThroughApi(customer, {
      purpose: 'kyc-front',
      fileName: 'aadhaar-front.png',
      contentType: 'image/png',
      body: await smallPng(page, 'Front of ID'),
    }),
    uploadThroughApi(customer, {
      purpose: 'kyc-back',
      fileName: 'aadhaar-back.png',
      contentType: 'image/png',
      body: await smallPng(page, 'Back of ID'),
    }),
  ]);
  return { front, back };
}

async function submitAccountSetup(customer: SignedInCustomer, images: { front: string; back: string }) {
  const response = await submit(customer, accountSetupRequest(images));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** With DOCUMENTS_SCREENSHOTS=<dir>, the states are also saved as PNGs to look at. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.DOCUMENTS_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

const documentsSection = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Documents', exact: true }) });

/** The row of a file with its kind: a review copy keeps the original's name, so the name alone is not enough. */
const rowOf = (section: Locator, name: string, kind: string) =>
  section.getByRole('listitem').filter({ hasText: name }).filter({ hasText: kind });

describe('documents section', () => {
  const browser = useBrowser();

  it('shows a network error with Retry, then the list', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await uploadStatements(customer, [1]);
    await signInBrowser(context, customer);
    let offline = true;
    await page.route(LIST, async (route) => {
      if (offline) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto('/account');
    const section = documentsSection(page);
    const banner = section.getByRole('alert');
    await banner.getByText('Network error', { exact: true }).waitFor({ timeout: 45_000 });
    offline = false;
    await banner.getByRole('button', { name: 'Retry' }).click();
    await section.getByText(statementName(1)).waitFor();
    expect(await banner.count()).toBe(0);
  });

  it('pages with Show more; PDFs open in a new tab; it fits a 360 px phone and works by keyboard', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    const indexes = Array.from({ length: 23 }, (_, index) => index + 1);
    await uploadStatements(customer, indexes);
    await signInBrowser(context, customer);
    await page.goto('/account');
    await mainHeading(page, 'Your account');
    const section = documentsSection(page);
    const rows = section.getByRole('list', { name: 'Your documents' }).getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(20);
    await screenshot(page, 'account-1280');

    // S3 lists keys, not names, in order: the first row is whichever statement's key sorts first.
    const first = String(
      await rows
        .first()
        .getByText(/^bank-statement-\d\d\.pdf$/)
        .textContent(),
    );
    const open = rows.first().getByRole('link', { name: `Open ${first} (opens in a new tab)` });
    await expect.poll(() => open.getAttribute('href'), SCREEN_WAIT).toMatch(/^http/);
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toContain('noopener');

    await section.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => rows.count(), SCREEN_WAIT).toBe(23);
    expect(await section.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    const names = await rows.getByText(/^bank-statement-\d\d\.pdf$/).allTextContents();
    expect(names.sort()).toEqual(indexes.map(statementName));

    // Every control in the section has a name a screen reader can read out.
    const unnamed = await section.evaluate((root) =>
      [...root.querySelectorAll('button, a, input')]
        .filter((control) => !(control.getAttribute('aria-label') || control.textContent?.trim()))
        .map((control) => control.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);

    // The keyboard reaches the upload control and the first file's actions in order.
    await section.getByLabel('Upload a document').focus();
    const focusedName = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      );
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(`Open ${first} (opens in a new tab)`);
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(`Download ${first}`);
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(`Replace ${first}`);
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(`Delete ${first}`);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Delete ${first}?` });
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 360, height: 740 });
    await rows.first().scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'account-360');
  });

  it('locks replace and delete while in review, saying why in one line', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await submitAccountSetup(customer, await uploadIdImages(page, customer));
    await uploadStatements(customer, [2]);
    await signInBrowser(context, customer);
    await page.goto('/account');
    const section = documentsSection(page);
    const front = rowOf(section, 'aadhaar-front.png', 'Front of ID');
    const del = front.getByRole('button', { name: 'Delete aadhaar-front.png' });
    const reasonText = async () =>
      page.locator(`[id="${await del.getAttribute('aria-describedby')}"]`).textContent();
    // Until the profile has loaded the screen says it is still checking; then it says why.
    await expect
      .poll(reasonText, SCREEN_WAIT)
      .toBe('Your details are in review, so these files cannot be changed now.');
    expect(await del.isDisabled()).toBe(true);
    expect(await front.getByLabel('Replace aadhaar-front.png').isDisabled()).toBe(true);
    expect(await section.getByRole('button', { name: `Delete ${statementName(2)}` }).isDisabled()).toBe(true);
    // Looking is still allowed.
    expect(await front.getByRole('button', { name: 'Preview aadhaar-front.png' }).isEnabled()).toBe(true);
    await screenshot(page, 'account-in-review');
  });

  it('after a rejection the files can change again; a refusal by the API is shown in the dialog', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    const images = await uploadIdImages(page, customer);
    await submitAccountSetup(customer, images);
    await reviewerDecides(customer, { decision: 'reject', reason: 'The front image is blurred.' });
    await signInBrowser(context, customer);
    await page.goto('/account');
    const section = documentsSection(page);
    const front = rowOf(section, 'aadhaar-front.png', 'Front of ID');
    const del = front.getByRole('button', { name: 'Delete aadhaar-front.png' });
    await del.waitFor();
    await expect.poll(() => del.isEnabled(), SCREEN_WAIT).toBe(true);
    expect(await front.getByLabel('Replace aadhaar-front.png').isEnabled()).toBe(true);
    await del.click();
    const confirm = page.getByRole('dialog', { name: 'Delete aadhaar-front.png?' });
    await confirm.waitFor();
    // Meanwhile the corrected set-up goes in (from another device) with this very image: the API
    // now refuses the delete the screen still offers.
    await submitAccountSetup(customer, images);
    await confirm.getByRole('button', { name: 'Delete file' }).click();
    await confirm.getByRole('alert').getByText(documentMessages.submittedFile).waitFor();
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'hidden' });
  });

  it('refuses a PDF as profile picture, and after Remove the header shows initials again', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await signInBrowser(context, customer);
    await page.goto('/account');
    const header = page.locator('header.app-header');
    await header.getByRole('img', { name: initialsOf(customer.email) }).waitFor();
    await page.getByLabel('Choose a profile picture').setInputFiles({
      name: 'me.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await page.getByText('Choose a JPEG, PNG or HEIC image for your profile picture.').waitFor();
    await page.getByLabel('Choose a profile picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await smallPng(page, 'ME'),
    });
    await page.getByText('Your profile picture is saved.').waitFor();
    await header.getByRole('img', { name: `Avatar of ${customer.email}` }).waitFor();
    await page.getByRole('button', { name: 'Remove profile picture' }).click();
    await page.getByText('Your profile picture is removed.').waitFor();
    await header.getByRole('img', { name: initialsOf(customer.email) }).waitFor();
    await page.getByLabel('Choose a profile picture').waitFor();
  });

  it('cancels an upload in progress when the person deletes it, aborting its parts', async () => {
    const { page, context } = browser;
    await signInBrowser(context, await signUpAndSignIn());
    await page.goto('/account');
    const section = documentsSection(page);
    await section.getByText('No documents yet.').waitFor();

    // Parts after the first are held, so the upload is still running when the person cancels it.
    const held: Route[] = [];
    await page.route(/[?&]partNumber=/, async (route) => {
      if (/[?&]partNumber=1(&|$)/.test(route.request().url())) await route.continue();
      else held.push(route);
    });
    const aborted = page.waitForRequest((request) => request.url().endsWith('/uploads/abort'));
    await section.getByLabel('Upload a document').setInputFiles(twelveMegabyteScan());
    await section.getByText(/of 12\.0 MB/).waitFor();
    await section.getByRole('button', { name: 'Cancel upload' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel the upload of aadhaar-front-scan.pdf?' });
    await confirm.waitFor();
    await screenshot(page, 'cancel-upload-dialog');
    await confirm.getByRole('button', { name: 'Cancel upload' }).click();
    await aborted;
    await section.getByText('Upload was cancelled.').waitFor();
    for (const route of held) await route.abort().catch(() => undefined);
  });
});
