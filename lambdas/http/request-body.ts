/**
 * The validation step of a route with a JSON body: parse it and check it against the contract's
 * schema (the same zod/mini schema the SPA checks while the person types). A bad body is a 400
 * problem naming each field, so the form can show every message next to its field.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import { InvalidRequestError } from '../domain/errors';

function bodyText(event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>): string {
  const body = event.body ?? '';
  return event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
}

/** zod/mini carries no locale, so a missing or wrongly typed field would only say 'Invalid input'. */
function plainMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.message === 'Invalid input')
    return `This field is missing or is not a ${issue.expected}`;
  return issue.message;
}

/** Field path (`kyc.address.pinCode`) → the first message about it. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (field && !(field in errors)) errors[field] = plainMessage(issue);
  }
  return errors;
}

export function parseBody<Schema extends z.ZodMiniType>(
  event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>,
  schema: Schema,
): z.output<Schema> {
  let raw: unknown;
  try {
    const text = bodyText(event);
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    throw new InvalidRequestError('The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error.issues);
  const firstIssue = parsed.error.issues[0];
  const first = Object.values(fieldErrors)[0] ?? (firstIssue && plainMessage(firstIssue));
  throw new InvalidRequestError(first ?? 'The request is not valid.', fieldErrors);
}
