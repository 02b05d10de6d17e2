import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { EmailField } from '../../../components/ui/form/email-field';
import { PasswordField } from '../../../components/ui/form/password-field';
import { APP_NAME } from '../../../config/app';
import { paths } from '../../../config/paths';
import { useFormFields } from '../../../hooks/use-form-fields';
import type { AuthFlowState } from '../../../lib/auth/flow-state';
import { useAuth } from '../../../lib/auth/use-auth';
import { AuthForm } from '../components/auth-form';
import { emailError, newPasswordError, PASSWORD_MIN_LENGTH } from '../utils/validation';

const TERMS_ERROR = 'Please accept the terms and conditions to create an account.';

export function SignUpScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { values, field, check } = useFormFields({ email: '', password: '' });
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string>();

  async function submit() {
    setTermsError(accepted ? undefined : TERMS_ERROR);
    const fieldsValid = check({
      email: emailError(values.email),
      password: newPasswordError(values.password),
    });
    if (!fieldsValid || !accepted) return;
    const email = values.email.trim();
    const { confirmed } = await auth.signUp(email, values.password);
    const state: AuthFlowState = confirmed ? { email, notice: 'email-confirmed' } : { email, codeSent: true };
    await navigate(
      confirmed
        ? paths.login.signIn.getHref({ step: paths.accountSetup.path })
        : paths.registration.confirmSignUp.getHref(),
      { state },
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      lead="Buy USDT with rupees in minutes. First your email and a password; identity checks (KYC) come after."
      footer={
        <>
          Already have an account? <Link to={paths.login.signIn.getHref()}>Sign in</Link>
        </>
      }
    >
      <AuthForm submitLabel="Create account" pendingLabel="Creating your account…" onSubmit={submit}>
        <EmailField {...field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A long phrase is easy to remember and hard to guess.`}
          {...field('password')}
        />
        <CheckboxField
          name="terms"
          checked={accepted}
          error={termsError}
          onChange={(event) => {
            setAccepted(event.target.checked);
            setTermsError(undefined);
          }}
          label={
            <>
              I accept the <Link to={paths.info.terms.getHref()}>terms and conditions</Link> and the{' '}
              <Link to={paths.info.privacy.getHref()}>privacy policy</Link> of {APP_NAME}, and I am 18 or
              older and live in India.
            </>
          }
        />
      </AuthForm>
    </AuthLayout>
  );
}
