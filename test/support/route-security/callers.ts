/** The signed-in callers the security harness attacks with: a customer, and the stack's KYC reviewer. */
import { inject } from 'vitest';
import type { RouteDefinition } from '../../../lib/model/routes';
import { type SignedInCustomer, signIn } from '../identity';
import { decodeToken } from '../tokens';

export const signInReviewer = (): Promise<SignedInCustomer> => {
  const { email, password } = inject('stack').reviewer;
  return signIn(email, password);
};

export const userIdOf = (caller: SignedInCustomer) => String(decodeToken(caller.accessToken).payload.sub);

/** The access token a route opens to: the reviewer's on reviewer routes, the customer's otherwise. */
export const accessTokenFor = (
  route: RouteDefinition,
  callers: { customer: SignedInCustomer; reviewer: SignedInCustomer },
) => (route.access === 'reviewer' ? callers.reviewer : callers.customer).accessToken;
