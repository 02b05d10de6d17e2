import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { depositAddressRepository } from '../../lambdas/adapters/deposit-address-repository';
import { insertProfileIfAbsent } from '../../lambdas/adapters/profile-repository';
import { newProfile } from '../../lambdas/domain/profile';
import { depositAddressOf } from '../../lambdas/domain/tron/deposit-address';
import { AccountXpub, PUBLIC_TEST_ACCOUNT_XPUB } from '../../lambdas/domain/tron/deposit-address-derivation';
import { isTronAddress } from '../../lambdas/domain/tron/tron-address';
import { applyHandlerEnv } from '../../lib/local/stack';
import { callApi } from '../support/api';
import { signUpAndSignIn } from '../support/identity';

const accountXpub = AccountXpub.parse(PUBLIC_TEST_ACCOUNT_XPUB);
const deps = { store: depositAddressRepository, accountXpub };

/** A person with an opened profile, straight in the table (no sign-up needed for the address rules). */
async function openedProfile(): Promise<string> {
  const userId = randomUUID();
  await insertProfileIfAbsent(newProfile(userId, `${userId}@example.in`, new Date()));
  return userId;
}

describe('TRC20 deposit addresses in the accounts table', () => {
  beforeAll(() => {
    // The adapter runs here as it runs in a handler: configured by the local stack's handler environment.
    applyHandlerEnv(inject('stack').handlerEnv);
  });

  it('gives one person one address when many first visits arrive at once, and GET /me shows it', async () => {
    const customer = await signUpAndSignIn();
    const me = ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
    expect(me.cryptoAddresses.TRC20).toEqual([]);

    const visits = await Promise.all(Array.from({ length: 8 }, () => depositAddressOf(me.userId, deps)));

    const [first] = visits;
    for (const visit of visits) expect(visit).toEqual(first);
    expect(isTronAddress(first?.address ?? '')).toBe(true);
    expect(first?.address).toBe(accountXpub.depositAddress(first?.index ?? -1));
    const after = ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
    expect(after.cryptoAddresses.TRC20).toEqual([first?.address]);
    expect(await depositAddressRepository.ownerOf(first?.address ?? '')).toBe(me.userId);
  });

  it('gives people who arrive at the same moment different addresses, each index at most once', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => openedProfile()));

    const addresses = await Promise.all(people.map((userId) => depositAddressOf(userId, deps)));

    expect(new Set(addresses.map((assigned) => assigned.address)).size).toBe(people.length);
    expect(new Set(addresses.map((assigned) => assigned.index)).size).toBe(people.length);
    for (const [position, userId] of people.entries()) {
      const assigned = addresses[position];
      expect(assigned?.address).toBe(accountXpub.depositAddress(assigned?.index ?? -1));
      expect(await depositAddressRepository.ownerOf(assigned?.address ?? '')).toBe(userId);
    }
  });

  it('keeps the address on later visits', async () => {
    const userId = await openedProfile();
    const first = await depositAddressOf(userId, deps);
    const later = await depositAddressOf(userId, deps);
    expect(later).toEqual(first);
  });

  it('assigns nothing to someone without a profile and knows no owner of an address it never gave out', async () => {
    await expect(depositAddressOf(randomUUID(), deps)).rejects.toThrow(/No profile/);
    expect(await depositAddressRepository.ownerOf('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC')).toBeUndefined();
  });
});
