/** With WALLET_SCREENSHOTS=<dir>, browser journeys also save their screens as PNGs to look at. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.WALLET_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** True when the page fits its width (no sideways scrolling on a phone). */
export const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
