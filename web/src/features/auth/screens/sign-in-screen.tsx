import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Form } from '../../../components/ui/form/form';
import { PasswordField } from '../../../components/ui/form/password-field';
import { TextField } from '../../../components/ui/form/text-field';
import { APP_NAME } from '../../../config/app';
import { paths, safeReturnPath } from '../../../config/paths';
import { useFormFields } from '../../../hooks/use-form-fields';
import { signIn } from '../api/sign-in';
import { currentPasswordError, emailError } from '../utils/validation';

export function SignInScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Back to the page that sent the person here (only paths on this site), else the main screen.
  const returnTo = safeReturnPath(searchParams.get('from'), paths.wallets.buyCrypto.getHref());
  const { values, field, check } = useFormFields({ email: '', password: '' });

  async function submit() {
    if (!check({ email: emailError(values.email), password: currentPasswordError(values.password) })) return;
    const email = values.email.trim();
    const result = await signIn({ email, password: values.password });
    if (result.next === 'confirm-sign-up') navigate(paths.registration.confirmSignUp.getHref(email));
    else if (result.next === 'otp-verification') navigate(paths.login.otpVerification.getHref());
    else navigate(returnTo, { replace: true });
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
      <Form submitLabel="Sign in" onSubmit={submit}>
        <TextField
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...field('email')}
        />
        <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
        <p className="form__aside">
          <Link to={paths.login.forgotPassword.getHref()}>Forgot password?</Link>
        </p>
      </Form>
    </AuthLayout>
  );
}
