/**
 * What a route takes when it takes nothing: each route of the table says so explicitly for its body,
 * query string and path parameters, so "no schema" can never mean "anything goes".
 */
import * as z from 'zod/mini';

/** A route without a request body: an empty body passes, any body is refused. */
export const noBody = z.undefined('This request takes no body');

/** A route that reads nothing from the query string: any parameter is an unknown one, refused. */
export const noQuery = z.strictObject({});

/** A route whose path has no `{name}` segments (API Gateway then passes no path parameters). */
export const noPathParameters = z.undefined();

export type RequestSchema = z.ZodMiniType;
