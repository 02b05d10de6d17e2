/**
 * The security harness attacks each route from its sample event and judges each answer against its
 * request schemas; a route without either would slip through it unattacked. So a route added to the
 * table without a sample event (events/<function-name>.json) or without a schema for its body, query
 * string and path parameters fails here, by name.
 */
import { describe, expect, it } from 'vitest';
import { sampleEventOf } from '../../../contract/route-definition';
import { routes } from '../../../contract/routes';
import { hasSampleEvent } from '../../support/route-security/sample-requests';

const isSchema = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { safeParse?: unknown }).safeParse === 'function';

describe('every route can be attacked', () => {
  it('has a sample event', () => {
    const missing = routes
      .filter((route) => !hasSampleEvent(route))
      .map((route) => `${route.name}: add ${sampleEventOf(route)}`);
    expect(missing, 'routes the security harness cannot attack').toEqual([]);
  });

  it('has a request schema for its body, query string and path parameters', () => {
    const missing = routes.flatMap((route) =>
      (['body', 'query', 'pathParameters'] as const)
        .filter((part) => !isSchema((route.request as Partial<Record<string, unknown>> | undefined)?.[part]))
        .map(
          (part) => `${route.name}: request.${part} (noBody, noQuery or noPathParameters when it takes none)`,
        ),
    );
    expect(missing, 'routes without a request schema').toEqual([]);
  });
});
