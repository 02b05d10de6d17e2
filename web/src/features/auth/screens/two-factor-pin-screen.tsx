import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Form } from '../../../components/ui/form/form';
import { PasswordField } from '../../../components/ui/form/password-field';
import { paths } from '../../../config/paths';
import { useFormFields } from '../../../hooks/use-form-fields';
import { setSecurityPin } from '../api/set-security-pin';
import { PIN_LENGTH, pinError, repeatError } from '../utils/validation';

export function TwoFactorPinScreen() {
  const navigate = useNavigate();
  const { values, field, check } = useFormFields({ pin: '', repeatPin: '' });

  async function submit() {
    if (!check({ pin: pinError(values.pin), repeatPin: repeatError(values.repeatPin, values.pin, 'PIN') }))
      return;
    await setSecurityPin(values.pin);
    navigate(paths.accountSetup.getHref());
  }

  const pinInput = { inputMode: 'numeric', maxLength: PIN_LENGTH, variant: 'code' } as const;
  return (
    <AuthLayout
      title="Create a security PIN"
      lead={`You will enter this ${PIN_LENGTH}-digit PIN to confirm every purchase and withdrawal.`}
    >
      <Form submitLabel="Save PIN" onSubmit={submit}>
        {/* autocomplete off: a PIN is not a password, and password managers should not offer to save it. */}
        <PasswordField
          label="Security PIN"
          autoComplete="off"
          hint="Not your birthday or a simple sequence like 123456."
          {...pinInput}
          {...field('pin')}
        />
        <PasswordField label="Repeat PIN" autoComplete="off" {...pinInput} {...field('repeatPin')} />
      </Form>
    </AuthLayout>
  );
}
