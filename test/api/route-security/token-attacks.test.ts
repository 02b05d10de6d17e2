/**
 * Every signed-in route of the route table, attacked with every kind of bad credential: each request is
 * the route's own sample request, so only the token is wrong, and each is refused with 401 (or 403 for
 * a valid token that may not call the route) as problem+json before any handler work. A route added
 * to the table is attacked here without a line of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { KYC_REVIEWERS_GROUP } from '../../../contract/route-access';
import { callApi } from '../../support/api';
import { type SignedInCustomer, signUpAndSignIn } from '../../support/identity';
import { describeAnswer, refusalFaults } from '../../support/route-security/answer-faults';
import { routeCases } from '../../support/route-security/attack-run';
import { accessTokenFor, signInReviewer } from '../../support/route-security/callers';
import {
  bearer,
  describeRequest,
  requestFromSample,
  sendRouteRequest,
} from '../../support/route-security/route-requests';
import { sampleRequestOf, signedInRoutes } from '../../support/route-security/sample-requests';
import {
  decodeToken,
  resignWith,
  signWithStrangerKey,
  tamper,
  unsigned,
  withBrokenSignature,
} from '../../support/tokens';

const nowSeconds = () => Math.floor(Date.now() / 1000);

interface Attack {
  name: string;
  /** The Authorization header sent, or undefined for none. */
  authorization: string | undefined;
  /** 401: not a credential of this API at all; 403: a genuine token that cannot open this route. */
  status: 401 | 403 | 'either';
}

describe('every signed-in route refuses bad credentials', () => {
  let customer: SignedInCustomer;
  let reviewer: SignedInCustomer;
  let signedOut: SignedInCustomer;

  beforeAll(async () => {
    [customer, reviewer, signedOut] = await Promise.all([
      signUpAndSignIn(),
      signInReviewer(),
      signUpAndSignIn(),
    ]);
    const signOut = await callApi('POST', '/me/sign-out-everywhere', { token: signedOut.accessToken });
    expect(signOut.status).toBe(204);
  });

  /** Attacks built from the token that would open the route. */
  const attacksOn = (token: string): Attack[] => {
    const { payload } = decodeToken(token);
    return [
      { name: 'no token', authorization: undefined, status: 401 },
      { name: 'an empty bearer', authorization: 'Bearer ', status: 401 },
      { name: 'garbage', authorization: 'Bearer garbage', status: 401 },
      { name: 'three parts that are not JWT', authorization: 'Bearer not.a.jwt', status: 401 },
      {
        name: 'another scheme',
        authorization: `Basic ${Buffer.from('a:b').toString('base64')}`,
        status: 401,
      },
      { name: 'alg: none', authorization: bearer(unsigned(token)), status: 401 },
      { name: 'a tampered signature', authorization: bearer(withBrokenSignature(token)), status: 401 },
      {
        name: 'tampered claims',
        authorization: bearer(tamper(token, { sub: '00000000-0000-4000-8000-000000000000' })),
        status: 401,
      },
      {
        name: 'a key the pool never published',
        authorization: bearer(signWithStrangerKey(token)),
        status: 401,
      },
      {
        name: 'an expired token',
        authorization: bearer(resignWith(token, { iat: nowSeconds() - 7200, exp: nowSeconds() - 60 })),
        status: 401,
      },
      {
        name: 'a token issued in the future',
        authorization: bearer(resignWith(token, { iat: nowSeconds() + 600, exp: nowSeconds() + 4200 })),
        status: 401,
      },
      {
        name: "another app client's token",
        authorization: bearer(resignWith(token, { client_id: 'another-app-client' })),
        status: 401,
      },
      {
        name: 'another issuer',
        authorization: bearer(
          resignWith(token, { iss: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_other' }),
        ),
        status: 401,
      },
      {
        name: "a customer's claims changed to the reviewers group",
        authorization: bearer(tamper(customer.accessToken, { 'cognito:groups': [KYC_REVIEWERS_GROUP] })),
        status: 401,
      },
      {
        name: 'a token that never expires',
        authorization: bearer(resignWith(token, { exp: undefined, iat: payload.iat })),
        status: 401,
      },
      // A genuine token of this pool, but not the kind that opens the API, or signed out.
      { name: 'an ID token', authorization: bearer(customer.idToken), status: 403 },
      {
        name: 'a token issued before sign-out everywhere',
        authorization: bearer(signedOut.accessToken),
        status: 'either',
      },
    ];
  };

  it.each(routeCases(signedInRoutes))('%s', async (_, route) => {
    const sample = sampleRequestOf(route);
    const attacks = attacksOn(accessTokenFor(route, { customer, reviewer }));
    if (route.access === 'reviewer')
      attacks.push({
        name: "a customer's valid token",
        authorization: bearer(customer.accessToken),
        status: 403,
      });
    const failures: string[] = [];
    for (const attack of attacks) {
      const request = requestFromSample(sample, attack.authorization);
      const answer = await sendRouteRequest(request);
      const faults = refusalFaults(answer);
      if (attack.status !== 'either' && answer.status !== attack.status)
        faults.unshift(`answered ${answer.status}, not ${attack.status}`);
      else if (answer.status !== 401 && answer.status !== 403)
        faults.unshift(`answered ${answer.status}, not 401 or 403`);
      if (faults.length > 0)
        failures.push(
          `${attack.name}: ${[...new Set(faults)].join('; ')}\n    request: ${describeRequest(request)}\n    answer: ${describeAnswer(answer)}`,
        );
    }
    expect(failures, `${route.name} let bad credentials through`).toEqual([]);
  });
});
