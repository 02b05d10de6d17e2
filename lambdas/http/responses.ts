/**
 * Every HTTP response the handlers give: JSON for success, problem+json for errors. This is the one
 * place where domain errors become status codes.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { PROBLEM_CONTENT_TYPE, type Problem } from '../../contract/problem';
import { DomainError, type DomainErrorKind } from '../domain/errors';

const statusByKind: Record<DomainErrorKind, number> = {
  'invalid-request': 400,
  'not-authenticated': 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'insufficient-funds': 422,
  'too-many-attempts': 429,
  'unsupported-media-type': 415,
  'service-failure': 502,
  'service-unavailable': 503,
};

const noStore = { 'cache-control': 'no-store' };

export function json(body: unknown, statusCode = 200): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', ...noStore },
    body: JSON.stringify(body),
  };
}

/** A file to save (a statement): the name is ours (ASCII, no quotes), never the caller's. */
export function csvAttachment(body: string, fileName: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      ...noStore,
    },
    body,
  };
}

export function problem(details: Problem): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: details.status,
    headers: { 'content-type': PROBLEM_CONTENT_TYPE, ...noStore },
    body: JSON.stringify(details),
  };
}

export function problemFromError(error: unknown): APIGatewayProxyStructuredResultV2 {
  if (error instanceof DomainError) {
    const fieldErrors = 'fieldErrors' in error ? (error.fieldErrors as Record<string, string>) : {};
    return problem({
      type: `https://wallet.example/problems/${error.kind}`,
      title: error.title,
      status: statusByKind[error.kind],
      detail: error.message,
      ...(Object.keys(fieldErrors).length > 0 ? { errors: fieldErrors } : {}),
    });
  }
  // Anything else is our fault; the person sees a plain sentence, the log keeps the details.
  return problem({
    type: 'about:blank',
    title: 'Internal error',
    status: 500,
    detail: 'Something went wrong on our side. Please try again in a moment.',
  });
}

/** Success with nothing to say (for example after a sign-out). */
export function noContent(): APIGatewayProxyStructuredResultV2 {
  return { statusCode: 204, headers: noStore };
}
