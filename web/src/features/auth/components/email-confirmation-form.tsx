/**
 * The emailed-code step that confirms an email address: after sign-up (/registration/confirm-sign-up)
 * and when an unconfirmed account tries to sign in (/login/otp-verification). The email comes from the
 * screen before; opened without it (a new tab, a bookmark), the form asks for it.
 */

import { EmailField } from '../../../components/ui/form/email-field';
import { useFormFields } from '../../../hooks/use-form-fields';
import { useAuth } from '../../../lib/auth/use-auth';
import { codeError, emailError } from '../utils/validation';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';
import { ResendCode } from './resend-code';

export interface EmailConfirmationFormProps {
  /** The address the code went to, when the screen before knows it. */
  email: string | undefined;
  codeJustSent: boolean;
  onConfirmed: (email: string) => void;
}

export function EmailConfirmationForm({
  email: knownEmail,
  codeJustSent,
  onConfirmed,
}: EmailConfirmationFormProps) {
  const auth = useAuth();
  const { values, field, check } = useFormFields({ email: knownEmail ?? '', code: '' });
  const email = values.email.trim();

  async function submit() {
    if (!check({ email: emailError(values.email), code: codeError(values.code) })) return;
    await auth.confirmSignUp(email, values.code);
    onConfirmed(email);
  }

  async function resend() {
    if (!check({ email: emailError(values.email) })) throw new Error('Enter your email address first.');
    await auth.resendCode(email);
  }

  return (
    <AuthForm submitLabel="Confirm email" pendingLabel="Confirming…" onSubmit={submit}>
      {!knownEmail && <EmailField {...field('email')} />}
      <CodeField
        label="Confirmation code"
        hint="Check your spam folder if it has not arrived within a minute."
        {...field('code')}
      />
      <ResendCode onResend={resend} codeJustSent={codeJustSent} />
    </AuthForm>
  );
}
