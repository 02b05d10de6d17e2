import { describe, expect, it } from 'vitest';
import { errorsFromProblem, fieldOfServerPath } from '../model/field-errors';

describe("placing the API's field errors on the form", () => {
  it.each([
    ['kyc.address.pinCode', 'kyc.address.pinCode'],
    ['/kyc/address/pinCode', 'kyc.address.pinCode'],
    ['kyc[aadhaarNumber]', 'kyc.aadhaarNumber'],
    ['bank.ifsc', 'bank.ifsc'],
    ['aadhaarNumber', 'kyc.aadhaarNumber'],
    ['body.bank.accountNumber', 'bank.accountNumber'],
  ])('reads %s as %s', (serverPath, field) => {
    expect(fieldOfServerPath(serverPath)).toBe(field);
  });

  it('keeps messages it cannot place for the banner', () => {
    expect(errorsFromProblem({ 'kyc.panNumber': 'PAN already used', nonsense: 'Something else' })).toEqual({
      fields: { 'kyc.panNumber': 'PAN already used' },
      unplaced: ['Something else'],
    });
  });
});
