/**
 * Hostile variants of a route's sample request, one part at a time (body, query string, path
 * parameters), and the oracle that says whether the route's own schema would accept what the server
 * sees. A variant the schema accepts is a legitimate request, not an attack, and is not sent.
 */
import fc from 'fast-check';
import type { ApiRoute } from '../../../contract/route-definition';
import {
  deeplyNestedJson,
  hostileStrings,
  hostileValues,
  malformedEscapes,
  notJson,
  numberTokens,
  prototypeKeys,
  withOwnKey,
} from './hostile-values';
import { percentEncode, type SampleRequest } from './sample-requests';

type Path = (string | number)[];

/** Every place in a JSON value where a field or element sits, the value itself first. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (typeof value === 'object' && value !== null)
    return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  return [path];
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  withOwnKey(parent as Record<string, unknown>, String(last), replacement);
  return copy;
}

const objectPathsOf = (value: unknown) =>
  pathsOf(value).filter((path) => {
    const target = path.reduce<unknown>(
      (node, step) => (node as Record<string | number, unknown>)[step],
      value,
    );
    return typeof target === 'object' && target !== null && !Array.isArray(target);
  });

const RAW = '"\u0000raw\u0000"';

export function hostileBodies(sample: SampleRequest): fc.Arbitrary<string | Buffer> {
  const body = sample.body ?? {};
  const paths = pathsOf(body);
  const objectPaths = objectPathsOf(body);
  const variants: fc.Arbitrary<string | Buffer>[] = [
    hostileValues.map((value) => JSON.stringify(value) ?? 'null'),
    fc
      .tuple(fc.constantFrom(...paths), hostileValues)
      .map(([path, value]) => JSON.stringify(replaceAt(body, path, value)) ?? 'null'),
    fc
      .tuple(fc.constantFrom(...paths), numberTokens)
      .map(([path, token]) =>
        (JSON.stringify(replaceAt(body, path, '\u0000raw\u0000')) ?? '').replace(RAW, token),
      ),
    deeplyNestedJson,
    notJson,
    fc
      .tuple(fc.constantFrom(...paths), fc.integer({ min: 1_000_000, max: 3_000_000 }))
      .map(([path, length]) => JSON.stringify(replaceAt(body, path, 'x'.repeat(length))) ?? ''),
  ];
  if (objectPaths.length > 0)
    variants.push(
      fc
        .tuple(
          fc.constantFrom(...objectPaths),
          fc.oneof(fc.constantFrom(...prototypeKeys), hostileStrings),
          hostileValues,
        )
        .map(([path, key, value]) => {
          const target = path.reduce<unknown>(
            (node, step) => (node as Record<string | number, unknown>)[step],
            body,
          );
          return JSON.stringify(replaceAt(body, path, withOwnKey({ ...(target as object) }, key, value)));
        }),
    );
  return fc.oneof(...variants);
}

/** What the server's body check sees: JSON text parsed, nothing for an empty body. */
export function schemaAcceptsBody(route: ApiRoute, body: string | Buffer): boolean {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : body;
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    return false;
  }
  return route.request.body.safeParse(parsed).success;
}

const queryPairs = (rawQuery: string) => [...new URLSearchParams(rawQuery)];

const encodePair = ([name, value]: [string, string]) => `${percentEncode(name)}=${percentEncode(value)}`;

/** Query strings of at most a few KB: beyond Node's 16 KB header limit the HTTP server itself refuses. */
export function hostileQueries(sample: SampleRequest): fc.Arbitrary<string> {
  const pairs = queryPairs(sample.rawQuery);
  const names = pairs.map(([name]) => name);
  const shortStrings = hostileStrings.filter((value) => Buffer.byteLength(value) < 1200);
  const unknownName = fc.oneof(
    fc.constantFrom(...prototypeKeys, 'bucket', 'userId', 'limit[]'),
    shortStrings,
  );
  const variants: fc.Arbitrary<string>[] = [
    fc
      .tuple(unknownName, shortStrings)
      .map(([name, value]) => [...pairs, [name, value] as [string, string]].map(encodePair).join('&')),
    fc.tuple(malformedEscapes, malformedEscapes).map(([name, value]) => `${name}=${value}`),
  ];
  if (names.length > 0) {
    variants.push(
      fc
        .tuple(fc.constantFrom(...names), shortStrings)
        .map(([name, value]) =>
          pairs.map(([key, old]) => encodePair([key, key === name ? value : old])).join('&'),
        ),
      fc
        .tuple(fc.constantFrom(...names), malformedEscapes)
        .map(([name, malformed]) =>
          pairs
            .map(([key, old]) =>
              key === name ? `${percentEncode(key)}=${malformed}` : encodePair([key, old]),
            )
            .join('&'),
        ),
      // The same parameter twice reaches the handler comma-joined.
      fc
        .tuple(fc.constantFrom(...names), shortStrings)
        .map(([name, value]) => [...pairs, [name, value] as [string, string]].map(encodePair).join('&')),
    );
  }
  return fc.oneof(...variants);
}

/** What the server sees of a query string: decoded pairs, a repeated name comma-joined (API Gateway's rule). */
export function schemaAcceptsQuery(route: ApiRoute, rawQuery: string): boolean {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQuery))
    query[name] = name in query ? `${query[name]},${value}` : value;
  return route.request.query.safeParse(query).success;
}

/** Path parameters as raw URL text: encoded hostile values, or malformed escapes sent as they are. */
export function hostilePathParameters(sample: SampleRequest): fc.Arbitrary<Record<string, string>> {
  const names = Object.keys(sample.pathParameters);
  const encoded = Object.fromEntries(
    names.map((name) => [name, percentEncode(sample.pathParameters[name] ?? '')]),
  );
  const shortStrings = hostileStrings.filter((value) => Buffer.byteLength(value) < 1200);
  return fc
    .tuple(
      fc.constantFrom(...names),
      fc.oneof(
        shortStrings.map(percentEncode),
        malformedEscapes,
        fc
          .tuple(shortStrings, malformedEscapes)
          .map(([text, malformed]) => `${percentEncode(text)}${malformed}`),
      ),
    )
    .map(([name, raw]) => ({ ...encoded, [name]: raw }));
}

/** What the server sees of a path parameter: its decoded text; one that does not decode is refused. */
export function schemaAcceptsPathParameters(route: ApiRoute, raw: Record<string, string>): boolean {
  try {
    const decoded = Object.fromEntries(
      Object.entries(raw).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
    // An empty segment matches no route: the API answers 404.
    if (Object.values(decoded).some((value) => value === '')) return false;
    return route.request.pathParameters.safeParse(decoded).success;
  } catch {
    return false;
  }
}
