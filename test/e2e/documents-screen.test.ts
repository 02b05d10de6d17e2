/**
 * The Documents section's states, with the list answered from fixtures (the real API's own answer,
 * its CORS headers kept, the body replaced): network error then Retry, paging with Show more, the
 * lock while in review with its reason, PDFs opening in a new tab, a 360 px phone, the keyboard, and
 * an upload in progress cancelled through the delete confirmation.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Document, type DocumentList, documentMessages } from '../../contract/documents';
import { signUpAndSignIn } from '../support/identity';
import { smallPng, twelveMegabyteScan } from './account-setup-steps';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';

const LIST = /\/documents\?/;
const ME = /\/me$/;

function fixture(index: number, change: Partial<Document> = {}): Document {
  return {
    key: `private/user/other/${index}.pdf`,
    name: `bank-statement-${String(index).padStart(2, '0')}.pdf`,
    purpose: 'other',
    contentType: 'application/pdf',
    size: 180_000 + index * 1024,
    uploadedAt: new Date(Date.UTC(2026, 10, 20, 6, index)).toISOString(),
    status: 'uploaded',
    deletable: true,
    ...change,
  };
}

/** The API's real answer with another body: its status line and CORS headers stay right. */
async function answer(route: Route, body: unknown): Promise<void> {
  const response = await route.fetch();
  await route.fulfill({ response, status: 200, json: body });
}

/** Signed links for the fixtures' keys (the real API would rightly refuse keys that are not the caller's). */
async function serveLinks(page: Page): Promise<void> {
  await page.route(/\/uploads\/download-url$/, async (route) => {
    const { key } = route.request().postDataJSON() as { key: string };
    await answer(route, {
      url: `${new URL(page.url()).origin}/fixtures/${key}?X-Amz-Expires=900`,
      expiresIn: 900,
    });
  });
}

/** Pages of `count` documents, 20 a page, with the API's cursor in `next`. */
async function serveDocuments(page: Page, documents: Document[]): Promise<void> {
  await serveLinks(page);
  await page.route(LIST, async (route) => {
    const cursor = Number(new URL(route.request().url()).searchParams.get('cursor') ?? 0);
    const body: DocumentList = {
      documents: documents.slice(cursor, cursor + 20),
      ...(cursor + 20 < documents.length ? { next: String(cursor + 20) } : {}),
    };
    await answer(route, body);
  });
}

async function kycStatus(page: Page, status: 'pending' | 'approved'): Promise<void> {
  await page.route(ME, async (route) => {
    const response = await route.fetch();
    const profile = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...profile, kycStatus: status } });
  });
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

describe('documents section', () => {
  const browser = useBrowser();

  it('shows a network error with Retry, then the list', async () => {
    const { page, context } = browser;
    await signInBrowser(context, await signUpAndSignIn());
    let offline = true;
    await serveLinks(page);
    await page.route(LIST, async (route) => {
      if (offline) await route.abort('internetdisconnected');
      else await answer(route, { documents: [fixture(1)] } satisfies DocumentList);
    });
    await page.goto('/account');
    const section = documentsSection(page);
    const banner = section.getByRole('alert');
    await banner.getByText('Network error', { exact: true }).waitFor({ timeout: 45_000 });
    offline = false;
    await banner.getByRole('button', { name: 'Retry' }).click();
    await section.getByText('bank-statement-01.pdf').waitFor();
    expect(await banner.count()).toBe(0);
  });

  it('pages with Show more; PDFs open in a new tab; it fits a 360 px phone and works by keyboard', {
    timeout: 90_000,
  }, async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await signInBrowser(context, customer);
    await serveDocuments(
      page,
      Array.from({ length: 23 }, (_, index) => fixture(index + 1)),
    );
    await page.goto('/account');
    await mainHeading(page, 'Your account');
    const section = documentsSection(page);
    const rows = section.getByRole('list', { name: 'Your documents' }).getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(20);
    await screenshot(page, 'account-1280');

    const open = rows.first().getByRole('link', { name: 'Open bank-statement-01.pdf (opens in a new tab)' });
    await expect.poll(() => open.getAttribute('href')).toMatch(/^http/);
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toContain('noopener');

    await section.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => rows.count()).toBe(23);
    expect(await section.getByRole('button', { name: 'Show more' }).count()).toBe(0);

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
    expect(await focusedName()).toBe('Open bank-statement-01.pdf (opens in a new tab)');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Download bank-statement-01.pdf');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Replace bank-statement-01.pdf');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Delete bank-statement-01.pdf');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete bank-statement-01.pdf?' });
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
    await signInBrowser(context, await signUpAndSignIn());
    await kycStatus(page, 'pending');
    await serveDocuments(page, [
      fixture(1, {
        key: 'private/user/kyc/kyc-front/1.png',
        name: 'aadhaar-front.png',
        purpose: 'kyc-front',
        contentType: 'image/png',
        status: 'in review',
        deletable: false,
      }),
      fixture(2),
    ]);
    await page.goto('/account');
    const section = documentsSection(page);
    const del = section.getByRole('button', { name: 'Delete aadhaar-front.png' });
    await del.waitFor();
    expect(await del.isDisabled()).toBe(true);
    expect(await section.getByLabel('Replace aadhaar-front.png').isDisabled()).toBe(true);
    expect(await section.getByRole('button', { name: 'Delete bank-statement-02.pdf' }).isDisabled()).toBe(
      true,
    );
    const reason = await del.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reason}"]`).textContent()).toBe(
      'Your details are in review, so these files cannot be changed now.',
    );
    // Looking is still allowed.
    expect(await section.getByRole('button', { name: 'Preview aadhaar-front.png' }).isEnabled()).toBe(true);
    await screenshot(page, 'account-in-review');
  });

  it('after a rejection the files can change again; a refusal by the API is shown in the dialog', async () => {
    const { page, context } = browser;
    await signInBrowser(context, await signUpAndSignIn());
    await page.route(ME, async (route) => {
      const response = await route.fetch();
      const profile = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...profile, kycStatus: 'rejected' } });
    });
    await serveDocuments(page, [fixture(1)]);
    await page.route(/\/documents\/delete$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        status: 409,
        contentType: 'application/problem+json',
        json: { type: 'about:blank', title: 'Conflict', status: 409, detail: documentMessages.submittedFile },
      });
    });
    await page.goto('/account');
    const section = documentsSection(page);
    const del = section.getByRole('button', { name: 'Delete bank-statement-01.pdf' });
    await del.waitFor();
    expect(await del.isEnabled()).toBe(true);
    expect(await section.getByLabel('Replace bank-statement-01.pdf').isEnabled()).toBe(true);
    await del.click();
    const confirm = page.getByRole('dialog', { name: 'Delete bank-statement-01.pdf?' });
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
    await header
      .getByRole('img', { name: `Initials of ${customer.email} (no profile picture yet)` })
      .waitFor();
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
    await header
      .getByRole('img', { name: `Initials of ${customer.email} (no profile picture yet)` })
      .waitFor();
    await page.getByLabel('Choose a profile picture').waitFor();
  });

  it('cancels an upload in progress when the person deletes it, aborting its parts', {
    timeout: 90_000,
  }, async () => {
    const { page, context } = browser;
    await signInBrowser(context, await signUpAndSignIn());
    await page.goto('/account');
    const section = documentsSection(page);
    await section.getByText('No documents yet.').waitFor();

    // Parts after the first are held, so the upload is still running when the person cancels it.
    const held: Route[] = [];
    await page.route(/[?&]partNumber=/, (route) => {
      if (/[?&]partNumber=1(&|$)/.test(route.request().url())) void route.continue();
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
