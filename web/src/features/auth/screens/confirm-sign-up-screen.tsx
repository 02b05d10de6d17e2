import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { useFormFields } from '../../../hooks/use-form-fields';
import { confirmSignUp, resendSignUpCode } from '../api/confirm-sign-up';
import { CODE_LENGTH, codeError, emailError } from '../utils/validation';

export function ConfirmSignUpScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { values, field, check } = useFormFields({ email: searchParams.get('email') ?? '', code: '' });
  const [resend, setResend] = useState<{ pending: boolean; message?: string }>({ pending: false });

  async function submit() {
    if (!check({ email: emailError(values.email), code: codeError(values.code) })) return;
    await confirmSignUp({ email: values.email.trim(), code: values.code.trim() });
    navigate(paths.login.signIn.getHref(), { replace: true });
  }

  async function sendNewCode() {
    if (!check({ email: emailError(values.email) })) return;
    setResend({ pending: true });
    try {
      await resendSignUpCode(values.email.trim());
      setResend({ pending: false, message: `We sent a new code to ${values.email.trim()}.` });
    } catch (error) {
      setResend({
        pending: false,
        message: error instanceof Error ? error.message : 'Could not send a code.',
      });
    }
  }

  return (
    <AuthLayout
      title="Confirm your email"
      lead={`We emailed you a ${CODE_LENGTH}-digit code. Enter it here to activate your account.`}
      footer={
        <>
          Wrong address? <Link to={paths.registration.signUp.getHref()}>Start again</Link>
        </>
      }
    >
      <Form submitLabel="Confirm email" onSubmit={submit}>
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
          label="Confirmation code"
          variant="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          hint="Check your spam folder if it has not arrived within a minute."
          {...field('code')}
        />
        <div className="form__aside">
          <Button variant="ghost" size="sm" onClick={sendNewCode} pending={resend.pending}>
            Send a new code
          </Button>
        </div>
        <div aria-live="polite">{resend.message && <Banner tone="info">{resend.message}</Banner>}</div>
      </Form>
    </AuthLayout>
  );
}
