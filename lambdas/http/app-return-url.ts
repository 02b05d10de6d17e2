/**
 * Where a provider's hosted page sends the browser back: a screen of the SPA on the origin the request
 * came from (the browser's `Origin` header). Locally APP_ORIGINS lists the app's origins and anything
 * else is refused; in the cloud the API's CORS rule already lets only the SPA's origin read answers, and
 * a person's token lives only in that origin's storage.
 */
import { InvalidRequestError } from '../domain/errors';

export function appReturnUrl(headers: Record<string, string | undefined> | undefined, path: string): URL {
  const origin = headers?.origin;
  let url: URL | undefined;
  try {
    url = origin ? new URL(path, origin) : undefined;
  } catch {
    url = undefined;
  }
  const allowed = process.env.APP_ORIGINS?.split(',').filter(Boolean);
  if (
    !url ||
    url.origin !== origin ||
    !['http:', 'https:'].includes(url.protocol) ||
    (allowed && !allowed.includes(url.origin))
  )
    throw new InvalidRequestError('Start the card payment from the wallet app, so it can bring you back.');
  return url;
}
