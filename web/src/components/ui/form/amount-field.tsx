import { TextField, type TextFieldProps } from './text-field';

/**
 * An amount of money as typed: the decimal keypad (phones otherwise open the full keyboard, or a
 * numeric one without the point), and no autofill, since a remembered amount would move money.
 */
export function AmountField(
  props: Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'name'> & { name?: string },
) {
  return <TextField name="amount" inputMode="decimal" autoComplete="off" {...props} />;
}
