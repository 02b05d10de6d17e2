import type { KycStatus } from '@contract/account';
import { Link } from 'react-router-dom';
import { Banner } from '../../../components/ui/banner/banner';
import { paths } from '../../../config/paths';

/** Why money actions are off while the identity check is under review or was not approved. */
export function KycStatusBanner({ status }: { status: Exclude<KycStatus, 'approved' | 'not-submitted'> }) {
  if (status === 'pending')
    return (
      <Banner tone="warning" role="status" title="Your identity check is under review">
        <p>Adding money and buying USDT open as soon as it is approved.</p>
      </Banner>
    );
  return (
    <Banner tone="error" role="status" title="Your identity check was not approved">
      <p>
        Adding money and buying USDT stay closed until it is. See what to fix in{' '}
        <Link to={paths.accountSetup.getHref()}>account set-up</Link> and submit again.
      </p>
    </Banner>
  );
}
