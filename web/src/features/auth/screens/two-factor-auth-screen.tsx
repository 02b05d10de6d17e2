import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Banner } from '../../../components/ui/banner/banner';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { useFormFields } from '../../../hooks/use-form-fields';
import { verifyAuthenticatorCode } from '../api/set-up-two-factor';
import { CODE_LENGTH, codeError } from '../utils/validation';

export function TwoFactorAuthScreen() {
  const navigate = useNavigate();
  const { values, field, check } = useFormFields({ code: '' });

  async function submit() {
    if (!check({ code: codeError(values.code) })) return;
    await verifyAuthenticatorCode(values.code.trim());
    navigate(paths.registration.twoFactorPin.getHref());
  }

  return (
    <AuthLayout
      title="Secure your account"
      lead="Two-factor authentication adds a second step at sign-in, so your money stays safe even if someone learns your password."
      footer={
        <>
          Need help? <Link to={paths.info.faq.getHref()}>Read the FAQ</Link>
        </>
      }
    >
      <ol className="steps">
        <li>Install an authenticator app such as Google Authenticator or Microsoft Authenticator.</li>
        <li>Add an account in the app with the setup key shown below.</li>
        <li>Enter the {CODE_LENGTH}-digit code the app shows.</li>
      </ol>
      <Banner tone="warning" title="Setup key">
        Your personal setup key will appear here once two-factor authentication is available.
      </Banner>
      <Form submitLabel="Turn on 2FA" onSubmit={submit}>
        <TextField
          label="Code from your authenticator app"
          variant="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          {...field('code')}
        />
      </Form>
    </AuthLayout>
  );
}
