import { PasswordField, type PasswordFieldProps } from './password-field';

/** A transaction PIN is six digits. */
export const TRANSACTION_PIN_LENGTH = 6;
export const TRANSACTION_PIN = /^\d{6}$/;

/**
 * The transaction PIN that confirms money movements, as typed everywhere: the number pad, six digits
 * in the code style, Show/Hide, and no autofill, since a PIN is not a password and password managers
 * should not offer to save it.
 */
export function TransactionPinField(
  props: Omit<PasswordFieldProps, 'inputMode' | 'maxLength' | 'variant' | 'autoComplete' | 'label'> & {
    label?: string;
  },
) {
  return (
    <PasswordField
      label="Transaction PIN"
      inputMode="numeric"
      maxLength={TRANSACTION_PIN_LENGTH}
      variant="code"
      autoComplete="off"
      {...props}
    />
  );
}
