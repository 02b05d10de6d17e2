/**
 * One property-based attack on one part of one route: fast-check generates hostile variants of the
 * route's sample request, each is sent as the right caller (or signed as the provider for its webhook,
 * ./provider-signed.ts), and each must be refused with a 4xx problem+json that shows no internals;
 * after each route's run every local service must still answer, and after the file's last attack the
 * stores must be as they were before its first (not one write, not even a partial one).
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { ApiRoute } from '../../../contract/route-definition';
import { expectEveryServiceAnswers } from '../local-services';
import { describeAnswer, refusalFaults } from './answer-faults';
import { type Attackers, accessTokenFor, signInAttackersOnce } from './callers';
import { isProviderSigned, providerSignedFaults, signedAsProvider } from './provider-signed';
import {
  bearer,
  describeRequest,
  type RouteRequest,
  requestFromSample,
  sendRouteRequest,
} from './route-requests';
import { type SampleRequest, sampleRequestOf } from './sample-requests';
import { type StoreDigest, storeChanges, takeStoreDigest } from './store-digest';

/**
 * Runs per route and part: enough variety to meet each kind of hostile value a few times, few enough
 * that the whole layer stays within a couple of minutes on a busy 2-core machine. ATTACK_RUNS raises
 * it for a deeper search by hand.
 */
export const attackRuns = Number(process.env.ATTACK_RUNS ?? 24);

/** A fixed seed per route and part: the same attacks every run, and a new route does not reshuffle the others. */
const seedOf = (label: string) => createHash('sha256').update(label).digest().readInt32BE(0);

/** `it.each` rows: each route under its method and path. */
export const routeCases = (routes: readonly ApiRoute[]) =>
  routes.map((route) => [`${route.method} ${route.path}`, route] as const);

/**
 * A file's attack session: the attackers signed in once, then the stores' digest, which the file's
 * last test (`itWroteNothing`, declared after the attacks) compares with the stores after them. One
 * digest pair per file, not per route: a digest scans every table, which holds thousands of items by
 * the time the suite reaches this layer, and a write any refused request made still shows, named by
 * its table and key (whose customer id is the attacker's).
 */
export function attackSession(part: string): { attackers: Attackers; itWroteNothing: () => void } {
  const attackers = signInAttackersOnce();
  let before: StoreDigest | undefined;
  beforeAll(async () => {
    before = await takeStoreDigest();
  });
  const itWroteNothing = () =>
    it(`refused requests with a hostile ${part} wrote nothing to the stores`, async () => {
      expect(before, 'the digest before the attacks').toBeDefined();
      expect(storeChanges(before ?? new Map(), await takeStoreDigest())).toEqual([]);
    });
  return { attackers, itWroteNothing };
}

export async function expectAttacksRefused<Variant>(options: {
  route: ApiRoute;
  part: 'body' | 'query' | 'path parameters';
  /** Sent as the caller the route opens to, so a refusal is about the hostile part alone. */
  attackers: Attackers;
  variants: (sample: SampleRequest) => fc.Arbitrary<Variant>;
  /** Whether the route's schema accepts the variant: then it is a legitimate request, not sent. */
  accepted: (route: ApiRoute, variant: Variant) => boolean;
  /** The sample request with the variant in place of its part. */
  apply: (request: RouteRequest, variant: Variant) => RouteRequest;
}): Promise<void> {
  const { route, part } = options;
  const sample = sampleRequestOf(route);
  const authorization =
    route.access === 'public' ? undefined : bearer(accessTokenFor(route, options.attackers));
  const signed = isProviderSigned(route);
  await fc.assert(
    fc.asyncProperty(options.variants(sample), async (variant) => {
      // A precondition, not a filter: a route whose schema accepts nearly anything makes fast-check
      // fail for too many skipped runs instead of searching for ever. A signed event the envelope
      // accepts is still hostile inside, so the webhook gets those too.
      fc.pre(signed || !options.accepted(route, variant));
      const unsigned = options.apply(requestFromSample(sample, authorization), variant);
      const request = signed ? signedAsProvider(unsigned) : unsigned;
      const answer = await sendRouteRequest(request);
      const faults = signed ? providerSignedFaults(answer) : refusalFaults(answer);
      if (faults.length > 0)
        throw new Error(
          `${route.name} (${route.method} ${route.path}) mishandled a hostile ${part}: ${faults.join('; ')}\n  request: ${describeRequest(request)}\n  answer: ${describeAnswer(answer)}`,
        );
    }),
    { seed: seedOf(`${route.name} ${part}`), numRuns: attackRuns, endOnFailure: true },
  );
  await expectEveryServiceAnswers();
}
