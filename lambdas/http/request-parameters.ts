/**
 * The validation step for what a route reads from its URL: the query string and path parameters,
 * checked against zod/mini schemas like bodies are (request-body.ts), with the same 400 problem.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod/mini';
import { InvalidRequestError } from '../domain/errors';
import { fieldErrorsOf } from './request-body';

function parseOrRefuse<Schema extends z.ZodMiniType>(schema: Schema, raw: unknown): z.output<Schema> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error.issues);
  throw new InvalidRequestError(Object.values(fieldErrors)[0] ?? 'The request is not valid.', fieldErrors);
}

export function parseQuery<Schema extends z.ZodMiniType>(
  event: Pick<APIGatewayProxyEventV2, 'queryStringParameters'>,
  schema: Schema,
): z.output<Schema> {
  return parseOrRefuse(schema, event.queryStringParameters ?? {});
}

/** A Cognito `sub` as it appears in a path: letters, digits and dashes. */
const CustomerId = z.string().check(z.regex(/^[A-Za-z0-9-]{1,128}$/, 'This is not a customer id'));

export function customerIdParameter(event: Pick<APIGatewayProxyEventV2, 'pathParameters'>): string {
  return parseOrRefuse(z.object({ userId: CustomerId }), event.pathParameters ?? {}).userId;
}
