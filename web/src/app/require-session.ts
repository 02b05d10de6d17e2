/**
 * The loader of the signed-in part of the app: a visitor without a session goes to sign-in, with
 * `from` set so sign-in can bring them back. It runs on every navigation (see shouldRevalidate in
 * the router), so signing out in another tab is noticed on the next click.
 */
import { type LoaderFunctionArgs, redirect, replace } from 'react-router-dom';
import { paths } from '../config/paths';
import { hasSession } from './session-check';

export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  if (await hasSession()) return null;

  const { pathname, search } = new URL(request.url);
  const signIn = paths.login.signIn.getHref({ from: `${pathname}${search}` });
  // Back must never land on an address that only bounces to sign-in again. When the guarded address
  // is already the current history entry (first load, reload, Back) or we came from `/` (which only
  // redirects), replace it. From a real page of the app, push: Back returns to that page.
  const current = window.location;
  const bouncing =
    `${current.pathname}${current.search}` === `${pathname}${search}` || current.pathname === '/';
  throw bouncing ? replace(signIn) : redirect(signIn);
}
