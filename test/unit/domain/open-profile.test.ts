import { describe, expect, it } from 'vitest';
import {
  type OpenProfileDependencies,
  openProfile,
  type ProfileStore,
} from '../../../lambdas/domain/open-profile';
import type { ProfileRecord } from '../../../lambdas/domain/profile';

/** An in-memory store with DynamoDB's conditional-put rule: the first insert wins. */
function memoryStore(): ProfileStore & { profiles: Map<string, ProfileRecord> } {
  const profiles = new Map<string, ProfileRecord>();
  return {
    profiles,
    loadCustomer: async (userId) => ({ profile: profiles.get(userId), balances: {} }),
    insertProfileIfAbsent: async (profile) => {
      const existing = profiles.get(profile.userId);
      if (existing) return existing;
      profiles.set(profile.userId, profile);
      return profile;
    },
  };
}

function dependencies(store: ProfileStore, emails: string[] = []): OpenProfileDependencies {
  return {
    store,
    emailOfUser: async (username) => {
      emails.push(username);
      return `${username}@pool.example`;
    },
    now: () => new Date('2026-11-23T10:00:00Z'),
  };
}

describe('openProfile', () => {
  it('opens a new profile with the spec defaults', async () => {
    const profile = await openProfile(
      { userId: 'u1', username: 'u1', email: 'asha@example.in' },
      dependencies(memoryStore()),
    );
    expect(profile).toEqual({
      userId: 'u1',
      email: 'asha@example.in',
      KYCVerified: false,
      kycStatus: 'not-submitted',
      transactionPinSet: false,
      fiatBalance: '00.00',
      cryptoBalance: { USDT: '00.00' },
      cryptoAddresses: { TRC20: [] },
      createdAt: '2026-11-23T10:00:00.000Z',
    });
  });

  it('asks the user pool for the email when the token carries none', async () => {
    const asked: string[] = [];
    const profile = await openProfile(
      { userId: 'u2', username: 'name-2' },
      dependencies(memoryStore(), asked),
    );
    expect(asked).toEqual(['name-2']);
    expect(profile.email).toBe('name-2@pool.example');
  });

  it('returns the stored profile on later calls without asking the pool again', async () => {
    const store = memoryStore();
    const asked: string[] = [];
    const first = await openProfile({ userId: 'u3', username: 'u3' }, dependencies(store, asked));
    const second = await openProfile({ userId: 'u3', username: 'u3' }, dependencies(store, asked));
    expect(second).toEqual(first);
    expect(asked).toHaveLength(1);
    expect(store.profiles.size).toBe(1);
  });

  it('shows KYCVerified only once the application is approved', async () => {
    const store = memoryStore();
    store.profiles.set('u4', {
      userId: 'u4',
      email: 'u4@example.in',
      kycStatus: 'pending',
      createdAt: '2026-01-01T00:00:00.000Z',
      trc20Addresses: [],
    });
    expect((await openProfile({ userId: 'u4', username: 'u4' }, dependencies(store))).KYCVerified).toBe(
      false,
    );
    store.profiles.set('u4', { ...(store.profiles.get('u4') as ProfileRecord), kycStatus: 'approved' });
    expect((await openProfile({ userId: 'u4', username: 'u4' }, dependencies(store))).KYCVerified).toBe(true);
  });
});
