/**
 * The runtime config and the auth engine, loaded before anything renders: every screen, guard and API
 * call needs them. A failed load can be retried in place (loadRuntimeConfig forgets failures).
 */
import { useCallback, useEffect, useState } from 'react';
import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { getAppSession } from '../lib/auth/app-session';
import type { AuthSession } from '../lib/auth/session';

export type AppStart =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; config: RuntimeConfig; session: AuthSession };

export function useRuntimeConfig(): AppStart {
  const [state, setState] = useState<AppStart>({ status: 'loading' });

  const load = useCallback(() => {
    setState({ status: 'loading' });
    Promise.all([loadRuntimeConfig(), getAppSession()]).then(
      ([config, session]) => setState({ status: 'ready', config, session }),
      () => setState({ status: 'failed', retry: load }),
    );
  }, []);

  useEffect(load, [load]);
  return state;
}
