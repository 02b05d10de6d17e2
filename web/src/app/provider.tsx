import { type ReactNode, StrictMode } from 'react';
import { ErrorPanel } from '../components/errors/error-panel';
import { Button } from '../components/ui/button/button';
import { Icon } from '../components/ui/icon/icon';
import { FullScreenSpinner } from '../components/ui/spinner/spinner';
import { AuthProvider } from '../lib/auth/auth-provider';
import { useRuntimeConfig } from './use-runtime-config';

/**
 * App-wide providers around the router: first the runtime config (a full-screen spinner meanwhile,
 * 'Network error' with Retry if it cannot load), then the auth session. Data fetching needs no
 * provider (SWR options travel with each hook, see lib/api-swr-options.ts).
 */
function AppStartup({ children }: { children: ReactNode }) {
  const start = useRuntimeConfig();
  if (start.status === 'loading') return <FullScreenSpinner />;
  if (start.status === 'failed')
    return (
      <main className="app-main">
        <ErrorPanel
          title="Network error"
          message="We could not load the app's settings. Check your internet connection and try again."
          actions={
            <Button onClick={start.retry}>
              <Icon name="refresh" size={18} />
              Retry
            </Button>
          }
        />
      </main>
    );
  return (
    <AuthProvider config={start.config} session={start.session}>
      {children}
    </AuthProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppStartup>{children}</AppStartup>
    </StrictMode>
  );
}
