/**
 * The sign-in and registration forms: labelled fields that password managers understand, errors
 * tied to their fields, a show/hide password toggle, and a clear notice while sign-in is not wired.
 */
import { describe, expect, it } from 'vitest';
import { mainHeading, useBrowser } from './browser';

describe('auth forms', () => {
  const browser = useBrowser();

  it('labels the sign-in fields for password managers', async () => {
    const { page } = browser;
    await page.goto('/login/sign-in');
    await mainHeading(page, 'Sign in');
    expect(await page.getByLabel('Email address').getAttribute('autocomplete')).toBe('email');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('autocomplete')).toBe(
      'current-password',
    );
  });

  it('explains empty fields next to them and moves focus to the first', async () => {
    const { page } = browser;
    await page.goto('/login/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const email = page.getByLabel('Email address');
    await page.getByText('Enter your email address.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent).join(' '),
      describedBy.split(' '),
    );
    expect(description).toContain('Enter your email address.');
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it('shows and hides the password on request', async () => {
    const { page } = browser;
    await page.goto('/login/sign-in');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('correct horse');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('says plainly that signing in is coming soon when the details are valid', async () => {
    const { page } = browser;
    await page.goto('/login/sign-in');
    await page.getByLabel('Email address').fill('asha@example.in');
    await page.getByLabel('Password', { exact: true }).fill('correct horse');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signing in is coming soon.', { exact: false }).waitFor();
  });

  it('asks for a new password on sign-up', async () => {
    const { page } = browser;
    await page.goto('/registration/sign-up');
    await mainHeading(page, 'Create your account');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('autocomplete')).toBe(
      'new-password',
    );
    expect(await page.getByLabel('Repeat password', { exact: true }).getAttribute('autocomplete')).toBe(
      'new-password',
    );
  });
});
