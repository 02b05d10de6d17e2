import { describe, expect, it } from 'vitest';
import { hasValidVerhoeffCheckDigit, verhoeffCheckDigit } from '../../../contract/verhoeff';
import { aadhaarNumber } from '../../support/kyc-samples';

describe('the Verhoeff check digit', () => {
  it("gives the textbook example's check digit: 236 → 3", () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(hasValidVerhoeffCheckDigit('2363')).toBe(true);
  });

  it('accepts every number whose last digit was computed from the tables', () => {
    for (const body of ['12345', '98765432101', '20000000000', '55555555555', '0'])
      expect(hasValidVerhoeffCheckDigit(`${body}${verhoeffCheckDigit(body)}`), body).toBe(true);
  });

  it('refuses every other last digit', () => {
    const body = '23456789012';
    const right = verhoeffCheckDigit(body);
    for (let digit = 0; digit <= 9; digit += 1)
      expect(hasValidVerhoeffCheckDigit(`${body}${digit}`)).toBe(String(digit) === right);
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
