/**
 * GET /me: the caller's profile, created with the spec's defaults on the first call. The stores are
 * passed in, so the rule can be tested without DynamoDB or Cognito.
 */
import type { Profile } from '../../contract/account';
import { type Balances, newProfile, type ProfileRecord, toProfileView } from './profile';

export interface ProfileStore {
  /** `owedMinor`: what the customer owes us after a refund (customer-receivable.ts). */
  loadCustomer(userId: string): Promise<{ profile?: ProfileRecord; balances: Balances; owedMinor?: bigint }>;
  insertProfileIfAbsent(profile: ProfileRecord): Promise<ProfileRecord>;
}

export interface Caller {
  /** The token's `sub`: stable for the life of the account. */
  userId: string;
  /** The user pool's username (access tokens carry no email, the pool is asked by this name). */
  username: string;
  /** Present when the caller signed the request with an id token. */
  email?: string;
}

export interface OpenProfileDependencies {
  store: ProfileStore;
  emailOfUser(username: string): Promise<string>;
  now(): Date;
}

export async function openProfile(caller: Caller, deps: OpenProfileDependencies): Promise<Profile> {
  const { profile, balances, owedMinor } = await deps.store.loadCustomer(caller.userId);
  if (profile) return toProfileView(profile, balances, owedMinor);
  const email = caller.email ?? (await deps.emailOfUser(caller.username));
  const stored = await deps.store.insertProfileIfAbsent(newProfile(caller.userId, email, deps.now()));
  return toProfileView(stored, balances);
}
