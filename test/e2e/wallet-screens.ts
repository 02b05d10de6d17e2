/**
 * What the wallet journeys share: screens saved as PNGs to look at (with WALLET_SCREENSHOTS=<dir>, or
 * always into the folder a journey names), the 360 px layout check, and IST days as the statement's
 * date inputs take them, and a field's problem as a screen reader meets it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function screenshot(
  page: Page,
  name: string,
  { dir = process.env.WALLET_SCREENSHOTS, fullPage = true }: { dir?: string; fullPage?: boolean } = {},
): Promise<void> {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
}

export const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The IST day `offsetDays` from an instant, as a date input takes it (India is UTC+5:30 all year). */
export const istDay = (instant: number, offsetDays: number) =>
  new Date(instant + (5 * 60 + 30) * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * The field labelled `label` says `message` as its problem: in words on screen, tied to the field by
 * aria-describedby and the field marked invalid, so a screen reader reads it with the field.
 */
export async function expectFieldProblem(page: Page, label: string, message: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await page.getByText(message, { exact: true }).waitFor();
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const described = await Promise.all(
    describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  expect(described.join(' ')).toContain(message);
}
