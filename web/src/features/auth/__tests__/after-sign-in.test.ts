import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from '../utils/after-sign-in';

const destinationFor = (search: string) => destinationAfterSignIn(new URLSearchParams(search));

describe('destinationAfterSignIn', () => {
  it('goes to the step of a flow before the page the person came from', () => {
    expect(destinationFor('step=%2Fwallets%2Ftop-up&from=%2Faccount')).toBe('/wallets/top-up');
  });

  it('offers the transaction PIN first on the way to account set-up (the first sign-in)', () => {
    expect(destinationFor('step=%2Faccount-setup')).toBe(
      '/registration/two-factor-auth?step=%2Faccount-setup',
    );
  });

  it('goes back to `from`, else to /', () => {
    expect(destinationFor('from=%2Faccount%3Ftab%3Dsecurity')).toBe('/account?tab=security');
    expect(destinationFor('')).toBe('/');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses %s as a step or a from',
    (target) => {
      expect(destinationFor(new URLSearchParams({ step: target }).toString())).toBe('/');
      expect(destinationFor(new URLSearchParams({ from: target }).toString())).toBe('/');
    },
  );
});
