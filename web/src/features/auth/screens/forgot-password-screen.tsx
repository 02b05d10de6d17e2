import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { useFormFields } from '../../../hooks/use-form-fields';
import { requestPasswordReset } from '../api/forgot-password';
import { emailError } from '../utils/validation';

export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const { values, field, check } = useFormFields({ email: '' });

  async function submit() {
    if (!check({ email: emailError(values.email) })) return;
    const email = values.email.trim();
    await requestPasswordReset(email);
    navigate(paths.login.resetPassword.getHref(email));
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      lead="Enter the email address of your account and we will send you a code to set a new password."
      footer={
        <>
          Remembered it? <Link to={paths.login.signIn.getHref()}>Back to sign in</Link>
        </>
      }
    >
      <Form submitLabel="Send reset code" onSubmit={submit}>
        <TextField
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...field('email')}
        />
      </Form>
    </AuthLayout>
  );
}
