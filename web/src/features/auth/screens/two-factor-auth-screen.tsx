import { Link, useSearchParams } from 'react-router-dom';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Banner } from '../../../components/ui/banner/banner';
import { buttonClassName } from '../../../components/ui/button/button';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../config/paths';
import { safeReturnPath } from '../../../lib/auth/redirect';
import { useMe } from '../../../lib/profile/get-me';
import { PIN_LENGTH } from '../utils/validation';

/**
 * "Secure your account": offered after the first sign-in. Explains the transaction PIN (the second
 * factor that confirms money movements) and leads to setting it, or skips on to `step`.
 */
export function TwoFactorAuthScreen() {
  const [query] = useSearchParams();
  const next = safeReturnPath(query.get('step') ?? paths.accountSetup.path);
  const { data: profile, error, mutate } = useMe();

  return (
    <AuthLayout
      title="Secure your account"
      lead="Your password signs you in. A transaction PIN is your second factor: it confirms every money movement, so someone who learns your password still cannot move your money."
    >
      <ol className="steps">
        <li>
          <strong>Choose a {PIN_LENGTH}-digit PIN</strong>
          <span>Not your birthday, not 123456. We keep it only as a scrambled (hashed) value.</span>
        </li>
        <li>
          <strong>Confirm money movements with it</strong>
          <span>Buying USDT and withdrawals will ask for it before any money moves.</span>
        </li>
        <li>
          <strong>Change it any time</strong>
          <span>From your account page, with your current PIN.</span>
        </li>
      </ol>
      {error && !profile && (
        <ApiErrorBanner error={error} title="We could not check your PIN" onRetry={mutate} />
      )}
      {!profile && !error && <LoadingLine>Checking your account…</LoadingLine>}
      {profile?.transactionPinSet && (
        <>
          <Banner tone="success" title="Your transaction PIN is set">
            You can change it from your account page.
          </Banner>
          <Link className={buttonClassName({ block: true })} to={next}>
            Continue
          </Link>
        </>
      )}
      {profile && !profile.transactionPinSet && (
        <div className="stack">
          <Link
            className={buttonClassName({ block: true })}
            to={paths.registration.twoFactorPin.getHref(next)}
          >
            Set my transaction PIN
          </Link>
          <Link className={buttonClassName({ variant: 'secondary', block: true })} to={next}>
            Skip for now
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
