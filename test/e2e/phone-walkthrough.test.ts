/**
 * What a walk-through on a 360 px phone showed: the header's tabs stay on one line (customers have
 * four, reviewers five), the reviewer's address reads as one block under its label, every time shown
 * names its zone (IST), and an empty Aadhaar field asks for the number.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submittedApplication, userIdOf } from '../support/account-setup';
import { signUpAndSignIn } from '../support/identity';
import { fieldMessage, reviewerPage } from './account-setup-steps';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';

const PHONE = { width: 360, height: 740 };
// `24 Nov 2026, 1:13 am IST`: a date, a 12-hour time and the zone's name.
const TIME_IN_IST = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) IST/;

async function fitsWithoutSidewaysScrolling(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** Each tab's visible words take one line, and all tabs sit on one row. */
async function navLayout(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => {
    const links = [...nav.querySelectorAll('a')];
    return {
      count: links.length,
      rowTops: new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size,
      labelsOnOneLine: links.every((link) => {
        const label = [...link.querySelectorAll('span')].find((span) => span.offsetParent !== null);
        if (!label) return false;
        const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
        return (
          label.getBoundingClientRect().height < lineHeight * 1.5 && label.scrollWidth <= label.clientWidth
        );
      }),
    };
  });
}

describe('on a 360 px phone', () => {
  const browser = useBrowser();

  it('keeps the header tabs on one line for a customer, with their full names', async () => {
    const { page, context } = browser;
    await signInBrowser(context, await signUpAndSignIn());
    await page.setViewportSize(PHONE);
    await page.goto('/wallets/card-deposit');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Card deposit' }).waitFor();
    expect(await navLayout(page)).toEqual({ count: 5, rowTops: 1, labelsOnOneLine: true });
    expect(await fitsWithoutSidewaysScrolling(page)).toBe(true);
  });

  it('shows a reviewer six tabs on one row, the address as one block and times in IST', {
    timeout: 120_000,
  }, async () => {
    const customer = await signUpAndSignIn();
    await submittedApplication(customer);
    const contextBrowser = browser.context.browser();
    if (!contextBrowser) throw new Error('No browser behind the context');
    const reviewer = await reviewerPage(contextBrowser);
    try {
      const { page } = reviewer;
      await page.setViewportSize(PHONE);
      await page.goto('/ops/kyc');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).waitFor();
      expect(await navLayout(page)).toEqual({ count: 6, rowTops: 1, labelsOnOneLine: true });
      const submitted = page.locator('time').first();
      await submitted.waitFor();
      expect(await submitted.textContent()).toMatch(TIME_IN_IST);

      await page.goto(`/ops/kyc/${userIdOf(customer)}`);
      await mainHeading(page, 'Asha Rao');
      expect(await page.getByText(/Sent on .* by /).textContent()).toMatch(TIME_IN_IST);
      const alignment = await page.locator('address').evaluate((address) => {
        const row = address.closest('div');
        const label = row?.querySelector('dt');
        if (!row || !label) throw new Error('The address is not in a details row');
        return {
          startsUnderItsLabel:
            Math.round(address.getBoundingClientRect().left) ===
            Math.round(label.getBoundingClientRect().left),
          belowItsLabel: address.getBoundingClientRect().top >= label.getBoundingClientRect().bottom,
          textAlign: getComputedStyle(address).textAlign,
        };
      });
      expect(alignment).toEqual({ startsUnderItsLabel: true, belowItsLabel: true, textAlign: 'left' });
      expect(await fitsWithoutSidewaysScrolling(page)).toBe(true);
    } finally {
      await reviewer.context.close();
    }
  });

  it("names the zone of the customer's upload and submission times", async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await submittedApplication(customer);
    await signInBrowser(context, customer);
    await page.setViewportSize(PHONE);
    await page.goto('/account');
    await mainHeading(page, 'Your account');
    const uploaded = page.locator('.document-row time').first();
    await uploaded.waitFor();
    expect(await uploaded.textContent()).toMatch(TIME_IN_IST);
    await page.goto('/account-setup');
    expect(await page.getByText(/^Sent on /).textContent()).toMatch(TIME_IN_IST);
  });

  it('asks for the Aadhaar number when the field is left empty', async () => {
    const { page, context } = browser;
    await signInBrowser(context, await signUpAndSignIn());
    await page.setViewportSize(PHONE);
    await page.goto('/account-setup');
    await page.getByRole('heading', { name: 'Your identity' }).waitFor();
    await page.getByRole('button', { name: 'Continue to bank account' }).click();
    await page.getByText('Enter your Aadhaar number').waitFor();
    expect(await fieldMessage(page, 'Aadhaar number')).toContain('Enter your Aadhaar number');
    expect(await fitsWithoutSidewaysScrolling(page)).toBe(true);
  });
});
