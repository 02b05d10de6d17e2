/**
 * Each screen is its own chunk: a spinner shows while it downloads, and a chunk that fails to
 * download shows 'Loading chunk failed' with a Retry that works once the network is back. A screen
 * behind sign-in is downloaded only by someone signed in: a signed-out visitor to its address gets
 * sign-in and nothing of the screen.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mainHeading, useBrowser } from './browser';

describe('screen chunks', () => {
  const browser = useBrowser();

  it('shows a full-screen spinner while the first screen loads', async () => {
    const { page } = browser;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested: () => void = () => {};
    const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route('**/assets/faq-screen-*.js', async (route: Route) => {
      requested();
      await held;
      await route.continue();
    });

    await page.goto('/info/FAQ', { waitUntil: 'commit' });
    await chunkRequested;
    const spinner = page.getByRole('status', { name: 'Loading…' });
    await spinner.waitFor();
    release();
    await mainHeading(page, 'Frequently asked questions');
    await spinner.waitFor({ state: 'detached' });
  });

  it('offers Retry when the first screen fails to load, and Retry brings it', async () => {
    const { page } = browser;
    await page.route('**/assets/contacts-screen-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/info/contacts');
    await mainHeading(page, 'Loading chunk failed');
    // The shell stays usable around the failure.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);

    await page.unroute('**/assets/contacts-screen-*.js');
    await page.getByRole('button', { name: 'Retry' }).click();
    await mainHeading(page, 'Contacts');
    expect(new URL(page.url()).pathname).toBe('/info/contacts');
  });

  it('offers Retry when a screen fails to load during in-app navigation', async () => {
    const { page } = browser;
    await page.goto('/info/FAQ');
    await mainHeading(page, 'Frequently asked questions');
    await page.route('**/assets/privacy-screen-*.js', (route) => route.abort('connectionreset'));

    await page
      .getByRole('navigation', { name: 'Information' })
      .getByRole('link', { name: 'Privacy policy' })
      .click();
    await mainHeading(page, 'Loading chunk failed');

    await page.unroute('**/assets/privacy-screen-*.js');
    await page.getByRole('button', { name: 'Retry' }).click();
    await mainHeading(page, 'Privacy policy');
  });

  it('sends a signed-out visitor of a wallet screen to sign-in without downloading the screen', async () => {
    const { page } = browser;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/wallets/buy-crypto');
    await mainHeading(page, 'Sign in');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => path.includes('sign-in-screen-'))).toBe(true);
    const behindSignIn = scripts.filter((path) =>
      /\/(buy-crypto-route|wallet-access-gate|withdraw-usdt-screen|account-route)-/.test(path),
    );
    expect(behindSignIn).toEqual([]);
  });
});
