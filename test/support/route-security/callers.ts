/** The signed-in callers the security harness attacks with: a customer, and the stack's KYC reviewer. */
import { beforeAll } from 'vitest';
import type { ApiRoute } from '../../../contract/route-definition';
import { callApi } from '../api';
import { type SignedInCustomer, signIn, signUpAndSignIn } from '../identity';
import { stackUnderTest } from '../stack-context';

export const signInReviewer = (): Promise<SignedInCustomer> => {
  const { email, password } = stackUnderTest().reviewer;
  return signIn(email, password);
};

/** The access token a route opens to: the reviewer's on reviewer routes, the customer's otherwise. */
export const accessTokenFor = (
  route: ApiRoute,
  callers: { customer: SignedInCustomer; reviewer: SignedInCustomer },
) => (route.access === 'reviewer' ? callers.reviewer : callers.customer).accessToken;

export interface Attackers {
  customer: SignedInCustomer;
  reviewer: SignedInCustomer;
}

/**
 * A new customer and the reviewer, signed in once for the file (in its beforeAll), each with the
 * profile a first GET /me opens, so that write is not taken for one an attack made.
 */
export function signInAttackersOnce(): Attackers {
  const attackers = {} as Attackers;
  beforeAll(async () => {
    [attackers.customer, attackers.reviewer] = await Promise.all([signUpAndSignIn(), signInReviewer()]);
    for (const caller of [attackers.customer, attackers.reviewer])
      await callApi('GET', '/me', { token: caller.accessToken });
  });
  return attackers;
}
