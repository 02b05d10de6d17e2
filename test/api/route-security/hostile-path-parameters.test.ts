/**
 * Every route of the route table with `{name}` segments, sent hostile path parameters (fast-check):
 * Unicode tricks, traversal, odd numbers as text, overlong values and malformed percent-escapes
 * (`%`, `%E0%A4%A`). Each is refused with a 4xx problem+json, nothing is written, the stack keeps
 * serving.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../../contract/routes';
import { attackSession, expectAttacksRefused, routeCases } from '../../support/route-security/attack-run';
import {
  hostilePathParameters,
  schemaAcceptsPathParameters,
} from '../../support/route-security/hostile-requests';

const routesWithParameters = routes.filter((route) => route.path.includes('{'));

describe('every route refuses hostile path parameters', () => {
  const { attackers, itWroteNothing } = attackSession('path parameter');

  it('has routes to attack', () => expect(routesWithParameters.length).toBeGreaterThan(0));

  it.each(routeCases(routesWithParameters))('%s', (_, route) =>
    expectAttacksRefused({
      route,
      part: 'path parameters',
      attackers,
      variants: hostilePathParameters,
      accepted: schemaAcceptsPathParameters,
      apply: (request, rawPathParameters) => ({ ...request, rawPathParameters }),
    }),
  );

  itWroteNothing();
});
