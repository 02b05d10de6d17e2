/**
 * The loader of sign-in and sign-up: someone already signed in has nothing to do there and goes on
 * to `/` (replacing the entry, so Back does not return to a form they cannot use).
 */
import { replace } from 'react-router-dom';
import { paths } from '../config/paths';
import { hasSession } from './session-check';

export async function redirectSignedIn(): Promise<null> {
  if (await hasSession()) throw replace(paths.home.getHref());
  return null;
}
