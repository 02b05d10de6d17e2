/**
 * The loader of sign-in and sign-up: someone already signed in has nothing to do there and goes on
 * to `/` (replacing the entry, so Back does not return to a form they cannot use).
 */
import { replace } from 'react-router-dom';
import { paths } from '../config/paths';
import { loadRuntimeConfig } from '../config/runtime-config';
import { readSession } from '../lib/auth/token-store';

export async function redirectSignedIn(): Promise<null> {
  const config = await loadRuntimeConfig();
  if (readSession(config.cognito.userPoolClientId)) throw replace(paths.home.getHref());
  return null;
}
