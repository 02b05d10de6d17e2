import type { Profile } from '@contract/profile';
import { Card } from '../../../components/ui/card/card';
import { formatIndianGrouping } from '../../../lib/format-amount';
import { KycStatusBadge } from './kyc-status-badge';

const joined = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' });

export function ProfileSummary({ profile }: { profile: Profile }) {
  const addresses = profile.cryptoAddresses.TRC20;
  return (
    <div className="split">
      <Card title="Profile">
        <dl className="details">
          <div>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
          </div>
          <div>
            <dt>Identity (KYC)</dt>
            <dd>
              <KycStatusBadge status={profile.kycStatus} />
            </dd>
          </div>
          <div>
            <dt>Member since</dt>
            <dd>{joined.format(new Date(profile.createdAt))}</dd>
          </div>
        </dl>
      </Card>
      <Card title="Balances">
        <dl className="details">
          <div>
            <dt>INR wallet</dt>
            <dd>₹ {formatIndianGrouping(profile.fiatBalance)}</dd>
          </div>
          <div>
            <dt>USDT (TRC20)</dt>
            <dd>{formatIndianGrouping(profile.cryptoBalance.USDT)} USDT</dd>
          </div>
          <div>
            <dt>TRC20 deposit address</dt>
            {addresses.length > 0 ? (
              <dd className="mono">{addresses.join(', ')}</dd>
            ) : (
              <dd className="muted">Available after identity verification</dd>
            )}
          </div>
        </dl>
      </Card>
    </div>
  );
}
