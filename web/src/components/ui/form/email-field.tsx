import { TextField, type TextFieldProps } from './text-field';

/** An email address field as every sign-in form wants it: email keyboard, no autocorrect or capitals. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return (
    <TextField
      label="Email address"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
