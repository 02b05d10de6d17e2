/**
 * Instead of the form, once it has been sent: in review, or verified. A rejected application shows the
 * form again (with the reason), so it is not here.
 */
import type { AccountSetupView } from '@contract/account-setup';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge/badge';
import { buttonClassName } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Icon } from '../../../components/ui/icon/icon';
import { paths } from '../../../config/paths';
import { formatIstDateTime } from '../../../lib/format-time';

const formatTime = (iso: string | undefined) => (iso ? formatIstDateTime(iso) : undefined);

export interface SetupStatusProps {
  view: AccountSetupView;
  /** True right after this visit's submit: the wording thanks the person. */
  justSubmitted?: boolean;
}

export function SetupStatus({ view, justSubmitted = false }: SetupStatusProps) {
  const approved = view.status === 'approved';
  const submittedAt = formatTime(view.submittedAt);
  const decidedAt = formatTime(view.decidedAt);
  const title = approved
    ? 'Your identity is verified'
    : justSubmitted
      ? 'Thank you. Your details are in review'
      : 'Your details are in review';
  return (
    <Card className="setup-status" aria-labelledby="setup-status-title">
      <span className={`setup-status__icon setup-status__icon--${approved ? 'success' : 'pending'}`}>
        <Icon name={approved ? 'shield' : 'clock'} size={28} />
      </span>
      <h2 id="setup-status-title">{title}</h2>
      <p>{approved ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">In review</Badge>}</p>
      {approved ? (
        <p className="muted">
          You can add money and buy USDT.{decidedAt ? ` Verified on ${decidedAt}.` : ''}
        </p>
      ) : (
        <p className="muted">
          {submittedAt ? `Sent on ${submittedAt}. ` : ''}A reviewer checks your documents, usually within one
          working day. You will see the result on your account page and in your wallet.
        </p>
      )}
      <div className="setup-status__actions">
        {approved ? (
          <Link className={buttonClassName()} to={paths.wallets.buyCrypto.getHref()}>
            Buy USDT
          </Link>
        ) : (
          <Link className={buttonClassName()} to={paths.account.getHref()}>
            Go to your account
          </Link>
        )}
        <Link
          className={buttonClassName({ variant: 'secondary' })}
          to={approved ? paths.account.getHref() : paths.wallets.buyCrypto.getHref()}
        >
          {approved ? 'Your account' : 'Back to the wallet'}
        </Link>
      </div>
    </Card>
  );
}
