/**
 * A number typed in groups (Aadhaar as `2345 6789 0123`): the value is the digits, the field shows them
 * grouped, and the caret stays after the digit just typed even when a space appears or goes.
 */
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { TextField, type TextFieldProps } from '../../../components/ui/form/text-field';

export interface GroupedDigitsFieldProps
  extends Omit<TextFieldProps, 'value' | 'onChange' | 'inputMode' | 'maxLength'> {
  /** Digits only. */
  value: string;
  onDigitsChange: (digits: string) => void;
  maxDigits: number;
  format: (digits: string) => string;
}

const countDigits = (text: string) => text.replace(/\D/g, '').length;

/** Where the caret goes in `formatted` so that `digitsBefore` digits are to its left. */
function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

export function GroupedDigitsField({
  value,
  onDigitsChange,
  maxDigits,
  format,
  ...field
}: GroupedDigitsFieldProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const formatted = format(value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    const caret = caretAfterDigits(formatted, pendingCaret.current);
    input.setSelectionRange(caret, caret);
    pendingCaret.current = null;
  }, [formatted]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const { value: typed, selectionStart } = event.target;
    // The kit's TextField takes no ref; the input that changed is the one to put the caret back in.
    inputRef.current = event.target;
    pendingCaret.current = countDigits(typed.slice(0, selectionStart ?? typed.length));
    onDigitsChange(typed.replace(/\D/g, '').slice(0, maxDigits));
  }

  // Room for the digits and the group spaces, so a paste of the grouped number fits.
  const maxLength = maxDigits + Math.ceil(maxDigits / 4);
  return (
    <TextField
      {...field}
      value={formatted}
      onChange={handleChange}
      inputMode="numeric"
      maxLength={maxLength}
    />
  );
}
