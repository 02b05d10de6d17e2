/**
 * The loader of the signed-in part of the app: a visitor without a session goes to sign-in, with
 * `from` set so sign-in can bring them back. It runs on every navigation (see shouldRevalidate in
 * the router), so signing out in another tab is noticed on the next click.
 */
import { type LoaderFunctionArgs, replace } from 'react-router-dom';
import { paths } from '../config/paths';
import { loadRuntimeConfig } from '../config/runtime-config';
import { readSession } from '../lib/auth/token-store';

export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  const config = await loadRuntimeConfig();
  if (readSession(config.cognito.userPoolClientId)) return null;
  const { pathname, search } = new URL(request.url);
  // Replace, not push: Back must not return to a page that only bounces to sign-in again.
  throw replace(paths.login.signIn.getHref(`${pathname}${search}`));
}
