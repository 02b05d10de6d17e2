/**
 * The runtime configuration (`/config.json`): API URL, Cognito pool and client. Fetched once per page
 * load and validated with the contract's schema, so one build runs against the cloud or the local twin.
 */
import { type RuntimeConfig, RuntimeConfigSchema } from '@contract/runtime-config';

export type { RuntimeConfig } from '@contract/runtime-config';

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

let pending: Promise<RuntimeConfig> | undefined;

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch('/config.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch {
    throw new RuntimeConfigError('Network error: could not load the app settings.');
  }
  if (!response.ok) throw new RuntimeConfigError(`The app settings are missing (HTTP ${response.status}).`);
  const parsed = RuntimeConfigSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new RuntimeConfigError('The app settings are not valid.');
  return parsed.data;
}

/** The configuration, fetched on first use; a failed fetch is forgotten so the next call tries again. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchRuntimeConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
