import './security-card.css';
import type { Profile } from '@contract/account';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge/badge';
import { Banner } from '../../../components/ui/banner/banner';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { Icon } from '../../../components/ui/icon/icon';
import { paths } from '../../../config/paths';
import { useSignOut } from '../../../hooks/use-sign-out';

/** The transaction PIN and signing out: here, or on every device at once. */
export function SecurityCard({ profile }: { profile: Profile | undefined }) {
  const { signOut, signOutEverywhere, pending, error } = useSignOut();
  return (
    <Card title="Security">
      <Details>
        <DetailsRow label="Transaction PIN">
          {profile === undefined ? (
            '—'
          ) : profile.transactionPinSet ? (
            <Badge tone="success">Set</Badge>
          ) : (
            <Badge tone="warning">Not set</Badge>
          )}
        </DetailsRow>
      </Details>
      <div className="security-actions">
        <Link
          className={buttonClassName({ variant: 'secondary' })}
          to={paths.registration.twoFactorPin.getHref()}
        >
          <Icon name="lock" size={18} />
          {profile?.transactionPinSet ? 'Change PIN' : 'Set a PIN'}
        </Link>
      </div>
      <h3 className="security-card__heading">Sign out</h3>
      <p className="muted security-card__note">
        Signing out of all devices ends every session at once — phones and computers, this one included. Use
        it if you lost a device or think someone else knows your password.
      </p>
      <div className="security-actions">
        <Button
          variant="secondary"
          onClick={() => void signOut()}
          pending={pending === 'here'}
          disabled={pending !== null}
        >
          <Icon name="signOut" size={18} />
          Sign out
        </Button>
        <Button
          variant="secondary"
          onClick={() => void signOutEverywhere()}
          pending={pending === 'everywhere'}
          disabled={pending !== null}
        >
          Sign out of all devices
        </Button>
      </div>
      {error && (
        <Banner tone="error" role="alert" title="We could not sign you out everywhere">
          {error}
        </Banner>
      )}
    </Card>
  );
}
