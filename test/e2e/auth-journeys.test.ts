/**
 * The identity journeys a person takes on day one, in headless Chromium against the local stack,
 * with the emailed codes read from the local mailbox: register, confirm, sign in, come back to a deep
 * link, get a wrong password explained, reset a forgotten password.
 */
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient, latestCode, signUpAndSignIn, uniqueEmail } from '../support/identity';
import { atPath, signInThroughForm, storedSession } from './auth-steps';
import { mainHeading, useBrowser } from './browser';

const PASSWORD = 'monsoon-ledger-42';

describe('auth journeys', () => {
  const browser = useBrowser();

  it('signs up, confirms the emailed code, signs in, is offered the PIN and lands on account set-up', async () => {
    const { page } = browser;
    const email = uniqueEmail('journey');
    await page.goto('/registration/sign-up');
    await mainHeading(page, 'Create your account');
    await page.getByText('At least 8 characters.', { exact: false }).waitFor();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    // Terms not accepted yet: the checkbox says so and takes the focus.
    const terms = page.getByRole('checkbox', { name: /I accept the terms and conditions/ });
    await page.getByText('Please accept the terms and conditions to create an account.').waitFor();
    expect(await terms.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(
      await page.getByRole('link', { name: 'terms and conditions', exact: true }).getAttribute('href'),
    ).toBe('/info/terms-and-conditions');
    await terms.check();
    await page.getByRole('button', { name: 'Create account' }).click();

    // The email came along, not retyped; a new code can be asked for after a visible wait.
    await mainHeading(page, 'Confirm your email');
    await atPath(page, '/registration/confirm-sign-up');
    expect(page.url()).not.toContain(encodeURIComponent(email));
    await page.getByText(email, { exact: true }).waitFor();
    expect(await page.getByLabel('Email address').count()).toBe(0);
    const resend = page.getByRole('button', { name: /^Send a new code in \d+ s$/ });
    expect(await resend.isDisabled()).toBe(true);
    await page.getByRole('button', { name: /^Send a new code in (2\d|1\d) s$/ }).waitFor();
    const code = page.getByLabel('Confirmation code');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await code.fill(await latestCode(email));
    await page.getByRole('button', { name: 'Confirm email' }).click();

    await mainHeading(page, 'Sign in');
    expect(new URL(page.url()).searchParams.get('step')).toBe('/account-setup');
    await page.getByText('Your email is confirmed. Sign in to continue.').waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await mainHeading(page, 'Secure your account');
    await page.getByRole('link', { name: 'Skip for now' }).click();
    await atPath(page, '/account-setup');
    expect((await storedSession(page)).accessToken).toBeTypeOf('string');
  });

  it('brings a signed-out visitor back to the guarded page they opened', async () => {
    const { page } = browser;
    const customer = await signUpAndSignIn();
    await page.goto('/account');
    await atPath(page, '/login/sign-in');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/account');
    await signInThroughForm(page, customer.email, customer.password);
    await mainHeading(page, 'Your account');
    await atPath(page, '/account');
    await page.getByText(customer.email, { exact: true }).waitFor();
  });

  it("explains a wrong password in the service's words, tied to the form, with focus on it", async () => {
    const { page } = browser;
    const customer = await signUpAndSignIn();
    await page.goto('/login/sign-in');
    await signInThroughForm(page, customer.email, 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' });
    await alert.waitFor();
    const form = page.getByRole('form', { name: 'Sign in' });
    const describedBy = String(await form.getAttribute('aria-describedby'));
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain(
      'Incorrect username or password.',
    );
    expect(await page.evaluate((id) => document.activeElement?.id === id, describedBy)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login/sign-in');
    expect(await page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
  });

  it('shows progress and blocks a second submit while signing in', async () => {
    const { page } = browser;
    const customer = await signUpAndSignIn();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${inject('stack').cognitoUrl}/**`, async (route) => {
      if (route.request().headers()['x-amz-target']?.endsWith('InitiateAuth')) await held;
      await route.continue();
    });
    await page.goto('/login/sign-in?from=/account');
    await signInThroughForm(page, customer.email, customer.password);
    const pending = page.getByRole('button', { name: 'Signing in…' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await mainHeading(page, 'Your account');
  });

  it('resets a forgotten password with the emailed code, then signs in with the new one', async () => {
    const { page } = browser;
    const customer = await signUpAndSignIn();
    await page.goto('/login/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await mainHeading(page, 'Forgot your password?');
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByRole('button', { name: 'Send reset code' }).click();

    await mainHeading(page, 'Set a new password');
    await page.getByLabel('Reset code').fill(await latestCode(customer.email));
    await page.getByLabel('New password', { exact: true }).fill('new-monsoon-ledger-43');
    await page.getByRole('button', { name: 'Save new password' }).click();

    await mainHeading(page, 'Sign in');
    await page.getByText('Your password has been changed. Sign in with your new password.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('new-monsoon-ledger-43');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await atPath(page, '/account-setup');
  });

  it('answers an unknown email on the forgot-password path exactly like a known one', async () => {
    const { page } = browser;
    const leadFor = async (email: string) => {
      await page.goto('/login/forgot-pass');
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Send reset code' }).click();
      await mainHeading(page, 'Set a new password');
      return String(await page.locator('.auth-layout__lead').textContent()).replace(email, '<email>');
    };
    const known = (await signUpAndSignIn()).email;
    expect(await leadFor(uniqueEmail('nobody'))).toBe(await leadFor(known));
  });

  it('takes an unconfirmed account that signs in to the emailed-code step, then back to where it was going', async () => {
    const { page } = browser;
    const email = uniqueEmail('unconfirmed');
    await cognitoClient().send(
      new SignUpCommand({
        ClientId: inject('stack').userPoolClientId,
        Username: email,
        Password: PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    const firstCode = await latestCode(email);
    await page.goto('/account');
    await signInThroughForm(page, email, PASSWORD);

    await mainHeading(page, 'Confirm your email to sign in');
    await atPath(page, '/login/otp-verification');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/account');
    const freshCode = await latestCode(email);
    expect(freshCode).not.toBe(firstCode);
    await page.getByLabel('Confirmation code').fill(freshCode);
    await page.getByRole('button', { name: 'Confirm email' }).click();

    await mainHeading(page, 'Sign in');
    await page.getByText('Your email is confirmed. Sign in to continue.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await mainHeading(page, 'Your account');
  });

  it('refuses an open redirect: ?step=//evil.example lands on this site', async () => {
    const { page } = browser;
    const customer = await signUpAndSignIn();
    const visitedHosts = new Set<string>();
    page.on('request', (request) => visitedHosts.add(new URL(request.url()).hostname));
    await page.goto('/login/sign-in?step=//evil.example');
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
    });
    await signInThroughForm(page, customer.email, customer.password);
    await atPath(page, '/account-setup');
    // `/` itself only redirects (to the wallets, which send a new customer to set-up).
    expect(seen.every((path) => !path.includes('evil'))).toBe(true);
    expect(new URL(page.url()).origin).toBe(inject('stack').appUrl);
    expect(visitedHosts.has('evil.example')).toBe(false);
  });

  it('sends a signed-in person from sign-in and sign-up on to /', async () => {
    const { page } = browser;
    const customer = await signUpAndSignIn();
    await page.goto('/login/sign-in');
    await signInThroughForm(page, customer.email, customer.password);
    await atPath(page, '/account-setup');
    for (const path of ['/login/sign-in', '/registration/sign-up']) {
      await page.goto(path);
      await atPath(page, '/account-setup');
    }
  });
});
