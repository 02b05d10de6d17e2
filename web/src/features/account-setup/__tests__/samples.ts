/**
 * Identity numbers written out by hand: 234567890124 carries its Verhoeff check digit (4, worked out
 * with the published tables and checked by test/unit/domain/kyc/identity-numbers.test.ts), so any
 * other last digit fails the checksum.
 */
export const validAadhaar = () => '234567890124';

/** The same number with a wrong last digit: the checksum fails. */
export const badChecksumAadhaar = () => '234567890125';
