/**
 * What one route of the HTTP API is, in one place: method and path, who may call it, the schemas of
 * what it takes and what it answers, the handler module that serves it and the grants its function
 * gets. The cloud (one Lambda and one API Gateway route each), the local HTTP API, the security
 * harness, `npm run invoke` and the SPA's typed client are all made from these definitions
 * (contract/routes/*), so a route costs one definition and one handler.
 */
import * as z from 'zod/mini';
import { noBody, noPathParameters, noQuery, type RequestSchema } from './request-shapes';
import type { RouteAccess } from './route-access';
import type { RouteGrants } from './route-grants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The success answer of a route that answers 204 with no body. */
export const noContent = z.undefined();

/** The success answer of a route that answers with a file to save (a CSV statement), as text. */
export const csvFile = z.string();

/** The schemas of what a route takes; a type, not an interface, so it reads as a plain record too. */
export type RouteRequestSchemas = {
  body: RequestSchema;
  query: RequestSchema;
  pathParameters: RequestSchema;
};

export interface RouteSpec {
  method: HttpMethod;
  /** API Gateway path syntax: `/ops/kyc/applications/{userId}`. */
  path: string;
  access: RouteAccess;
  /** `noBody`, `noQuery`, `noPathParameters` when the route takes none: never "anything goes". */
  request: RouteRequestSchemas;
  /**
   * The success body: `noContent` for 204, `csvFile` for a file. The SPA's client parses every answer
   * with it, so an answer that does not match is reported as a bug instead of shown half-right.
   */
  response: z.ZodMiniType;
  /** Handler module, relative to the repository root; it exports `handler`. */
  handler: string;
  grants: RouteGrants;
}

/** What a definition is known by: its key in the table, and its function's name. */
export interface RouteNames<Name extends string = string> {
  /** `getKycApplication`: the key of the route table, the SPA client's and the tests' name for it. */
  readonly name: Name;
  /** PascalCase of the name: the CDK construct id and the `npm run invoke` name (`GetKycApplication`). */
  readonly functionName: string;
}

/**
 * A route as its capability file writes it: `request` names only the parts the route takes. A path
 * with `{name}` segments must name its `pathParameters` schema, so a parameter is never left unchecked.
 */
export type RouteDeclaration = Omit<RouteSpec, 'request'> & { request?: Partial<RouteRequestSchemas> };

type DeclaredPathParameters<Declaration extends RouteDeclaration> =
  PathParameterNames<Declaration['path']> extends never
    ? unknown
    : { request: { pathParameters: RequestSchema } };

/** The request a declaration takes, with what it leaves out taking nothing. */
type RequestOf<Declaration extends RouteDeclaration> = {
  [Part in keyof RouteRequestSchemas]: Declaration['request'] extends { [Named in Part]: infer Schema }
    ? Schema
    : (typeof requestTakingNothing)[Part];
};

export type RouteDefinitions<Declarations extends Record<string, RouteDeclaration>> = {
  readonly [Name in keyof Declarations & string]: Omit<Declarations[Name], 'request'> & {
    request: RequestOf<Declarations[Name]>;
  } & RouteNames<Name>;
};

/** What a route takes in each part it does not name: nothing, refused when sent. */
const requestTakingNothing = { body: noBody, query: noQuery, pathParameters: noPathParameters };

const pascalCase = (name: string) => `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;

/** One capability's routes, each named by its key, which also names its function and sample event. */
export function defineRoutes<const Declarations extends Record<string, RouteDeclaration>>(
  declarations: Declarations & { [Name in keyof Declarations]: DeclaredPathParameters<Declarations[Name]> },
): RouteDefinitions<Declarations> {
  return Object.fromEntries(
    Object.entries(declarations).map(([name, declaration]) => [
      name,
      {
        ...declaration,
        request: { ...requestTakingNothing, ...declaration.request },
        name,
        functionName: pascalCase(name),
      },
    ]),
  ) as RouteDefinitions<Declarations>;
}

/** Any route of the table. */
export type ApiRoute = RouteSpec & RouteNames;

/** The `{name}` segments of a path, as a union of names. */
type PathParameterNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParameterNames<Rest>
  : never;

export type PathParametersOf<Route extends Pick<RouteSpec, 'path'>> = {
  [Parameter in PathParameterNames<Route['path']>]: string;
};

/**
 * A route's URL path with its parameters filled in, each percent-encoded as one path segment (a `/` or
 * `?` in a value can never reach another route): `routePath(getKycApplication, { userId })`.
 */
export function routePath<Route extends Pick<RouteSpec, 'path'>>(
  route: Route,
  ...[parameters]: keyof PathParametersOf<Route> extends never ? [] : [PathParametersOf<Route>]
): string {
  const values = (parameters ?? {}) as Record<string, string>;
  return route.path.replace(/\{(\w+)\}/g, (_, parameter: string) => {
    const value = values[parameter];
    if (value === undefined) throw new Error(`${route.path} needs the path parameter ${parameter}`);
    return encodeURIComponent(value);
  });
}

/**
 * A route's sample event for `npm run invoke` and the route-table tests, relative to the repository
 * root: `getKycApplication` → `events/get-kyc-application.json`.
 */
export const sampleEventOf = (route: Pick<ApiRoute, 'name'>) =>
  `events/${route.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.json`;
