/**
 * Steps the auth journeys share: signing in through the form, reading what the SPA keeps in
 * localStorage, and waiting for a path.
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { mainHeading } from './browser';

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await mainHeading(page, 'Sign in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The Cognito entries the SPA's token store keeps for the last signed-in user. */
export async function storedSession(page: Page): Promise<{ accessToken: string | null; keys: string[] }> {
  const clientId = inject('stack').userPoolClientId;
  return page.evaluate((id) => {
    const prefix = `CognitoIdentityServiceProvider.${id}`;
    const user = localStorage.getItem(`${prefix}.LastAuthUser`);
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(prefix));
    return { accessToken: user ? localStorage.getItem(`${prefix}.${user}.accessToken`) : null, keys };
  }, clientId);
}

/** Resolves once the page's path is `pathname` (the query may differ). */
export const atPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname);
