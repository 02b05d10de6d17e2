/**
 * What the wallet journeys share: screens saved as PNGs to look at (with WALLET_SCREENSHOTS=<dir>, or
 * always into the folder a journey names), the 360 px layout check, and IST days as the statement's
 * date inputs take them.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

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
