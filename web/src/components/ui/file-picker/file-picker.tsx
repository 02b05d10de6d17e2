/**
 * A file chooser drawn as a button: the native input stays on top, invisible, so keyboard, screen
 * readers and phones use the real control. Its name is `label`, or the element `labelledBy` names
 * (a fieldset's title); the words on the button are only drawn.
 */
import './file-picker.css';
import type { ChangeEvent } from 'react';
import { type ButtonStyle, buttonClassName } from '../button/button';

type FilePickerName = { label: string; labelledBy?: never } | { label?: never; labelledBy: string };

export type FilePickerProps = ButtonStyle &
  FilePickerName & {
    /** The words on the button, when not the name itself ("Replace" for "Replace passport.pdf"). */
    text?: string;
    /** `accept` of the input: content types and extensions. */
    accept: string;
    onChoose: (file: File) => void;
    disabled?: boolean;
    describedBy?: string | undefined;
    invalid?: boolean;
  };

export function FilePicker({
  label,
  labelledBy,
  text = label,
  accept,
  onChoose,
  disabled = false,
  describedBy,
  invalid = false,
  ...style
}: FilePickerProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (to resume after a reload) fires a change.
    event.target.value = '';
    if (file) onChoose(file);
  }
  return (
    <span className={`file-picker${disabled ? ' file-picker--disabled' : ''}`}>
      <input
        className="file-picker__input"
        type="file"
        accept={accept}
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onChange={handleChange}
      />
      <span className={buttonClassName(style)} aria-hidden="true">
        {text}
      </span>
    </span>
  );
}
