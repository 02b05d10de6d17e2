/**
 * What the whole journey's steps share: the walk itself (the person's browser, what the screens told
 * them, numbered screenshots of each step into test-results/journey/<viewport>/), waiting for a screen
 * to come right, coming back to a screen after the outside world acted, the Copy buttons, the PIN
 * dialog, downloads and their CSV rows, and the space between two elements.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { BUYER_PIN } from '../support/buying';
import { uniqueEmail } from '../support/identity';
import { mainHeading, SCREEN_WAIT } from './browser';
import { noSidewaysScroll, screenshot } from './wallet-screens';

/** One person's walk: their browser, what they chose, and the numbered screenshots it leaves. */
export interface Journey {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly viewport: { width: number; height: number };
  readonly email: string;
  /** What the screens told the person, for the statements to match: USDT that left with its network fee. */
  readonly seen: { usdtWithdrawn?: string };
  /**
   * The next numbered screenshot of this walk: the person's window scrolled to what `showing` points at
   * (the top of the page when nothing), or another page (the reviewer's, the mailbox).
   */
  shot(name: string, showing?: Locator | Page): Promise<void>;
  /** Milliseconds spent taking the screenshots so far. */
  screenshotsTook(): number;
}

const isLocator = (value: Locator | Page): value is Locator => 'scrollIntoViewIfNeeded' in value;

export function newJourney(
  page: Page,
  context: BrowserContext,
  viewportName: string,
  viewport: { width: number; height: number },
): Journey {
  const dir = join('test-results', 'journey', viewportName);
  rmSync(dir, { recursive: true, force: true });
  let taken = 0;
  let screenshotsMs = 0;
  return {
    page,
    context,
    viewport,
    email: uniqueEmail('journey'),
    seen: {},
    async shot(name, showing) {
      taken += 1;
      const shown = showing === undefined ? page : isLocator(showing) ? showing.page() : showing;
      // Every screen of the walk must fit its width: a phone never scrolls sideways.
      expect(await noSidewaysScroll(shown), `${name} scrolls sideways`).toBe(true);
      const started = Date.now();
      if (showing && isLocator(showing)) await showing.scrollIntoViewIfNeeded();
      else await shown.evaluate(() => window.scrollTo(0, 0));
      // The window as the person sees it, not the whole page: a 4,000 px page picture costs a second.
      await screenshot(shown, `${String(taken).padStart(2, '0')}-${name}`, { dir, fullPage: false });
      screenshotsMs += Date.now() - started;
    },
    screenshotsTook: () => screenshotsMs,
  };
}

/** Waits for what the screen (or the mailbox) shows to come right: it refreshes by itself, every few seconds. */
export const onScreen = <T>(read: () => Promise<T>) => expect.poll(read, SCREEN_WAIT);

export const navigateTo = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();

export const inrBalance = (page: Page) =>
  page.getByRole('status', { name: 'INR balance', exact: true }).first();
export const usdtBalance = (page: Page) =>
  page.getByRole('status', { name: 'USDT balance', exact: true }).first();

/**
 * The person comes back to the app after the outside world acted (their bank paid, the chain confirmed)
 * and opens the screen again: quicker than the seconds the screen's own polling may take to notice, and
 * what was booked must be there at once.
 */
export async function comeBack(page: Page, heading: string): Promise<void> {
  await page.reload();
  await mainHeading(page, heading);
}

/** The clipboard after the person pressed a Copy button: what they paste into their bank or exchange. */
export async function copied(page: Page, button: string): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  await page.getByText('Copied', { exact: true }).first().waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

export async function confirmWithPin(page: Page, confirm: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm with your PIN' });
  await dialog.getByLabel('Transaction PIN', { exact: true }).fill(BUYER_PIN);
  await dialog.getByRole('button', { name: confirm }).click();
}

export async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

/** A CSV's data rows, cut into cells (no cell of these statements holds a comma). */
export const csvRows = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(','));

/** Pixels from the bottom of one element to the top of the next one below it. */
export async function spaceBetween(above: Locator, below: Locator): Promise<number> {
  const [upper, lower] = await Promise.all([above.boundingBox(), below.boundingBox()]);
  if (!upper || !lower) throw new Error('Both elements must be on screen');
  return lower.y - (upper.y + upper.height);
}
