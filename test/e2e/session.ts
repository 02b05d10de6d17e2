/** Puts a real Cognito session into a browser context, where the SPA's token store looks for it. */
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { writeSession } from '../../web/src/lib/auth/token-store';
import type { SignedInCustomer } from '../support/identity';
import { decodeToken } from '../support/tokens';

/** localStorage entries exactly as the SPA's token store writes them. */
function sessionEntries(customer: SignedInCustomer): [string, string][] {
  const entries = new Map<string, string>();
  const storage = {
    setItem: (key: string, value: string) => void entries.set(key, value),
    getItem: (key: string) => entries.get(key) ?? null,
    removeItem: (key: string) => void entries.delete(key),
  } as Storage;
  const username = String(decodeToken(customer.accessToken).payload.username ?? customer.email);
  writeSession(
    inject('stack').userPoolClientId,
    {
      username,
      idToken: customer.idToken,
      accessToken: customer.accessToken,
      refreshToken: customer.refreshToken,
      clockDrift: 0,
    },
    storage,
  );
  return [...entries];
}

export async function signInBrowser(context: BrowserContext, customer: SignedInCustomer): Promise<void> {
  // Init scripts run in every frame, a sandboxed document preview too, whose opaque origin has no
  // storage: only the app's own pages get the session.
  await context.addInitScript(
    ({ appOrigin, entries }) => {
      if (location.origin !== appOrigin) return;
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    { appOrigin: new URL(inject('stack').appUrl).origin, entries: sessionEntries(customer) },
  );
}
