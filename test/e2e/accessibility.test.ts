/**
 * axe-core, the rules browsers' accessibility tools run, finds nothing on the screens a signed-in
 * customer uses, on a phone and on a laptop. Its experimental label-in-name rule is on too: a control
 * whose visible words are not in its name cannot be spoken to by voice control (WCAG 2.5.3).
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buyerWith } from '../support/buying';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const SCREENS = [
  { path: '/wallets/buy-crypto', heading: 'Buy crypto' },
  { path: '/wallets/top-up', heading: 'Top up your INR wallet' },
  { path: '/wallets/card-deposit', heading: 'Deposit by card' },
  { path: '/wallets/withdraw-inr', heading: 'Withdraw INR' },
  { path: '/wallets/withdraw-usdt', heading: 'Withdraw USDT' },
  { path: '/account', heading: 'Your account' },
];
const WIDTHS = [390, 1280];

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { rules: { 'label-content-name-mismatch': { enabled: true } } });
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  });
  return violations.flatMap(({ id, help, nodes }) =>
    nodes.map(({ target }) => `${id} (${help}): ${target.join(' ')}`),
  );
}

describe('accessibility of the signed-in screens', () => {
  const browser = useBrowser();

  it.each(WIDTHS)('axe finds no violation at %i px', { timeout: 180_000 }, async (width) => {
    const { page, context } = browser;
    await signInBrowser(context, await buyerWith('2500'));
    await page.setViewportSize({ width, height: 800 });
    const found: Record<string, string[]> = {};
    for (const { path, heading } of SCREENS) {
      await page.goto(path);
      await mainHeading(page, heading);
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
  });
});
