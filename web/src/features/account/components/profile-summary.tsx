import type { Profile } from '@contract/account';
import { formatIndianGrouping, formatRupees } from '@contract/rupees';
import { Card } from '../../../components/ui/card/card';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { formatIstDate } from '../../../lib/format-time';
import { KycStatusBadge } from './kyc-status-badge';

export function ProfileSummary({ profile }: { profile: Profile }) {
  const addresses = profile.cryptoAddresses.TRC20;
  return (
    <div className="split">
      <Card title="Profile">
        <Details>
          <DetailsRow label="Email">{profile.email}</DetailsRow>
          <DetailsRow label="Identity (KYC)">
            <KycStatusBadge status={profile.kycStatus} />
          </DetailsRow>
          <DetailsRow label="Member since">{formatIstDate(profile.createdAt)}</DetailsRow>
        </Details>
      </Card>
      <Card title="Balances">
        <Details>
          <DetailsRow label="INR wallet">{formatRupees(profile.fiatBalance)}</DetailsRow>
          <DetailsRow label="USDT (TRC20)">
            {formatIndianGrouping(profile.cryptoBalance.USDT)} USDT
          </DetailsRow>
          <DetailsRow label="TRC20 deposit address">
            {addresses.length > 0 ? (
              <span className="mono">{addresses.join(', ')}</span>
            ) : (
              <span className="muted">Available after identity verification</span>
            )}
          </DetailsRow>
        </Details>
      </Card>
    </div>
  );
}
