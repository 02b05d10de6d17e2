import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { EmailField } from '../../../components/ui/form/email-field';
import { PasswordField } from '../../../components/ui/form/password-field';
import { APP_NAME } from '../../../config/app';
import { paths } from '../../../config/paths';
import { useFormFields } from '../../../hooks/use-form-fields';
import { EmailNotConfirmedError } from '../../../lib/auth/auth-error';
import { type AuthFlowState, readFlowState } from '../../../lib/auth/flow-state';
import { useAuth } from '../../../lib/auth/use-auth';
import { clearApiCache } from '../../../lib/clear-api-cache';
import { AuthForm } from '../components/auth-form';
import { AuthNotice } from '../components/auth-notice';
import { destinationAfterSignIn } from '../utils/after-sign-in';
import { currentPasswordError, emailError } from '../utils/validation';

export function SignInScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const flow = readFlowState(useLocation().state);
  const { values, field, check } = useFormFields({ email: flow.email ?? '', password: '' });

  async function submit() {
    if (!check({ email: emailError(values.email), password: currentPasswordError(values.password) })) return;
    try {
      await auth.signIn(values.email, values.password);
    } catch (error) {
      if (!(error instanceof EmailNotConfirmedError)) throw error;
      // The engine has sent a fresh code; confirming it brings the person back here, `from` and `step` kept.
      const state: AuthFlowState = { email: error.email, codeSent: error.codeSent };
      const next = { from: query.get('from'), step: query.get('step') };
      await navigate(paths.login.otpVerification.getHref(next), { state });
      return;
    }
    // Whoever used this browser before: none of their cached answers may show, nor their requests count.
    await clearApiCache({ refetch: true });
    await navigate(destinationAfterSignIn(query), { replace: true });
  }

  return (
    <AuthLayout
      title="Sign in"
      lead={`Welcome back to ${APP_NAME}. Sign in to buy USDT and manage your wallets.`}
      footer={
        <>
          New here? <Link to={paths.registration.signUp.getHref()}>Create an account</Link>
        </>
      }
    >
      <AuthNotice notice={flow.notice} />
      <AuthForm submitLabel="Sign in" pendingLabel="Signing in…" onSubmit={submit}>
        <EmailField {...field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
        <p className="form__aside">
          <Link to={paths.login.forgotPassword.getHref()}>Forgot password?</Link>
        </p>
      </AuthForm>
    </AuthLayout>
  );
}
