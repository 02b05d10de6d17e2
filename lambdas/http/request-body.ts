/**
 * The validation step of a route with a JSON body: parse it and check it against the contract's
 * schema (the same zod/mini schema the SPA checks while the person types). A bad body is a 400
 * problem naming each field, so the form can show every message next to its field. A field the
 * schema does not know is refused by name, never silently dropped (the request schemas are strict
 * objects), and a body that is not JSON by its content type is refused with 415.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import { InvalidRequestError, UnsupportedMediaTypeError } from '../domain/errors';

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

/** Field path (`kyc.address.pinCode`) → the first message about it; each unknown field by its own path. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const note = (field: string, message: string) => {
    if (field && !(field in errors)) errors[field] = message;
  };
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) {
        const unknown = field ? `${field}.${key}` : key;
        note(unknown, `Unknown field '${unknown}'`);
      }
    else note(field, plainMessage(issue));
  }
  return errors;
}

/** `application/json`, with or without parameters such as a charset. */
const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

function contentTypeOf(headers: APIGatewayProxyEventV2['headers'] | undefined): string | undefined {
  const entry = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type');
  return entry?.[1];
}

export function parseBody<Schema extends z.ZodMiniType>(
  event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded' | 'headers'>,
  schema: Schema,
): z.output<Schema> {
  const text = bodyText(event);
  if (text && !isJson(contentTypeOf(event.headers)))
    throw new UnsupportedMediaTypeError('Send the request body as application/json.');
  let raw: unknown;
  try {
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
