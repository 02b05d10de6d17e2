import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTronAddressText, tronAddressProblem, USDT_TRC20_CONTRACT } from '../../../contract/usdt-trc20';
import { isTronAddress, tronAddressFromHex } from '../../../lambdas/domain/tron/tron-address';

describe('a TRON address checked as typed, in the browser and the server alike', () => {
  it('takes published addresses and refuses one with a character changed', () => {
    expect(isTronAddressText(USDT_TRC20_CONTRACT)).toBe(true);
    expect(isTronAddressText('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL')).toBe(true);
    expect(isTronAddressText('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM')).toBe(false);
    expect(isTronAddressText('0x1234')).toBe(false);
  });

  it('agrees with the server’s library check on any 20-byte account and any one-character change', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.nat(33), (account, at) => {
        const address = tronAddressFromHex(Buffer.from(account).toString('hex')) ?? '';
        expect(isTronAddressText(address)).toBe(true);
        const changed = `${address.slice(0, at)}${address[at] === 'z' ? 'y' : 'z'}${address.slice(at + 1)}`;
        expect(isTronAddressText(changed)).toBe(isTronAddress(changed));
      }),
      { seed: 20261126, numRuns: 300 },
    );
  });

  it('says what is wrong with an address that is not one, never "it starts with T" to one that does', () => {
    expect(tronAddressProblem('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL')).toBeUndefined();
    expect(tronAddressProblem('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM')).toBe(
      "This address's check characters do not match: one character is mistyped or two are swapped. Copy it again from where you got it.",
    );
    expect(tronAddressProblem('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqe')).toBe(
      'A TRON address has 34 characters; this one has 33. Check that you copied the whole address.',
    );
    expect(tronAddressProblem('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYq0l')).toMatch(
      /^A TRON address never contains "0", "l"/,
    );
    expect(tronAddressProblem('0x1234')).toBe(
      'A TRON address starts with a capital T. Check that you copied the whole address.',
    );
    expect(tronAddressProblem('')).toBe('Enter the TRON address (it starts with T).');
    for (const problem of [
      tronAddressProblem('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM'),
      tronAddressProblem('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqe'),
    ])
      expect(problem).not.toMatch(/starts with T/);
  });
});
