import { useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { EmailField } from '../../../components/ui/form/email-field';
import { PasswordField } from '../../../components/ui/form/password-field';
import { paths } from '../../../config/paths';
import { useFormFields } from '../../../hooks/use-form-fields';
import { AuthError, isAuthError } from '../../../lib/auth/auth-error';
import { type AuthFlowState, readFlowState } from '../../../lib/auth/flow-state';
import { useAuth } from '../../../lib/auth/use-auth';
import { AuthForm, BackToSignIn } from '../components/auth-form';
import { CodeField } from '../components/code-field';
import { ResendCode } from '../components/resend-code';
import {
  CODE_LENGTH,
  codeError,
  emailError,
  newPasswordError,
  PASSWORD_MIN_LENGTH,
} from '../utils/validation';

export function ResetPasswordScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const flow = readFlowState(useLocation().state);
  const { values, field, check } = useFormFields({ email: flow.email ?? '', code: '', password: '' });
  const email = values.email.trim();

  async function submit() {
    const valid = check({
      email: emailError(values.email),
      code: codeError(values.code),
      password: newPasswordError(values.password),
    });
    if (!valid) return;
    try {
      await auth.confirmForgotPassword(email, values.code, values.password);
    } catch (error) {
      // An unknown email reads exactly like a wrong code: this screen must not tell who has an account.
      if (isAuthError(error, 'UserNotFoundException'))
        throw new AuthError('CodeMismatchException', 'Invalid verification code provided, please try again.');
      throw error;
    }
    const state: AuthFlowState = { email, notice: 'password-changed' };
    await navigate(paths.login.signIn.getHref(), { replace: true, state });
  }

  async function resend() {
    if (!check({ email: emailError(values.email) })) throw new Error('Enter your email address first.');
    await auth.forgotPassword(email);
  }

  return (
    <AuthLayout
      title="Set a new password"
      lead={
        flow.email ? (
          <>
            If <strong>{flow.email}</strong> has an account with us, we have emailed it a {CODE_LENGTH}-digit
            code. Enter it with your new password.
          </>
        ) : (
          `Enter the ${CODE_LENGTH}-digit code we emailed you and choose a new password.`
        )
      }
      footer={<BackToSignIn prompt="Remembered it?" />}
    >
      <AuthForm submitLabel="Save new password" pendingLabel="Saving…" onSubmit={submit}>
        {/* Lets a password manager file the new password under the right account. */}
        {flow.email && (
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        )}
        {!flow.email && <EmailField {...field('email')} />}
        <CodeField label="Reset code" {...field('code')} />
        <ResendCode onResend={resend} codeJustSent={flow.codeSent === true} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          {...field('password')}
        />
      </AuthForm>
    </AuthLayout>
  );
}
