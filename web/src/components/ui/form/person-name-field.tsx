import { TextField, type TextFieldProps } from './text-field';

/**
 * A person's full name as a bank or an ID has it: filled from the browser's saved name, each word
 * capitalised on phones, no spelling fixes (Indian names are not in the dictionary), at most 100
 * characters as the contract takes it.
 */
export function PersonNameField(props: TextFieldProps) {
  return (
    <TextField autoComplete="name" autoCapitalize="words" spellCheck={false} maxLength={100} {...props} />
  );
}
