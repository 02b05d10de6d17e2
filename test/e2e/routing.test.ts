/**
 * Where people land: signed-out visitors are sent to sign-in and brought back, signed-in ones reach
 * their wallet, and an unknown address shows a real 404 page.
 */
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../support/identity';
import { mainHeading, useBrowser } from './browser';
import { signInBrowser } from './session';

describe('routing', () => {
  const browser = useBrowser();

  it('sends a signed-out visitor from / to sign-in, remembering where they were going', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login/sign-in');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/wallets/buy-crypto');
    await mainHeading(page, 'Sign in');
    expect(await page.title()).toMatch(/^Sign in/);
  });

  it('from a page of the app, keeps that page for Back', async () => {
    const { page } = browser;
    await page.goto('/info/FAQ');
    await mainHeading(page, 'Frequently asked questions');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top up' }).click();
    await page.waitForURL((url) => url.pathname === '/login/sign-in');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/wallets/top-up');
    await page.goBack();
    await mainHeading(page, 'Frequently asked questions');
  });

  it('replaces a guarded address opened directly, so Back does not bounce to sign-in again', async () => {
    const { page } = browser;
    await page.goto('/info/contacts');
    await mainHeading(page, 'Contacts');
    await page.goto('/wallets/card-deposit');
    await page.waitForURL((url) => url.pathname === '/login/sign-in');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/wallets/card-deposit');
    await page.goBack();
    await mainHeading(page, 'Contacts');
  });

  it.each([
    ['/registration', '/registration/sign-up', 'Create your account'],
    ['/login/', '/login/sign-in', 'Sign in'],
    ['/info', '/info/FAQ', 'Frequently asked questions'],
    ['/wallets', '/login/sign-in', 'Sign in'],
  ])('opens %s, a section without its screen, at its first screen', async (typed, landing, heading) => {
    const { page } = browser;
    await page.goto(typed);
    await page.waitForURL((url) => url.pathname === landing);
    await mainHeading(page, heading);
  });

  it('shows an unknown address as a 404 page with a way home', async () => {
    const { page } = browser;
    await page.goto('/no/such/page');
    await mainHeading(page, 'Page not found');
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/login/sign-in');
  });

  it('lets a signed-in customer in, to account set-up first, and shows their profile from the API', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await signInBrowser(context, customer);
    await page.goto('/');
    // A new customer has not submitted account set-up: the wallets send them there first.
    await page.waitForURL((url) => url.pathname === '/account-setup');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
    await mainHeading(page, 'Your account');
    await page.getByText(customer.email, { exact: true }).waitFor();
    expect(await page.getByText('₹00.00', { exact: true }).isVisible()).toBe(true);
  });
});
