import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../redirect';

describe('safeReturnPath', () => {
  it.each([
    '/wallets/top-up?x=1',
    '/',
    '/account/settings#security',
    '/wallets/INR/transactions?cursor=01J%2B',
  ])('keeps the same-site path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['//evil.example', 'a protocol-relative URL'],
    ['https://evil.example', 'an absolute URL'],
    ['/\\evil', 'a backslash that browsers read as //'],
    ['javascript:alert(1)', 'a script URL'],
    ['', 'nothing'],
    ['wallets', 'a relative path without a leading slash'],
    ['/%2F%2Fevil.example', 'an encoded //'],
    ['/%5Cevil', 'an encoded backslash'],
    ['/wallets\n//evil.example', 'a control character'],
    ['/\tevil', 'a tab'],
  ])('refuses %j (%s)', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('answers / when there is no value', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });
});
