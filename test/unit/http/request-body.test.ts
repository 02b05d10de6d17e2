import { describe, expect, it } from 'vitest';
import { AccountSetupRequestSchema } from '../../../contract/account-setup';
import { InvalidRequestError } from '../../../lambdas/domain/errors';
import { parseBody } from '../../../lambdas/http/request-body';

function refusal(body: unknown): InvalidRequestError {
  try {
    parseBody({ body: JSON.stringify(body), isBase64Encoded: false }, AccountSetupRequestSchema);
  } catch (error) {
    if (error instanceof InvalidRequestError) return error;
    throw error;
  }
  throw new Error('The body was accepted');
}

describe('a refused request body', () => {
  it('names a missing field in words instead of "Invalid input"', () => {
    const error = refusal({ kyc: { fullName: 'Asha Rao' }, bank: {} });
    expect(error.fieldErrors['kyc.panNumber']).toBe('This field is missing or is not a string');
    expect(error.message).not.toBe('Invalid input');
  });

  it("keeps the contract's own message for a present but wrong value", () => {
    const error = refusal({ kyc: { aadhaarNumber: '123' }, bank: {} });
    expect(error.fieldErrors['kyc.aadhaarNumber']).toBe('An Aadhaar number has 12 digits');
  });

  it('refuses a body that is not JSON', () => {
    expect(() => parseBody({ body: '{', isBase64Encoded: false }, AccountSetupRequestSchema)).toThrow(
      'The request body is not valid JSON.',
    );
  });
});
