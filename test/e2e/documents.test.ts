/**
 * My documents in a browser: a person uploads a file, previews, replaces and deletes it, sets a
 * profile picture (the header shows it), submits KYC, and then finds the submitted ID image locked,
 * in the screen and at the API; the reviewer sees the copies made on submit, drawn as images.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { documentMessages } from '../../contract/documents';
import { putObject, submit, userIdOf } from '../support/account-setup';
import { callApi } from '../support/api';
import { signUpAndSignIn } from '../support/identity';
import { accountSetupRequest } from '../support/kyc-samples';
import { reviewerPage, smallPng } from './account-setup-steps';
import { closeContext, mainHeading, SCREEN_WAIT, useBrowser } from './browser';
import { signInBrowser } from './session';

/** Whether an <img> has drawn real pixels (a broken or expired link leaves it at 0). */
const drawn = (image: Locator) =>
  image.evaluate(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
  );

async function waitUntilDrawn(image: Locator): Promise<void> {
  await image.waitFor();
  await expect.poll(() => drawn(image), SCREEN_WAIT).toBe(true);
}

const documentsOf = (page: Page) => page.getByRole('list', { name: 'Your documents' });
const row = (page: Page, text: string) => documentsOf(page).getByRole('listitem').filter({ hasText: text });

describe('my documents', () => {
  const browser = useBrowser();

  it('upload, preview, replace, delete, a profile picture, then submitted images are locked and the reviewer sees the copies', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await signInBrowser(context, customer);

    await page.goto('/account');
    await mainHeading(page, 'Your account');
    const documents = page.locator('section', { has: page.getByRole('heading', { name: 'Documents' }) });
    await documents.getByText('No documents yet.').waitFor();

    // Upload a document: it appears with the name it had on the person's device, type, size, IST time
    // and status.
    await page.getByLabel('Upload a document').setInputFiles({
      name: 'rent-receipt.png',
      mimeType: 'image/png',
      buffer: await smallPng(page, 'Rent receipt'),
    });
    await documents.getByText('Uploaded.', { exact: true }).waitFor();
    const other = row(page, 'Other document');
    await other.getByText('rent-receipt.png').waitFor();
    expect(await other.textContent()).toContain('PNG image');
    expect(await other.textContent()).toMatch(/\d+ KB/);
    expect(await other.textContent()).toMatch(/\d{4}, \d{1,2}:\d{2} [ap]m IST/);
    await other.getByText('Uploaded', { exact: true }).waitFor();

    // Preview: the image in a dialog, through its signed link; Escape closes it.
    await other.getByRole('button', { name: 'Preview rent-receipt.png' }).click();
    const preview = page.getByRole('dialog', { name: 'rent-receipt.png' });
    await waitUntilDrawn(preview.getByRole('img', { name: 'Preview of rent-receipt.png' }));
    expect(await preview.getByRole('img').getAttribute('src')).toMatch(/^http/);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    // Download saves the file under its name, with the same bytes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      other.getByRole('button', { name: 'Download rent-receipt.png' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rent-receipt.png');

    // Replace it with a signed PDF: one document remains, now the PDF, which opens in a new tab.
    await other.getByLabel('Replace rent-receipt.png').setInputFiles({
      name: 'rent-receipt-signed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await other.getByText('PDF document').waitFor();
    await expect.poll(() => other.count(), SCREEN_WAIT).toBe(1);
    const open = other.getByRole('link', { name: 'Open rent-receipt-signed.pdf (opens in a new tab)' });
    await expect.poll(() => open.getAttribute('href'), SCREEN_WAIT).toMatch(/^http/);
    expect(await open.getAttribute('rel')).toContain('noopener');

    // Delete, after confirming in a dialog that starts on the safe choice.
    await other.getByRole('button', { name: 'Delete rent-receipt-signed.pdf' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete rent-receipt-signed.pdf?' });
    await confirm.waitFor();
    expect(
      await confirm.getByRole('button', { name: 'Keep it' }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await confirm.getByRole('button', { name: 'Delete file' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await documents.getByText('No documents yet.').waitFor();
    expect(await other.count()).toBe(0);

    // A profile picture: on the account page and in the header.
    await page.getByLabel('Choose a profile picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await smallPng(page, 'AR'),
    });
    await page.getByText('Your profile picture is saved.').waitFor();
    const avatarName = `Avatar of ${customer.email}`;
    await waitUntilDrawn(page.locator('main').getByRole('img', { name: avatarName }));
    await waitUntilDrawn(page.locator('header').getByRole('img', { name: avatarName }));
    await page.getByLabel('Change profile picture').waitFor();

    // KYC submitted through the API with two real images under the person's own prefix.
    const userId = userIdOf(customer);
    const keys = {
      front: `private/${userId}/kyc/kyc-front/${randomUUID()}.png`,
      back: `private/${userId}/kyc/kyc-back/${randomUUID()}.png`,
    };
    await putObject(keys.front, await smallPng(page, 'Front of ID'), 'image/png');
    await putObject(keys.back, await smallPng(page, 'Back of ID'), 'image/png');
    const submitted = await submit(customer, accountSetupRequest(keys));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    // The submitted front image: in review, Replace and Delete off, with the reason read out with them.
    await page.reload();
    await mainHeading(page, 'Your account');
    const front = row(page, 'Front of ID').filter({ hasText: 'In review' }).first();
    await front.waitFor();
    const del = front.getByRole('button', { name: /^Delete / });
    expect(await del.isDisabled()).toBe(true);
    // Until the profile has loaded the screen says it is still checking; then it says why.
    await expect
      .poll(
        async () => page.locator(`[id="${await del.getAttribute('aria-describedby')}"]`).textContent(),
        SCREEN_WAIT,
      )
      .toContain('in review');
    expect(await front.getByLabel(/^Replace /).isDisabled()).toBe(true);
    // The copy the reviewer sees is listed too, and locked the same way.
    await row(page, 'Copy sent for review').first().waitFor();

    // The API refuses as well, in its own words.
    const refused = await callApi('POST', '/documents/delete', {
      token: customer.accessToken,
      body: { key: keys.front },
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain(documentMessages.submittedFile);

    // The reviewer opens the application: both images are the review copies, and they load.
    const contextBrowser = context.browser();
    if (!contextBrowser) throw new Error('No browser behind the context');
    const reviewer = await reviewerPage(contextBrowser);
    try {
      await reviewer.page.goto(`/ops/kyc/${userId}`);
      await mainHeading(reviewer.page, 'Asha Rao');
      for (const label of ['Front of ID', 'Back of ID']) {
        const image = reviewer.page.getByRole('img', { name: label, exact: true });
        await waitUntilDrawn(image);
        expect(await image.getAttribute('src')).toContain('/kyc-review/');
      }
    } finally {
      await closeContext(reviewer.context);
    }
  });
});
