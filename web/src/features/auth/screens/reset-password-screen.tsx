import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Form } from '../../../components/ui/form/form';
import { PasswordField } from '../../../components/ui/form/password-field';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { useFormFields } from '../../../hooks/use-form-fields';
import { resetPassword } from '../api/reset-password';
import {
  CODE_LENGTH,
  codeError,
  emailError,
  newPasswordError,
  PASSWORD_MIN_LENGTH,
  repeatError,
} from '../utils/validation';

export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { values, field, check } = useFormFields({
    email: searchParams.get('email') ?? '',
    code: '',
    password: '',
    repeatPassword: '',
  });

  async function submit() {
    const valid = check({
      email: emailError(values.email),
      code: codeError(values.code),
      password: newPasswordError(values.password),
      repeatPassword: repeatError(values.repeatPassword, values.password, 'password'),
    });
    if (!valid) return;
    await resetPassword({
      email: values.email.trim(),
      code: values.code.trim(),
      newPassword: values.password,
    });
    navigate(paths.login.signIn.getHref(), { replace: true });
  }

  return (
    <AuthLayout
      title="Set a new password"
      lead={`Enter the ${CODE_LENGTH}-digit code we emailed you and choose a new password.`}
      footer={
        <>
          No code? <Link to={paths.login.forgotPassword.getHref()}>Send it again</Link>
        </>
      }
    >
      <Form submitLabel="Save new password" onSubmit={submit}>
        <TextField
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...field('email')}
        />
        <TextField
          label="Reset code"
          variant="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          {...field('code')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          {...field('password')}
        />
        <PasswordField label="Repeat new password" autoComplete="new-password" {...field('repeatPassword')} />
      </Form>
    </AuthLayout>
  );
}
