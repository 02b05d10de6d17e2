import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { EmailField } from '../../../components/ui/form/email-field';
import { paths } from '../../../config/paths';
import { useFormFields } from '../../../hooks/use-form-fields';
import type { AuthFlowState } from '../../../lib/auth/flow-state';
import { useAuth } from '../../../lib/auth/use-auth';
import { AuthForm, BackToSignIn } from '../components/auth-form';
import { emailError } from '../utils/validation';

export function ForgotPasswordScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { values, field, check } = useFormFields({ email: '' });

  async function submit() {
    if (!check({ email: emailError(values.email) })) return;
    const email = values.email.trim();
    // Answers alike whether or not the email has an account (the engine and the pool see to it).
    await auth.forgotPassword(email);
    const state: AuthFlowState = { email, codeSent: true };
    await navigate(paths.login.resetPassword.getHref(), { state });
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      lead="Enter the email address you signed up with and we will email you a code to set a new password."
      footer={<BackToSignIn prompt="Remembered it?" />}
    >
      <AuthForm submitLabel="Send reset code" pendingLabel="Sending…" onSubmit={submit}>
        <EmailField {...field('email')} />
      </AuthForm>
    </AuthLayout>
  );
}
