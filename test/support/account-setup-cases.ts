/**
 * One bad value per field rule of the account-setup schema, with the field path the refusal must
 * name. The contract's unit test and the API test both run every case, so the browser's messages
 * and the server's 400s cannot drift apart.
 */
import type { AccountSetupRequest } from '../../contract/account-setup';
import { aadhaarNumber, withWrongCheckDigit } from './kyc-samples';

type Change = (request: AccountSetupRequest) => void;

export interface FieldRuleCase {
  rule: string;
  field: string;
  change: Change;
}

const kyc =
  (change: (details: AccountSetupRequest['kyc']) => void): Change =>
  (request) =>
    change(request.kyc);
const address =
  (change: (details: AccountSetupRequest['kyc']['address']) => void): Change =>
  (request) =>
    change(request.kyc.address);
const bank =
  (change: (details: AccountSetupRequest['bank']) => void): Change =>
  (request) =>
    change(request.bank);

export const fieldRuleCases: FieldRuleCase[] = [
  {
    rule: 'a full name is required',
    field: 'kyc.fullName',
    change: kyc((k) => {
      k.fullName = '  ';
    }),
  },
  {
    rule: 'a full name has letters only',
    field: 'kyc.fullName',
    change: kyc((k) => {
      k.fullName = 'Asha R4o';
    }),
  },
  {
    rule: 'a full name is at most 100 characters',
    field: 'kyc.fullName',
    change: kyc((k) => {
      k.fullName = 'A'.repeat(101);
    }),
  },
  {
    rule: 'address line 1 is required',
    field: 'kyc.address.line1',
    change: address((a) => {
      a.line1 = '';
    }),
  },
  {
    rule: 'address line 2 is at most 120 characters',
    field: 'kyc.address.line2',
    change: address((a) => {
      a.line2 = 'x'.repeat(121);
    }),
  },
  {
    rule: 'a city is required',
    field: 'kyc.address.city',
    change: address((a) => {
      a.city = '';
    }),
  },
  {
    rule: 'the state is one of the list',
    field: 'kyc.address.state',
    change: address((a) => {
      (a as { state: string }).state = 'Atlantis';
    }),
  },
  {
    rule: 'a PIN code has six digits',
    field: 'kyc.address.pinCode',
    change: address((a) => {
      a.pinCode = '56001';
    }),
  },
  {
    rule: 'a PIN code does not start with 0',
    field: 'kyc.address.pinCode',
    change: address((a) => {
      a.pinCode = '060001';
    }),
  },
  {
    rule: 'an Aadhaar number has 12 digits',
    field: 'kyc.aadhaarNumber',
    change: kyc((k) => {
      k.aadhaarNumber = k.aadhaarNumber.slice(0, 11);
    }),
  },
  {
    rule: 'an Aadhaar number does not start with 0 or 1',
    field: 'kyc.aadhaarNumber',
    change: kyc((k) => {
      // A right Verhoeff check digit (4), so only the leading 1 is wrong.
      k.aadhaarNumber = '100000000004';
    }),
  },
  {
    rule: 'an Aadhaar number has a Verhoeff check digit',
    field: 'kyc.aadhaarNumber',
    change: kyc((k) => {
      k.aadhaarNumber = withWrongCheckDigit(aadhaarNumber());
    }),
  },
  {
    rule: 'a PAN looks like ABCDE1234F',
    field: 'kyc.panNumber',
    change: kyc((k) => {
      k.panNumber = 'ABCD12345F';
    }),
  },
  {
    rule: 'the front ID image is required',
    field: 'kyc.frontImageKey',
    change: kyc((k) => {
      k.frontImageKey = '';
    }),
  },
  {
    rule: 'the back ID image is required',
    field: 'kyc.backImageKey',
    change: kyc((k) => {
      k.backImageKey = '';
    }),
  },
  {
    rule: 'an account holder name is required',
    field: 'bank.accountHolderName',
    change: bank((b) => {
      b.accountHolderName = '';
    }),
  },
  {
    rule: 'an account number has at least 9 digits',
    field: 'bank.accountNumber',
    change: bank((b) => {
      b.accountNumber = '12345678';
      b.accountNumberConfirmation = '12345678';
    }),
  },
  {
    rule: 'an account number has at most 18 digits',
    field: 'bank.accountNumber',
    change: bank((b) => {
      b.accountNumber = '1'.repeat(19);
      b.accountNumberConfirmation = '1'.repeat(19);
    }),
  },
  {
    rule: 'the confirmation matches the account number',
    field: 'bank.accountNumberConfirmation',
    change: bank((b) => {
      b.accountNumberConfirmation = `${b.accountNumber.slice(0, -1)}${(Number(b.accountNumber.at(-1)) + 1) % 10}`;
    }),
  },
  {
    rule: 'an IFSC has a zero as fifth character',
    field: 'bank.ifsc',
    change: bank((b) => {
      b.ifsc = 'SBIN1001234';
    }),
  },
  {
    rule: 'an IFSC has 11 characters',
    field: 'bank.ifsc',
    change: bank((b) => {
      b.ifsc = 'SBIN000123';
    }),
  },
  {
    rule: 'the KYC details are required',
    field: 'kyc',
    change: (request) => {
      delete (request as Partial<AccountSetupRequest>).kyc;
    },
  },
  {
    rule: 'the bank details are required',
    field: 'bank',
    change: (request) => {
      delete (request as Partial<AccountSetupRequest>).bank;
    },
  },
];

/** A deep copy of the request with one case's bad value in it. */
export function withBadValue(request: AccountSetupRequest, testCase: FieldRuleCase): AccountSetupRequest {
  const copy = structuredClone(request);
  testCase.change(copy);
  return copy;
}
