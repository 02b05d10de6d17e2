/**
 * The sign-in and registration forms: labelled fields that password managers understand, errors
 * tied to their fields, and a show/hide password toggle.
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

  it('asks for a new password on sign-up', async () => {
    const { page } = browser;
    await page.goto('/registration/sign-up');
    await mainHeading(page, 'Create your account');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('autocomplete')).toBe(
      'new-password',
    );
    expect(await page.getByRole('button', { name: 'Show password' }).isVisible()).toBe(true);
  });
});
