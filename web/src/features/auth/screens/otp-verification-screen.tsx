import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { type AuthFlowState, readFlowState } from '../../../lib/auth/flow-state';
import { BackToSignIn } from '../components/auth-form';
import { EmailConfirmationForm } from '../components/email-confirmation-form';
import { CODE_LENGTH } from '../utils/validation';

/**
 * The emailed-code step of signing in: an account whose email was never confirmed cannot sign in, so
 * sign-in sends a fresh code and comes here. Once confirmed, back to sign-in with `from`/`step` kept.
 */
export function OtpVerificationScreen() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const flow = readFlowState(useLocation().state);
  const where = flow.email ? <strong>{flow.email}</strong> : 'your email address';

  const confirmed = (email: string) => {
    const state: AuthFlowState = { email, notice: 'email-confirmed' };
    const next = { from: query.get('from'), step: query.get('step') };
    void navigate(paths.login.signIn.getHref(next), { replace: true, state });
  };

  return (
    <AuthLayout
      title="Confirm your email to sign in"
      lead={
        flow.codeSent === false ? (
          <>
            Your email address is not confirmed yet. Enter the {CODE_LENGTH}-digit code we sent to {where}, or
            ask for a new one.
          </>
        ) : (
          <>
            Your email address is not confirmed yet, so we sent a new {CODE_LENGTH}-digit code to {where}.
          </>
        )
      }
      footer={<BackToSignIn prompt="Not your account?" />}
    >
      <EmailConfirmationForm
        email={flow.email}
        codeJustSent={flow.codeSent === true}
        onConfirmed={confirmed}
      />
    </AuthLayout>
  );
}
