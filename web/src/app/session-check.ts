import { loadRuntimeConfig } from '../config/runtime-config';
import { readSession } from '../lib/auth/token-store';

/** Whether this browser holds a session of the app's user pool client (read from storage, no call). */
export async function hasSession(): Promise<boolean> {
  const config = await loadRuntimeConfig();
  return readSession(config.cognito.userPoolClientId) !== null;
}
