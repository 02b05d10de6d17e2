/**
 * Account setup (KYC and bank details): the one schema the SPA checks while the customer types and the
 * API checks again on submit. Field paths in its issues are what the form shows messages next to and
 * what a 400 problem's `errors` names.
 */
import * as z from 'zod/mini';
import { KycStatusSchema } from './account';
import {
  BANK_ACCOUNT_PATTERN,
  digitsOnly,
  IFSC_PATTERN,
  isValidAadhaar,
  PAN_PATTERN,
  PIN_CODE_PATTERN,
} from './identity-numbers';
import { indianStatesAndTerritories } from './indian-states';

const text = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter your ${label}`),
      z.maxLength(max, `${label[0]?.toUpperCase()}${label.slice(1)} is too long (at most ${max} characters)`),
    );

/** A person's name as printed on their ID: letters, spaces and . ' - only. */
const personName = (label: string) =>
  text(label, 100).check(z.regex(/^[\p{L}][\p{L} .'-]*$/u, `Use letters only for the ${label}`));

export const AddressSchema = z.strictObject({
  line1: text('address line 1', 120),
  line2: z.optional(z.string().check(z.trim(), z.maxLength(120, 'Address line 2 is too long'))),
  city: text('city', 60),
  state: z.enum(indianStatesAndTerritories, 'Choose a state or union territory from the list'),
  pinCode: z
    .string()
    .check(z.trim(), z.regex(PIN_CODE_PATTERN, 'A PIN code has 6 digits and does not start with 0')),
});

/** Object keys of ID images the customer uploaded through POST /uploads (their own prefix only). */
const UploadedImageKey = z.string().check(z.minLength(1, 'Upload this image'), z.maxLength(1024));

export const KycDetailsSchema = z.strictObject({
  fullName: personName('full name'),
  address: AddressSchema,
  aadhaarNumber: z.pipe(
    z.string().check(z.overwrite(digitsOnly)),
    z.string().check(
      // An empty field asks for the number; each later rule speaks only when the one before it holds.
      z.minLength(1, { error: 'Enter your Aadhaar number', abort: true }),
      z.regex(/^\d{12}$/, { error: 'An Aadhaar number has 12 digits', abort: true }),
      z.refine(isValidAadhaar, 'This is not a valid Aadhaar number. Please check the digits'),
    ),
  ),
  panNumber: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(PAN_PATTERN, 'A PAN looks like ABCDE1234F: five letters, four digits, one letter'),
    ),
  frontImageKey: UploadedImageKey,
  backImageKey: UploadedImageKey,
});

export const BankDetailsSchema = z
  .strictObject({
    accountHolderName: personName('account holder name'),
    accountNumber: z
      .string()
      .check(z.trim(), z.regex(BANK_ACCOUNT_PATTERN, 'An account number has 9 to 18 digits')),
    accountNumberConfirmation: z.string().check(z.trim()),
    ifsc: z
      .string()
      .check(
        z.trim(),
        z.toUpperCase(),
        z.regex(IFSC_PATTERN, 'An IFSC has 11 characters, like SBIN0001234 (the fifth is a zero)'),
      ),
  })
  .check(
    z.refine((bank) => bank.accountNumber === bank.accountNumberConfirmation, {
      message: 'The account numbers do not match',
      path: ['accountNumberConfirmation'],
    }),
  );

/** `PUT /me/account-setup`: submit (or, after a rejection, resubmit) for review. */
export const AccountSetupRequestSchema = z.strictObject({
  kyc: KycDetailsSchema,
  bank: BankDetailsSchema,
});

export type AccountSetupRequest = z.input<typeof AccountSetupRequestSchema>;
export type AccountSetup = z.output<typeof AccountSetupRequestSchema>;

/** `GET /me/account-setup`: what the customer submitted, with every identity number masked. */
export const AccountSetupViewSchema = z.object({
  status: KycStatusSchema,
  submittedAt: z.optional(z.string()),
  decidedAt: z.optional(z.string()),
  /** Why a reviewer rejected the application, in words the customer can act on. */
  rejectionReason: z.optional(z.string()),
  kyc: z.optional(
    z.object({
      fullName: z.string(),
      address: AddressSchema,
      /** Last four digits only, e.g. `••••••••1234`. */
      aadhaarNumberMasked: z.string(),
      panNumberMasked: z.string(),
      frontImageKey: z.string(),
      backImageKey: z.string(),
    }),
  ),
  bank: z.optional(
    z.object({
      accountHolderName: z.string(),
      accountNumberMasked: z.string(),
      ifsc: z.string(),
    }),
  ),
});

export type AccountSetupView = z.infer<typeof AccountSetupViewSchema>;
