/**
 * What a route takes when it takes nothing: defineRoutes gives these to each body, query string and
 * path parameters a route does not name, so "no schema" can never mean "anything goes".
 */
import * as z from 'zod/mini';

/** A route without a request body: an empty body passes, any body is refused. */
export const noBody = z.undefined('This request takes no body');

/** A route that reads nothing from the query string: any parameter is an unknown one, refused. */
export const noQuery = z.strictObject({});

/** A route whose path has no `{name}` segments (API Gateway then passes no path parameters). */
export const noPathParameters = z.undefined();

export type RequestSchema = z.ZodMiniType;

/** An object key of the uploads bucket, as a request names it (the API, not the request, picks the bucket). */
export const ObjectKeySchema = z.string().check(z.minLength(1, 'A key is required'), z.maxLength(1024));

/** `?limit=` of a paginated list: the page size, 1 to 100, as the query string carries it (text). */
export const PageSizeSchema = z.pipe(
  z.string().check(z.regex(/^\d{1,3}$/, 'The page size is a number from 1 to 100')),
  z.pipe(
    z.transform(Number),
    z.number().check(z.gte(1, 'The page size is at least 1'), z.lte(100, 'The page size is at most 100')),
  ),
);

/**
 * `?limit=&cursor=` of a list paged by an opaque cursor (documents, the review queue), to spread into
 * its query schema: the cursor is the `next` of the page before.
 */
export const cursorPageQuery = {
  limit: z.optional(PageSizeSchema),
  cursor: z.optional(z.string().check(z.maxLength(2048, 'This page link is not valid'))),
};

/** A page's `next`, to spread into its response schema: the opaque cursor of the page after it, absent on the last. */
export const nextPageCursor = { next: z.optional(z.string()) };
