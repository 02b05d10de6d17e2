/** What someone outside the reviewers group sees at /ops/kyc: a plain 403, and a way home. */
import { Link } from 'react-router-dom';
import { ErrorPanel } from '../../../components/errors/error-panel';
import { buttonClassName } from '../../../components/ui/button/button';
import { paths } from '../../../config/paths';

export function NotReviewer() {
  return (
    <ErrorPanel
      status="403"
      tone="neutral"
      title="For KYC reviewers only"
      message="This page is for the team that checks identity documents. If you need access, ask an administrator to add you to the reviewers group, then sign in again."
      actions={
        <Link className={buttonClassName({ variant: 'secondary' })} to={paths.home.getHref()}>
          Go to the home page
        </Link>
      }
    />
  );
}
