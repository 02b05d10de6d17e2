import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { AppLayout, MAIN_CONTENT_ID } from '../components/layouts/app-layout';
import { FullScreenSpinner } from '../components/ui/spinner/spinner';

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

/** The app shell around every screen; the spinner shows while the next screen's code loads. */
export function RootLayout() {
  const navigation = useNavigation();
  useFocusMainOnNavigation();
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
