import { describe, expect, it } from 'vitest';
import { SetAvatarRequestSchema } from '../../../contract/account';
import { AccountSetupRequestSchema } from '../../../contract/account-setup';
import { InvalidRequestError, UnsupportedMediaTypeError } from '../../../lambdas/domain/errors';
import { parseBody } from '../../../lambdas/http/request-body';

const jsonEvent = (body: string, contentType = 'application/json') => ({
  body,
  isBase64Encoded: false,
  headers: { 'content-type': contentType },
});

function refusal(body: unknown): InvalidRequestError {
  try {
    parseBody(jsonEvent(JSON.stringify(body)), AccountSetupRequestSchema);
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
    expect(() => parseBody(jsonEvent('{'), AccountSetupRequestSchema)).toThrow(
      'The request body is not valid JSON.',
    );
  });

  it('names every unknown field by its path instead of dropping it', () => {
    const error = refusal({ kyc: { fullName: 'Asha Rao', nickname: 'Ash' }, bank: {}, bucket: 'b' });
    expect(error.fieldErrors).toMatchObject({
      bucket: "Unknown field 'bucket'",
      'kyc.nickname': "Unknown field 'kyc.nickname'",
    });
  });

  it('refuses a body that is not sent as JSON with 415, and takes JSON with a charset', () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonp'])
      expect(() => parseBody(jsonEvent('{}', contentType), SetAvatarRequestSchema)).toThrow(
        UnsupportedMediaTypeError,
      );
    expect(() =>
      parseBody({ body: '{"key":"k"}', isBase64Encoded: false, headers: {} }, SetAvatarRequestSchema),
    ).toThrow(UnsupportedMediaTypeError);
    expect(
      parseBody(
        {
          body: '{"key":"k"}',
          isBase64Encoded: false,
          headers: { 'Content-Type': 'Application/JSON; charset=utf-8' },
        },
        SetAvatarRequestSchema,
      ),
    ).toEqual({ key: 'k' });
  });
});
