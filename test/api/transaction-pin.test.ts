/**
 * PUT /me/transaction-pin: a weak or malformed PIN is refused field by field, a PIN is stored only as a
 * salted scrypt hash, GET /me says truthfully whether one is set, and changing it needs the current one.
 */
import { describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { ProblemSchema } from '../../contract/problem';
import { accountItems } from '../../lambdas/adapters/account-items';
import { storedAccountsItem } from '../support/accounts-table';
import { callApi } from '../support/api';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';

async function storedProfileItem(userId: string): Promise<Record<string, unknown>> {
  return (await storedAccountsItem(accountItems.profile(userId))) ?? {};
}

const setPin = (customer: SignedInCustomer, body: unknown) =>
  callApi('PUT', '/me/transaction-pin', { token: customer.accessToken, body });

async function profileOf(customer: SignedInCustomer) {
  const response = await callApi('GET', '/me', { token: customer.accessToken });
  expect(response.status).toBe(200);
  return { profile: ProfileSchema.parse(response.body), text: JSON.stringify(response.body) };
}

/** A new customer with their profile opened, and with a first PIN when one is given. */
async function newCustomer(pin?: string): Promise<{ customer: SignedInCustomer; userId: string }> {
  const customer = await signUpAndSignIn();
  const { profile } = await profileOf(customer);
  if (pin !== undefined) expect((await setPin(customer, { pin })).status).toBe(204);
  return { customer, userId: profile.userId };
}

describe('PUT /me/transaction-pin', () => {
  it.each([
    ['too short', '12345', 'The PIN must be exactly 6 digits'],
    ['letters', '12a456', 'The PIN must be exactly 6 digits'],
    ['one digit repeated', '777777', 'Choose a PIN that is not one digit repeated'],
    ['a run of digits', '123456', 'This PIN is too easy to guess. Choose another one'],
    ['a number, not a string', 482915, 'The PIN must be exactly 6 digits'],
  ])('refuses a PIN that is %s with 400 and the field named', async (_, pin, message) => {
    const { customer } = await newCustomer();
    const response = await setPin(customer, { pin });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(ProblemSchema.parse(response.body)).toMatchObject({ status: 400, errors: { pin: message } });
    expect((await profileOf(customer)).profile.transactionPinSet).toBe(false);
  });

  it('refuses a body that is not JSON', async () => {
    const { customer } = await newCustomer();
    const response = await callApi('PUT', '/me/transaction-pin', {
      token: customer.accessToken,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });

  it('sets a first PIN, and GET /me then says a PIN is set', async () => {
    const { customer } = await newCustomer();
    expect((await profileOf(customer)).profile.transactionPinSet).toBe(false);
    const response = await setPin(customer, { pin: '482915' });
    expect(response.status).toBe(204);
    expect((await profileOf(customer)).profile.transactionPinSet).toBe(true);
  });

  it('stores only a salted scrypt hash, and never returns it', async () => {
    const { customer, userId } = await newCustomer('482915');
    const item = await storedProfileItem(userId);
    const hash = String(item.transactionPinHash);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(JSON.stringify(item)).not.toContain('482915');
    const { text } = await profileOf(customer);
    expect(text).not.toContain(hash.split('$')[5]);
    expect(text).not.toMatch(/scrypt|transactionPinHash/);
  });

  it('salts each hash: the same PIN of another customer hashes differently', async () => {
    const [mine, theirs] = await Promise.all([newCustomer('482915'), newCustomer('482915')]);
    const myHash = String((await storedProfileItem(mine.userId)).transactionPinHash);
    const theirHash = String((await storedProfileItem(theirs.userId)).transactionPinHash);
    expect(myHash).toMatch(/^scrypt\$/);
    expect(theirHash).not.toBe(myHash);
  });

  it('asks for the current PIN to change it', async () => {
    const { customer } = await newCustomer('482915');
    const response = await setPin(customer, { pin: '905173' });
    expect(response.status).toBe(400);
    expect(ProblemSchema.parse(response.body).errors).toEqual({ currentPin: 'Enter your current PIN' });
  });

  it('refuses a change with a wrong current PIN with 403', async () => {
    const { customer, userId } = await newCustomer('482915');
    const before = (await storedProfileItem(userId)).transactionPinHash;
    const response = await setPin(customer, { pin: '905173', currentPin: '000001' });
    expect(response.status).toBe(403);
    expect(ProblemSchema.parse(response.body)).toMatchObject({
      detail: 'The current PIN is wrong',
      errors: { currentPin: 'The current PIN is wrong' },
    });
    expect((await storedProfileItem(userId)).transactionPinHash).toBe(before);
  });

  it('changes the PIN given the current one; the old one then no longer works', async () => {
    const { customer, userId } = await newCustomer('482915');
    const before = String((await storedProfileItem(userId)).transactionPinHash);
    expect((await setPin(customer, { pin: '905173', currentPin: '482915' })).status).toBe(204);
    expect(String((await storedProfileItem(userId)).transactionPinHash)).not.toBe(before);
    expect((await setPin(customer, { pin: '271828', currentPin: '482915' })).status).toBe(403);
    expect((await setPin(customer, { pin: '271828', currentPin: '905173' })).status).toBe(204);
  });

  it('locks PIN changes for 15 minutes after five wrong current PINs', async () => {
    const { customer: guesser } = await newCustomer('314159');
    const statuses: number[] = [];
    for (const guess of ['000001', '000002', '000003', '000004', '000005'])
      statuses.push((await setPin(guesser, { pin: '662607', currentPin: guess })).status);
    expect(statuses).toEqual([403, 403, 403, 403, 429]);
    // Even the right PIN is refused while the lock holds.
    const locked = await setPin(guesser, { pin: '662607', currentPin: '314159' });
    expect(locked.status).toBe(429);
    expect(ProblemSchema.parse(locked.body).detail).toBe(
      'Too many wrong PINs. Please try again in 15 minutes.',
    );
  });

  it('refuses a caller without a token before the handler runs', async () => {
    const response = await callApi('PUT', '/me/transaction-pin', { body: { pin: '482915' } });
    expect(response.status).toBe(401);
  });
});
