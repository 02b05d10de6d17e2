import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { AppLayout, MAIN_CONTENT_ID } from '../components/layouts/app-layout';
import { FullScreenSpinner } from '../components/ui/spinner/spinner';
import { paths } from '../config/paths';
import type { AuthFlowState } from '../lib/auth/flow-state';
import { onSessionEnded } from '../lib/auth/session-ended';
import { clearApiCache } from '../lib/clear-api-cache';

/** After an in-app navigation, start screen readers and keyboard users at the new screen's content. */
function useFocusMainOnNavigation(): void {
  const { pathname } = useLocation();
  // Starts at the first path, so the first render (and StrictMode's second effect run) moves nothing.
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * When an API call finds the session over (signed out of all devices elsewhere, refresh refused), go to
 * sign-in with `from`, so signing in again brings the person back to the page they were on.
 */
function useSignInWhenSessionEnds(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionEnded(() => {
        void clearApiCache();
        const { pathname, search } = window.location;
        // Several calls can fail at once; the first one already brought the person to sign-in.
        if (pathname === paths.login.signIn.path) return;
        const state: AuthFlowState = { notice: 'session-ended' };
        void navigate(paths.login.signIn.getHref({ from: `${pathname}${search}` }), { replace: true, state });
      }),
    [navigate],
  );
}

/** The app shell around every screen; the spinner shows while the next screen's code loads. */
export function RootLayout() {
  const navigation = useNavigation();
  useFocusMainOnNavigation();
  useSignInWhenSessionEnds();
  return (
    <>
      <AppLayout>
        <Outlet />
      </AppLayout>
      {navigation.state === 'loading' && <FullScreenSpinner delayed />}
      <ScrollRestoration />
    </>
  );
}
