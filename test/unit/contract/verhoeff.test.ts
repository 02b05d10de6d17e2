import { describe, expect, it } from 'vitest';
import { hasValidVerhoeffCheckDigit, verhoeffCheckDigit } from '../../../contract/verhoeff';
import { aadhaarNumber } from '../../support/kyc-samples';
import { referenceCheckDigit, referenceHasValidCheckDigit } from '../../support/verhoeff-reference';

/** Check digits printed in published descriptions of the scheme. */
const published = [
  ['236', '3', 'Wikipedia, "Verhoeff algorithm": the worked example'],
  ['1234', '0', 'the NimVerhoeff README: 12340 is valid'],
  ['12345', '1', 'Rosetta Code, "Verhoeff algorithm"'],
  ['123456789012', '0', 'Rosetta Code, "Verhoeff algorithm"'],
  ['1456789', '4', 'CPAN Algorithm::CheckDigits::MXX_006'],
] as const;

describe('the Verhoeff check digit', () => {
  it.each(published)('gives %s the check digit %s (%s)', (body, digit) => {
    expect(verhoeffCheckDigit(body)).toBe(digit);
    expect(hasValidVerhoeffCheckDigit(`${body}${digit}`)).toBe(true);
    // The reference the test samples are built with says the same.
    expect(referenceCheckDigit(body)).toBe(digit);
  });

  it("validates Wikipedia's second example, 1428570", () => {
    expect(hasValidVerhoeffCheckDigit('1428570')).toBe(true);
    expect(referenceHasValidCheckDigit('1428570')).toBe(true);
  });

  it('agrees with the scheme worked out from the dihedral group on 2000 random numbers', () => {
    for (let sample = 0; sample < 2000; sample += 1) {
      const body = String(Math.floor(Math.random() * 10 ** (1 + (sample % 14))));
      expect(verhoeffCheckDigit(body), body).toBe(referenceCheckDigit(body));
    }
  });

  it('refuses every other last digit', () => {
    // 23456789012 → 4 by hand with the published tables.
    for (let digit = 0; digit <= 9; digit += 1)
      expect(hasValidVerhoeffCheckDigit(`23456789012${digit}`)).toBe(digit === 4);
  });

  it('catches every single-digit error in a valid number', () => {
    for (let sample = 0; sample < 20; sample += 1) {
      const valid = aadhaarNumber();
      for (let position = 0; position < valid.length; position += 1) {
        for (let digit = 0; digit <= 9; digit += 1) {
          if (String(digit) === valid[position]) continue;
          const typo = `${valid.slice(0, position)}${digit}${valid.slice(position + 1)}`;
          expect(hasValidVerhoeffCheckDigit(typo), typo).toBe(false);
        }
      }
    }
  });

  it('catches every swap of two different adjacent digits', () => {
    for (let sample = 0; sample < 20; sample += 1) {
      const valid = aadhaarNumber();
      for (let position = 0; position < valid.length - 1; position += 1) {
        if (valid[position] === valid[position + 1]) continue;
        const swapped = `${valid.slice(0, position)}${valid[position + 1]}${valid[position]}${valid.slice(position + 2)}`;
        expect(hasValidVerhoeffCheckDigit(swapped), swapped).toBe(false);
      }
    }
  });

  it('refuses anything that is not digits', () => {
    for (const value of ['', '23a3', '２３６３', '2363 '])
      expect(hasValidVerhoeffCheckDigit(value), value).toBe(false);
  });
});
