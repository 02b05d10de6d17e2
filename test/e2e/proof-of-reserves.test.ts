/**
 * Proof of reserves in the browser: a customer with ₹1,234.50 opens Account, and their browser checks
 * their leaf and path against the root the public route published: "Verified". When one balance of the
 * proof is changed on its way (the answer intercepted), the same check says it does not match. The
 * public page shows the same root and totals, at 360 px.
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { signUpAndSignIn } from '../support/identity';
import { creditInr, publishReservesNow } from '../support/proof-of-reserves';
import { mainHeading, SCREEN_WAIT, useBrowser } from './browser';
import { signInBrowser } from './session';
import { noSidewaysScroll } from './wallet-screens';

describe('proof of reserves in the browser', () => {
  const browser = useBrowser();

  it('verifies the customer’s balance against the published root, and fails once a balance is changed', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    expect((await callApi('GET', '/me', { token: customer.accessToken })).status).toBe(200);
    await creditInr(customer, 1_234_50n);
    const published = await publishReservesNow();
    await signInBrowser(context, customer);

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/account');
    await mainHeading(page, 'Your account');
    const card = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Your balance in the proof of reserves' }),
    });
    await card.getByText('₹1,234.50').first().waitFor(SCREEN_WAIT);
    await card.getByRole('button', { name: 'Verify in my browser' }).focus();
    await page.keyboard.press('Enter');
    await card
      .getByText(
        `Verified: your ₹1,234.50 and 0.000000 USDT are included in the total published on ${published.date}.`,
      )
      .waitFor(SCREEN_WAIT);
    // The verdict is one line starting with it, as the whole-journey test finds it.
    expect(await card.getByText(/^Verified/).count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);

    // One balance changed in the proof's answer: the leaf no longer hashes to the published root.
    await page.route(
      (url) => url.pathname === '/proof-of-reserves/mine',
      async (route) => {
        const response = await route.fetch();
        const proof = await response.json();
        await route.fulfill({ response, json: { ...proof, leaf: { ...proof.leaf, inr: '1234.51' } } });
      },
    );
    await page.reload();
    await card.getByText('₹1,234.51').first().waitFor(SCREEN_WAIT);
    await card.getByRole('button', { name: 'Verify in my browser' }).click();
    await card
      .getByText('Does not match: Your leaf and path do not lead to the published root.', { exact: false })
      .waitFor(SCREEN_WAIT);
    expect(await card.getByText(/^Verified:/).count()).toBe(0);

    // A newer tree: the one checked above is now listed among those published before.
    const newer = await publishReservesNow();
    await page.goto('/info/proof-of-reserves');
    await mainHeading(page, 'Proof of reserves');
    await page.getByText(newer.root).waitFor(SCREEN_WAIT);
    await page.getByRole('heading', { level: 2, name: 'Published before' }).waitFor(SCREEN_WAIT);
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});
