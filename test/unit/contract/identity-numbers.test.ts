import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_PATTERN,
  groupAadhaar,
  groupInFours,
  IFSC_PATTERN,
  isValidAadhaar,
  maskLastFour,
  PAN_PATTERN,
  PIN_CODE_PATTERN,
} from '../../../contract/identity-numbers';
import { aadhaarNumber, withWrongCheckDigit } from '../../support/kyc-samples';
import { referenceHasValidCheckDigit } from '../../support/verhoeff-reference';

/** Written out by hand: 12 digits, first 2–9, Verhoeff check digit last. */
const validAadhaars = [
  '212345678901',
  '312345678909',
  '412345678902',
  '512345678903',
  '612345678904',
  '712345678908',
  '812345678900',
  '912345678905',
  '234567890124',
];

describe('Aadhaar numbers', () => {
  it('the samples below carry the right Verhoeff check digit', () => {
    for (const sample of [...validAadhaars, '012345678906', '112345678907', '23456789019', '2345678901232'])
      expect(referenceHasValidCheckDigit(sample), sample).toBe(true);
  });

  it('accepts 12 digits starting 2–9 with a Verhoeff check digit', () => {
    for (const sample of validAadhaars) expect(isValidAadhaar(sample), sample).toBe(true);
    for (let sample = 0; sample < 50; sample += 1) expect(isValidAadhaar(aadhaarNumber())).toBe(true);
  });

  it('refuses a number starting with 0 or 1, even with a right check digit', () => {
    expect(isValidAadhaar('012345678906')).toBe(false);
    expect(isValidAadhaar('112345678907')).toBe(false);
  });

  it('refuses a wrong check digit, a wrong length and anything but digits', () => {
    expect(isValidAadhaar('234567890125')).toBe(false);
    expect(isValidAadhaar(withWrongCheckDigit(aadhaarNumber()))).toBe(false);
    expect(isValidAadhaar('23456789019')).toBe(false);
    expect(isValidAadhaar('2345678901232')).toBe(false);
    expect(isValidAadhaar('2345 6789 012')).toBe(false);
  });

  it('groups the digits as people read them', () => {
    expect(groupAadhaar('234567890123')).toBe('2345 6789 0123');
    expect(groupAadhaar('2345-67')).toBe('2345 67');
    expect(groupAadhaar('23456789012345')).toBe('2345 6789 0123');
  });

  it('groups a masked number in fours too, so the account page and the review read like the card', () => {
    expect(groupInFours(maskLastFour('234567890123'))).toBe('•••• •••• 0123');
    expect(groupInFours('XXXXXXXX0123')).toBe('XXXX XXXX 0123');
  });
});

describe('PAN', () => {
  it.each(['ABCPE1234F', 'AAAAA0000A', 'ZZZZZ9999Z'])('accepts %s', (pan) => {
    expect(PAN_PATTERN.test(pan)).toBe(true);
  });
  it.each(['abcpe1234f', 'ABCP1234F', 'ABCPE12345', 'ABCPE1234FF', '1BCPE1234F', 'ABCPE 1234F'])(
    'refuses %s',
    (pan) => expect(PAN_PATTERN.test(pan)).toBe(false),
  );
});

describe('IFSC', () => {
  it.each(['SBIN0001234', 'HDFC0ABC123', 'ICIC0000001'])('accepts %s', (ifsc) => {
    expect(IFSC_PATTERN.test(ifsc)).toBe(true);
  });
  it.each(['SBIN1001234', 'SBI00001234', 'sbin0001234', 'SBIN000123', 'SBIN00012345', 'SBIN0-01234'])(
    'refuses %s (the fifth character is a zero, 11 characters, capitals)',
    (ifsc) => expect(IFSC_PATTERN.test(ifsc)).toBe(false),
  );
});

describe('PIN codes', () => {
  it.each(['560001', '110011', '999999'])('accepts %s', (pin) =>
    expect(PIN_CODE_PATTERN.test(pin)).toBe(true),
  );
  it.each(['060001', '56001', '5600011', '56O001'])('refuses %s', (pin) =>
    expect(PIN_CODE_PATTERN.test(pin)).toBe(false),
  );
});

describe('bank account numbers', () => {
  it('takes 9 to 18 digits', () => {
    expect(BANK_ACCOUNT_PATTERN.test('123456789')).toBe(true);
    expect(BANK_ACCOUNT_PATTERN.test('123456789012345678')).toBe(true);
    expect(BANK_ACCOUNT_PATTERN.test('12345678')).toBe(false);
    expect(BANK_ACCOUNT_PATTERN.test('1234567890123456789')).toBe(false);
    expect(BANK_ACCOUNT_PATTERN.test('12345678A')).toBe(false);
  });
});

describe('masking', () => {
  it('shows the last four characters only, keeping the length', () => {
    expect(maskLastFour('234567890123')).toBe('••••••••0123');
    expect(maskLastFour('ABCPE1234F')).toBe('••••••234F');
    expect(maskLastFour('123456789')).toBe('•••••6789');
  });

  it('never reveals more than four characters of anything', () => {
    for (const value of ['', '1', '1234', '12345'])
      expect(maskLastFour(value).replace(/•/g, '')).toBe(value.slice(-4));
  });
});
