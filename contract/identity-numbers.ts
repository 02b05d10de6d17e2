/**
 * Rules for the Indian identity and bank numbers a customer gives at account setup. Pure and
 * browser-safe: the SPA checks them while typing, the API checks them again.
 */
import { hasValidVerhoeffCheckDigit } from './verhoeff';

/** Digits only: people type Aadhaar grouped as `XXXX XXXX XXXX`. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** 12 digits, never starting with 0 or 1 (UIDAI), last digit a Verhoeff check digit. */
export function isValidAadhaar(value: string): boolean {
  return /^[2-9]\d{11}$/.test(value) && hasValidVerhoeffCheckDigit(value);
}

/** PAN: five letters, four digits, one letter (Income Tax Department format). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** IFSC: four letters (bank), a zero, six letters or digits (branch) — RBI format. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Indian bank account numbers run from 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;

/** A PIN code has six digits and never starts with 0. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

/** Shows only the last four characters: `XXXX XXXX 1234` style masks for responses and screens. */
export function maskLastFour(value: string): string {
  const visible = value.slice(-4);
  return `${'•'.repeat(Math.max(0, value.length - 4))}${visible}`;
}

/** Groups an Aadhaar number as people read it: `2345 6789 0123`. */
export function groupAadhaar(value: string): string {
  return groupInFours(digitsOnly(value).slice(0, 12));
}

/** Groups a masked number (`••••••••0123`) in fours, so it reads like the card: `•••• •••• 0123`. */
export function groupInFours(value: string): string {
  return value.replace(/(.{4})(?=.)/g, '$1 ');
}
