/**
 * What the router shows when a screen cannot be shown: its code did not load, the app settings did
 * not load, or a bug. Inside the app shell (ScreenErrorBoundary) the header and footer stay usable.
 */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ErrorPanel } from '../components/errors/error-panel';
import { Button, buttonClassName } from '../components/ui/button/button';
import { Icon } from '../components/ui/icon/icon';
import { paths } from '../config/paths';
import { RuntimeConfigError } from '../config/runtime-config';
import { ChunkLoadError } from './lazy-screen';

/**
 * Retry by reloading the page. Trying the import again in place does not work: React Router keeps
 * the failed lazy() promise for the route, and browsers may keep the failed module in their module
 * map; a reload starts both afresh at the same URL.
 */
function reload() {
  window.location.reload();
}

function RetryButton() {
  return (
    <Button onClick={reload}>
      <Icon name="refresh" size={18} />
      Retry
    </Button>
  );
}

function HomeLink() {
  return (
    <Link className={buttonClassName({ variant: 'secondary' })} to={paths.home.getHref()}>
      Go to the home page
    </Link>
  );
}

function RouteErrorView() {
  const error = useRouteError();
  if (error instanceof ChunkLoadError) {
    return (
      <ErrorPanel
        title="Loading chunk failed"
        message="This part of the app did not download, usually because the connection dropped. Check your internet connection and try again."
        actions={<RetryButton />}
      />
    );
  }
  if (error instanceof RuntimeConfigError) {
    return (
      <ErrorPanel
        title="We can't reach the service"
        message={`${error.message} Please check your connection and try again.`}
        actions={<RetryButton />}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPanel
        status="404"
        title="Page not found"
        message="We couldn't find what you were looking for."
        tone="neutral"
        actions={<HomeLink />}
      />
    );
  }
  return (
    <ErrorPanel
      title="Something went wrong"
      message="An unexpected error stopped this screen. Reloading usually fixes it; your money and data are safe."
      actions={
        <>
          <RetryButton />
          <HomeLink />
        </>
      }
    />
  );
}

/** Inside the shell: errors of one screen (its chunk, its loader, its rendering). */
export function ScreenErrorBoundary() {
  return <RouteErrorView />;
}

/** Outside the shell: the last resort when the shell itself failed. */
export function AppErrorBoundary() {
  return (
    <main className="app-main">
      <RouteErrorView />
    </main>
  );
}
