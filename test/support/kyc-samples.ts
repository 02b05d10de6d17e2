/**
 * Valid (and deliberately broken) Indian identity numbers for tests, built from the rules themselves:
 * every Aadhaar number gets its Verhoeff check digit from the test's own reference, not from the
 * product's tables, so a mistake in those cannot make the samples agree with it.
 * Random, so each test's customer has numbers no other account has claimed.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { AccountSetupRequest } from '../../contract/account-setup';
import { referenceCheckDigit } from './verhoeff-reference';

const digits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');
const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(26))).join('');

/** 12 digits, first 2–9, last the Verhoeff check digit. */
export function aadhaarNumber(): string {
  const body = `${randomInt(2, 10)}${digits(10)}`;
  return `${body}${referenceCheckDigit(body)}`;
}

/** The same number with its check digit changed: right shape, wrong checksum. */
export function withWrongCheckDigit(aadhaar: string): string {
  const last = Number(aadhaar.at(-1));
  return `${aadhaar.slice(0, -1)}${(last + 1) % 10}`;
}

export const panNumber = () => `${letters(3)}P${letters(1)}${digits(4)}${letters(1)}`;
export const bankAccountNumber = () => `${randomInt(1, 10)}${digits(11)}`;

/** Keys as the upload API hands them out: `private/{userId}/kyc/{purpose}/{id}.{ext}`. */
export const kycImageKeys = (userId: string) => ({
  front: `private/${userId}/kyc/kyc-front/${randomUUID()}.jpg`,
  back: `private/${userId}/kyc/kyc-back/${randomUUID()}.png`,
});

export function accountSetupRequest(
  images: { front: string; back: string },
  numbers: { aadhaar?: string; pan?: string; account?: string } = {},
): AccountSetupRequest {
  const account = numbers.account ?? bankAccountNumber();
  return {
    kyc: {
      fullName: 'Asha Rao',
      address: {
        line1: '12 MG Road',
        line2: 'Near the clock tower',
        city: 'Bengaluru',
        state: 'Karnataka',
        pinCode: '560001',
      },
      aadhaarNumber: numbers.aadhaar ?? aadhaarNumber(),
      panNumber: numbers.pan ?? panNumber(),
      frontImageKey: images.front,
      backImageKey: images.back,
    },
    bank: {
      accountHolderName: 'Asha Rao',
      accountNumber: account,
      accountNumberConfirmation: account,
      ifsc: 'SBIN0001234',
    },
  };
}
