import { describe, expect, it } from 'vitest';
import { paths, safeReturnPath } from '../paths';

describe('paths', () => {
  it('builds the sign-in link with the page to return to', () => {
    expect(paths.login.signIn.getHref('/wallets/buy-crypto?amount=500')).toBe(
      '/login/sign-in?from=%2Fwallets%2Fbuy-crypto%3Famount%3D500',
    );
    expect(paths.login.signIn.getHref()).toBe('/login/sign-in');
  });
});

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnPath('/wallets/top-up?method=upi')).toBe('/wallets/top-up?method=upi');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a control character', '/wallets\n'],
    ['nothing', null],
  ])('refuses %s', (_, from) => {
    expect(safeReturnPath(from, '/fallback')).toBe('/fallback');
  });
});
