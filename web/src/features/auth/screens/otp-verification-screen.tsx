import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { paths, safeReturnPath } from '../../../config/paths';
import { useFormFields } from '../../../hooks/use-form-fields';
import { verifySignInCode } from '../api/verify-otp';
import { CODE_LENGTH, codeError } from '../utils/validation';

export function OtpVerificationScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('from'), paths.wallets.buyCrypto.getHref());
  const { values, field, check } = useFormFields({ code: '' });

  async function submit() {
    if (!check({ code: codeError(values.code) })) return;
    await verifySignInCode(values.code.trim());
    navigate(returnTo, { replace: true });
  }

  return (
    <AuthLayout
      title="Verify it's you"
      lead={`Enter the ${CODE_LENGTH}-digit code from your authenticator app to finish signing in.`}
      footer={
        <>
          Lost access to your authenticator? <Link to={paths.info.contacts.getHref()}>Contact support</Link>
        </>
      }
    >
      <Form submitLabel="Verify and sign in" onSubmit={submit}>
        <TextField
          label="Verification code"
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
