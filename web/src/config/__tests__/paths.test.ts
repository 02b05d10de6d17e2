import { describe, expect, it } from 'vitest';
import { paths } from '../paths';

describe('paths', () => {
  it('builds the sign-in link with the page to return to', () => {
    expect(paths.login.signIn.getHref({ from: '/wallets/buy-crypto?amount=500' })).toBe(
      '/login/sign-in?from=%2Fwallets%2Fbuy-crypto%3Famount%3D500',
    );
    expect(paths.login.signIn.getHref()).toBe('/login/sign-in');
  });

  it('builds the sign-in link with the next step of registration', () => {
    expect(paths.login.signIn.getHref({ step: '/account-setup' })).toBe(
      '/login/sign-in?step=%2Faccount-setup',
    );
  });
});
