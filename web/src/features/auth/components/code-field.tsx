import { TextField, type TextFieldProps } from '../../../components/ui/form/text-field';
import { CODE_LENGTH } from '../utils/validation';

/**
 * The 6-digit code from an email: a numeric keypad on phones, and `one-time-code` so phones offer the
 * code from the message.
 */
export function CodeField(props: Omit<TextFieldProps, 'variant' | 'inputMode' | 'autoComplete'>) {
  return (
    <TextField
      variant="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      pattern="[0-9]*"
      {...props}
    />
  );
}
