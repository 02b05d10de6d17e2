/**
 * Every route of the route table, sent hostile query strings (fast-check): unknown and prototype
 * parameter names, wrong types and odd numbers in known ones, repeated parameters, Unicode tricks and
 * malformed percent-escapes. Each is refused with a 4xx problem+json, nothing is written, the stack
 * keeps serving.
 */
import { describe, it } from 'vitest';
import { routes } from '../../../contract/routes';
import { attackSession, expectAttacksRefused, routeCases } from '../../support/route-security/attack-run';
import { hostileQueries, schemaAcceptsQuery } from '../../support/route-security/hostile-requests';

describe('every route refuses hostile query strings', () => {
  const { attackers, itWroteNothing } = attackSession('query string');

  it.each(routeCases(routes))('%s', (_, route) =>
    expectAttacksRefused({
      route,
      part: 'query',
      attackers,
      variants: hostileQueries,
      accepted: schemaAcceptsQuery,
      apply: (request, rawQuery) => ({ ...request, rawQuery }),
    }),
  );

  itWroteNothing();
});
