/**
 * Steps the account-setup journeys share: filling each step of the form as a person does, a large ID
 * scan written to disk (a real file, so choosing it again after a reload is the same file), and a
 * reviewer's browser next to the customer's, finding the application in the queue and approving it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { signInAsReviewer } from '../support/account-setup';
import { mainHeading, SCREEN_WAIT, watchForPageErrors } from './browser';
import { signInBrowser } from './session';

export interface Identity {
  pinCode: string;
  aadhaar: string;
  pan: string;
}

export async function fillIdentity(page: Page, identity: Identity): Promise<void> {
  await page.getByLabel('Full name (as on your ID)').fill('Asha Rao');
  await page.getByLabel('Address line 1').fill('12 MG Road');
  await page.getByLabel('Address line 2 (optional)').fill('Near the clock tower');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State or union territory').selectOption('Karnataka');
  await page.getByLabel('PIN code').fill(identity.pinCode);
  await fillNumbers(page, identity);
}

/** Aadhaar and PAN typed key by key, as the grouping and upper-casing happen while typing. */
export async function fillNumbers(page: Page, identity: Pick<Identity, 'aadhaar' | 'pan'>): Promise<void> {
  await page.getByLabel('Aadhaar number').fill('');
  await page.getByLabel('Aadhaar number').pressSequentially(identity.aadhaar);
  await page.getByLabel('PAN').fill('');
  await page.getByLabel('PAN').pressSequentially(identity.pan.toLowerCase());
}

export interface Bank {
  account: string;
  confirmation: string;
  ifsc: string;
}

export async function fillBank(page: Page, bank: Bank): Promise<void> {
  await page.getByLabel('Account holder name').fill('Asha Rao');
  await page.getByLabel('Account number', { exact: true }).fill(bank.account);
  await page.getByLabel('Confirm account number').fill('');
  await page.getByLabel('Confirm account number').pressSequentially(bank.confirmation);
  await page.getByLabel('IFSC').fill('');
  await page.getByLabel('IFSC').pressSequentially(bank.ifsc.toLowerCase());
}

/** The message shown next to a field and tied to it (aria-invalid, aria-describedby). */
export async function fieldMessage(page: Page, label: string, exact = false): Promise<string> {
  const field = page.getByLabel(label, { exact });
  if ((await field.getAttribute('aria-invalid')) !== 'true') return '';
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ');
  return page.evaluate(
    (list) => list.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
    ids,
  );
}

/** A 12 MiB "scan" on disk: three 5 MiB-or-less parts, and the same bytes when chosen again. */
export function twelveMegabyteScan(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'kyc-scan-')), 'aadhaar-front-scan.pdf');
  writeFileSync(file, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(12 * 1024 * 1024 - 9)]));
  return file;
}

/** A small PNG (a real one, drawn by the browser), for the back image. */
export async function smallPng(page: Page, text: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 300;
    const draw = canvas.getContext('2d');
    if (!draw) return '';
    draw.fillStyle = '#345';
    draw.fillRect(0, 0, 480, 300);
    draw.fillStyle = '#fff';
    draw.font = '32px sans-serif';
    draw.fillText(label, 30, 150);
    return canvas.toDataURL('image/png');
  }, text);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The local reviewer, signed in, in a browser context of its own. */
export async function reviewerPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL: inject('stack').appUrl, viewport });
  context.setDefaultTimeout(SCREEN_WAIT.timeout);
  watchForPageErrors(context);
  await signInBrowser(context, await signInAsReviewer());
  return { page: await context.newPage(), context };
}

/**
 * The reviewer finds the customer's application in the queue and opens it. The queue is oldest first,
 * so applications other tests left pending may fill the first pages: the reviewer pages on.
 */
export async function openApplicationFromQueue(reviewer: Page, email: string): Promise<void> {
  await reviewer.goto('/ops/kyc');
  await mainHeading(reviewer, 'Applications to review');
  const row = reviewer.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await reviewer.getByRole('row').nth(1).waitFor();
  for (let page = 1; (await row.count()) === 0 && page < 20; page += 1) {
    await reviewer.getByRole('button', { name: 'Next page' }).click();
    await reviewer.getByText(`Page ${page + 1}`).waitFor();
  }
  await row.getByRole('link', { name: 'Asha Rao' }).click();
  await mainHeading(reviewer, 'Asha Rao');
}

/** Approves the open application through its confirmation dialog; the reviewer is back at the queue. */
export async function approveOpenApplication(reviewer: Page): Promise<void> {
  await reviewer.getByRole('button', { name: 'Approve', exact: true }).click();
  await reviewer.getByRole('dialog', { name: 'Approve Asha Rao?' }).waitFor();
  await reviewer.getByRole('button', { name: 'Approve application' }).click();
  await reviewer.getByText('Decision recorded').waitFor();
  await mainHeading(reviewer, 'Applications to review');
}
