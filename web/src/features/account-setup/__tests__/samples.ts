/** Valid and invalid identity numbers built with the same Verhoeff tables UIDAI uses. */
import { verhoeffCheckDigit } from '@contract/verhoeff';

export const validAadhaar = (first11 = '23456789012') => `${first11}${verhoeffCheckDigit(first11)}`;

/** The same number with a wrong last digit: the checksum fails. */
export function badChecksumAadhaar(first11 = '23456789012'): string {
  const good = Number(verhoeffCheckDigit(first11));
  return `${first11}${(good + 1) % 10}`;
}
