/**
 * The app's one auth engine (over localStorage), built from the runtime config on first use. Route
 * loaders and the API client run outside React, so they reach the engine here; AuthProvider is given
 * the same instance, so React and non-React code always agree on who is signed in.
 */
import { loadRuntimeConfig } from '../../config/runtime-config';
import { AuthSession } from './session';

let engine: AuthSession | undefined;

export async function getAppSession(): Promise<AuthSession> {
  const config = await loadRuntimeConfig();
  engine ??= AuthSession.fromConfig(config, { storage: localStorage });
  return engine;
}
