/**
 * The validation step of every route: the body (request-body.ts), the query string and the path
 * parameters, each checked against the route's zod/mini schema from the contract, with the same 400
 * problem naming each field.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { RouteSpec } from '../../contract/route-definition';
import { InvalidRequestError } from '../domain/errors';
import { fieldErrorsOf, parseBody } from './request-body';

function parseOrRefuse<Schema extends z.ZodMiniType>(schema: Schema, raw: unknown): z.output<Schema> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error.issues);
  const first = Object.values(fieldErrors)[0] ?? parsed.error.issues[0]?.message;
  throw new InvalidRequestError(first ?? 'The request is not valid.', fieldErrors);
}

export function parseQuery<Schema extends z.ZodMiniType>(
  event: Pick<APIGatewayProxyEventV2, 'queryStringParameters'>,
  schema: Schema,
): z.output<Schema> {
  return parseOrRefuse(schema, event.queryStringParameters ?? {});
}

export interface ValidatedRequest {
  body: unknown;
  query: unknown;
  pathParameters: unknown;
}

type RequestEvent = Pick<
  APIGatewayProxyEventV2,
  'body' | 'isBase64Encoded' | 'queryStringParameters' | 'pathParameters' | 'headers'
>;

/** Path parameters first (which resource), then the query, then the body, as a reader would check. */
export function parseRequest(event: RequestEvent, schemas: RouteSpec['request']): ValidatedRequest {
  const pathParameters = parseOrRefuse(schemas.pathParameters, event.pathParameters);
  const query = parseQuery(event, schemas.query);
  const body = parseBody(event, schemas.body);
  return { body, query, pathParameters };
}
