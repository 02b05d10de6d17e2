/**
 * A session's life in the browser: it survives a reload, refreshes an expired access token without
 * the person noticing, ends on sign-out (here or on every device, the other device's next API call
 * then sends it to sign-in), and a failed fetch offers Retry instead of a dead end.
 */
import { describe, expect, inject, it } from 'vitest';
import { signUpAndSignIn } from '../support/identity';
import { resignWith, signWithStrangerKey } from '../support/tokens';
import { atPath, signInThroughForm, storedSession } from './auth-steps';
import { closeContext, mainHeading, SCREEN_WAIT, useBrowser, watchForPageErrors } from './browser';
import { signInBrowser } from './session';

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('session lifecycle', () => {
  const browser = useBrowser();

  it('keeps the session across a reload', async () => {
    const { page } = browser;
    const customer = await signUpAndSignIn();
    await page.goto('/login/sign-in?from=/account');
    await signInThroughForm(page, customer.email, customer.password);
    await page.getByText(customer.email, { exact: true }).waitFor();
    await page.reload();
    await mainHeading(page, 'Your account');
    await page.getByText(customer.email, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
  });

  it('refreshes an expired access token before calling the API, without the person noticing', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    const issued = nowSeconds() - 20 * 60;
    // Validly signed by the pool's key, but expired five minutes ago.
    const expired = resignWith(customer.accessToken, { iat: issued, exp: issued + 15 * 60 });
    await signInBrowser(context, { ...customer, accessToken: expired });
    await page.goto('/account');
    await mainHeading(page, 'Your account');
    await page.getByText(customer.email, { exact: true }).waitFor();
    const { accessToken } = await storedSession(page);
    expect(accessToken).not.toBe(expired);
    expect(accessToken).not.toBe(customer.accessToken);
    expect(new URL(page.url()).pathname).toBe('/account');
  });

  it("reads the API's clock from its answers, across origins", async () => {
    const { page } = browser;
    const customer = await signUpAndSignIn();
    await page.goto('/info/FAQ');
    await mainHeading(page, 'Frequently asked questions');
    // Chromium hides every header CORS does not expose: without `Date` the SPA would judge the
    // token's expiry by the device's clock alone.
    const date = await page.evaluate(
      async ({ url, token }) =>
        (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).headers.get('date'),
      { url: `${inject('stack').apiUrl}/me`, token: customer.accessToken },
    );
    expect(date).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  });

  it('retries once with a refreshed token when the API refuses one the browser thought valid', async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    const refused = signWithStrangerKey(customer.accessToken);
    await signInBrowser(context, { ...customer, accessToken: refused });
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url() === `${inject('stack').apiUrl}/me`) statuses.push(response.status());
    });
    await page.goto('/account');
    await page.getByText(customer.email, { exact: true }).waitFor();
    expect(statuses).toEqual([401, 200]);
    expect((await storedSession(page)).accessToken).not.toBe(refused);
  });

  it('signs out here from the header: tokens and cached uploads gone, guarded pages send to sign-in', async () => {
    const { page } = browser;
    const customer = await signUpAndSignIn();
    await page.goto('/login/sign-in?from=/account');
    await signInThroughForm(page, customer.email, customer.password);
    await page.getByText(customer.email, { exact: true }).waitFor();
    await page.evaluate(() => localStorage.setItem('wallet.upload.front', '{"uploadId":"u-1"}'));

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await mainHeading(page, 'Sign in');
    await page.getByText('You have signed out.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect((await storedSession(page)).keys).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('wallet.upload.front'))).toBeNull();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);

    await page.goto('/account');
    await atPath(page, '/login/sign-in');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/account');
  });

  it('lets the next person sign in on the same tab right after a sign-out and loads their wallet', async () => {
    const { page } = browser;
    const [first, second] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    await page.goto('/login/sign-in?from=/account');
    await signInThroughForm(page, first.email, first.password);
    await page.getByText(first.email, { exact: true }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();

    // Within SWR's 2 s dedupe window of the first person's /me: the wallet once waited for ever.
    await signInThroughForm(page, second.email, second.password);
    await atPath(page, '/account-setup');
    await mainHeading(page, 'Set up your account');
  });

  it("signs out of all devices: the other browser's next API call sends it to sign-in", async () => {
    const { page: laptop, context } = browser;
    const customer = await signUpAndSignIn();
    const phoneContext = await context.browser()?.newContext({ baseURL: inject('stack').appUrl });
    if (!phoneContext) throw new Error('No second browser context');
    phoneContext.setDefaultTimeout(SCREEN_WAIT.timeout);
    watchForPageErrors(phoneContext);
    const phone = await phoneContext.newPage();
    try {
      for (const page of [laptop, phone]) {
        await page.goto('/login/sign-in?from=/account');
        await signInThroughForm(page, customer.email, customer.password);
        await page.getByText(customer.email, { exact: true }).waitFor();
        // The Account page's last read (the proof of reserves card, loaded after the rest) has been
        // answered: the phone makes no call of its own until the test reloads it.
        await page
          .getByText('Your balance is not in a published proof of reserves yet', { exact: false })
          .or(page.getByRole('button', { name: 'Verify in my browser' }))
          .waitFor();
      }

      await laptop.getByRole('button', { name: 'Sign out of all devices' }).click();
      await mainHeading(laptop, 'Sign in');
      await laptop.getByText('You have signed out on all your devices.').waitFor();
      expect((await storedSession(laptop)).keys).toEqual([]);

      // The phone still holds its tokens; its next API call is refused, and so is its refresh.
      expect((await storedSession(phone)).accessToken).toBeTypeOf('string');
      await phone.reload();
      await atPath(phone, '/login/sign-in');
      expect(new URL(phone.url()).searchParams.get('from')).toBe('/account');
      await phone.getByText('Your session has ended. Please sign in again.').waitFor();
      expect((await storedSession(phone)).keys).toEqual([]);
    } finally {
      await closeContext(phoneContext);
    }
  });

  it("shows 'Network error' with Retry when the app's settings do not load, and Retry recovers", async () => {
    const { page } = browser;
    await page.route('**/config.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/info/FAQ');
    await mainHeading(page, 'Network error');
    await page.unroute('**/config.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await mainHeading(page, 'Frequently asked questions');
  });

  it("shows 'Network error' with Retry when an API call cannot reach the server", async () => {
    const { page, context } = browser;
    const customer = await signUpAndSignIn();
    await signInBrowser(context, customer);
    const api = `${inject('stack').apiUrl}/me`;
    await page.route(api, (route) => route.abort('internetdisconnected'));
    await page.goto('/account');
    const alert = page.getByRole('alert').filter({ hasText: 'Network error' });
    await alert.waitFor();
    await page.unroute(api);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(customer.email, { exact: true }).waitFor();
  });
});
