import { Link } from 'react-router-dom';
import { ErrorPanel } from '../../../components/errors/error-panel';
import { buttonClassName } from '../../../components/ui/button/button';
import { paths } from '../../../config/paths';

export function NotFoundScreen() {
  return (
    <ErrorPanel
      status="404"
      title="Page not found"
      message="The page you asked for does not exist or has moved. Check the address, or start again from the home page."
      tone="neutral"
      actions={
        <Link className={buttonClassName()} to={paths.home.getHref()}>
          Go to the home page
        </Link>
      }
    />
  );
}
