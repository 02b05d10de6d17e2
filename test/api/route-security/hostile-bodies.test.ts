/**
 * Every route of the route table, sent hostile request bodies (fast-check): wrong types, huge and
 * deeply nested JSON, Unicode tricks, prototype keys, odd numbers, unknown fields, text that is not
 * JSON or not UTF-8. Each is refused with a 4xx problem+json, nothing is written, the stack keeps
 * serving. The provider's webhook gets them signed with the webhook secret, so they reach its parsing
 * and handling; there an event still shaped like one may be acknowledged as crediting nothing.
 */
import { describe, it } from 'vitest';
import { routes } from '../../../contract/routes';
import { attackSession, expectAttacksRefused, routeCases } from '../../support/route-security/attack-run';
import { hostileBodies, schemaAcceptsBody } from '../../support/route-security/hostile-requests';

describe('every route refuses hostile bodies', () => {
  const { attackers, itWroteNothing } = attackSession('body');

  it.each(routeCases(routes))('%s', (_, route) =>
    expectAttacksRefused({
      route,
      part: 'body',
      attackers,
      variants: hostileBodies,
      accepted: schemaAcceptsBody,
      apply: (request, body) => ({ ...request, body }),
    }),
  );

  itWroteNothing();
});
