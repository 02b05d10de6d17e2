/**
 * What every route does with a request body it does not understand: an unknown field is refused with a
 * 400 that names it (as Stripe refuses an unknown parameter) instead of being silently dropped, and a
 * body that is not `application/json` is refused with 415.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ProblemSchema } from '../../contract/problem';
import { callApi } from '../support/api';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';
import { decodeToken } from '../support/tokens';

describe('request bodies', () => {
  let customer: SignedInCustomer;
  let ownKey: string;
  beforeAll(async () => {
    customer = await signUpAndSignIn();
    ownKey = `private/${decodeToken(customer.accessToken).payload.sub}/other/statement.pdf`;
  });

  const unknownFieldCases = () =>
    [
      ['POST', '/uploads/parts', { key: ownKey, uploadId: 'u1', partNumbers: [1], bucket: 'wallet-uploads' }],
      ['POST', '/uploads/list-parts', { key: ownKey, uploadId: 'u1', bucket: 'wallet-uploads' }],
      ['POST', '/uploads/abort', { key: ownKey, uploadId: 'u1', bucket: 'wallet-uploads' }],
      ['POST', '/uploads/complete', { key: ownKey, size: 1, bucket: 'wallet-uploads' }],
      ['PUT', '/me/avatar', { key: ownKey, bucket: 'wallet-uploads' }],
      ['PUT', '/me/transaction-pin', { pin: '482915', bucket: 'wallet-uploads' }],
    ] as const;

  it('refuses an unknown field on every route with a 400 naming it', async () => {
    for (const [method, path, body] of unknownFieldCases()) {
      const response = await callApi(method, path, { token: customer.accessToken, body });
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(ProblemSchema.parse(response.body)).toMatchObject({
        detail: "Unknown field 'bucket'",
        errors: { bucket: "Unknown field 'bucket'" },
      });
    }
    // Nothing was written: the PIN was never set.
    const me = await callApi('GET', '/me', { token: customer.accessToken });
    expect(me.body).toMatchObject({ transactionPinSet: false });
  });

  it('names an unknown field inside a nested object by its path', async () => {
    const response = await callApi('PUT', '/me/account-setup', {
      token: customer.accessToken,
      body: { kyc: { nickname: 'Ash' }, bank: {} },
    });
    expect(response.status).toBe(400);
    expect(ProblemSchema.parse(response.body).errors).toMatchObject({
      'kyc.nickname': "Unknown field 'kyc.nickname'",
    });
  });

  it.each([
    ['text/plain', '{"pin":"482915"}'],
    ['application/x-www-form-urlencoded', 'pin=482915'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="pin"\r\n\r\n482915\r\n--x--',
    ],
  ])('refuses a body sent as %s with 415', async (contentType, body) => {
    const response = await fetch(`${inject('stack').apiUrl}/me/transaction-pin`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${customer.accessToken}`, 'content-type': contentType },
      body,
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(ProblemSchema.parse(await response.json())).toMatchObject({
      status: 415,
      detail: 'Send the request body as application/json.',
    });
  });

  it('takes application/json with a charset', async () => {
    const response = await fetch(`${inject('stack').apiUrl}/me/transaction-pin`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${customer.accessToken}`,
        'content-type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify({ pin: '12' }),
    });
    expect(response.status).toBe(400);
    expect(ProblemSchema.parse(await response.json()).errors).toEqual({
      pin: 'The PIN must be exactly 6 digits',
    });
  });

  // API Gateway's HTTP API takes at most 10 MB a request; larger uploads go to S3 in presigned parts.
  it('refuses a body over 10 MB with 413 before any handler runs, and takes one of exactly 10 MB to the handler', async () => {
    const sendPin = (bytes: number) =>
      fetch(`${inject('stack').apiUrl}/me/transaction-pin`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${customer.accessToken}`, 'content-type': 'application/json' },
        body: `{"pin":"12"${' '.repeat(bytes - 12)}}`,
      });
    const over = await sendPin(10 * 1024 * 1024 + 1);
    expect(over.status).toBe(413);
    expect(over.headers.get('content-type')).toBe('application/problem+json');
    expect(await over.json()).toMatchObject({ message: 'Request Entity Too Large', status: 413 });

    const atLimit = await sendPin(10 * 1024 * 1024);
    expect(atLimit.status).toBe(400);
    expect(ProblemSchema.parse(await atLimit.json()).errors).toEqual({
      pin: 'The PIN must be exactly 6 digits',
    });
  });
});
