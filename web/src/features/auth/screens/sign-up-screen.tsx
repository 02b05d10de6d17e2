import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Form } from '../../../components/ui/form/form';
import { PasswordField } from '../../../components/ui/form/password-field';
import { TextField } from '../../../components/ui/form/text-field';
import { APP_NAME } from '../../../config/app';
import { paths } from '../../../config/paths';
import { useFormFields } from '../../../hooks/use-form-fields';
import { signUp } from '../api/sign-up';
import { emailError, newPasswordError, PASSWORD_MIN_LENGTH, repeatError } from '../utils/validation';

export function SignUpScreen() {
  const navigate = useNavigate();
  const { values, field, check } = useFormFields({ email: '', password: '', repeatPassword: '' });

  async function submit() {
    const valid = check({
      email: emailError(values.email),
      password: newPasswordError(values.password),
      repeatPassword: repeatError(values.repeatPassword, values.password, 'password'),
    });
    if (!valid) return;
    const email = values.email.trim();
    await signUp({ email, password: values.password });
    navigate(paths.registration.confirmSignUp.getHref(email));
  }

  return (
    <AuthLayout
      title="Create your account"
      lead={`Buy USDT with rupees in minutes. First your email and a password; identity checks (KYC) come after.`}
      footer={
        <>
          Already have an account? <Link to={paths.login.signIn.getHref()}>Sign in</Link>
        </>
      }
    >
      <Form submitLabel="Create account" onSubmit={submit}>
        <TextField
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...field('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A long phrase is easy to remember and hard to guess.`}
          {...field('password')}
        />
        <PasswordField label="Repeat password" autoComplete="new-password" {...field('repeatPassword')} />
        <p className="muted form-note">
          By creating an account you agree to the{' '}
          <Link to={paths.info.terms.getHref()}>terms and conditions</Link> and the{' '}
          <Link to={paths.info.privacy.getHref()}>privacy policy</Link> of {APP_NAME}. You must be 18 or older
          and live in India.
        </p>
      </Form>
    </AuthLayout>
  );
}
