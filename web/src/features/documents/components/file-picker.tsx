/**
 * A file chooser drawn as a button: the native input stays on top, invisible, so keyboard, screen
 * readers and phones use the real control; its name is the button's words.
 */
import type { ChangeEvent } from 'react';
import { type ButtonStyle, buttonClassName } from '../../../components/ui/button/button';

export interface FilePickerProps extends ButtonStyle {
  /** The control's accessible name ("Replace passport.pdf"). */
  label: string;
  /** The words on the button, when shorter than the name ("Replace"). */
  text?: string;
  /** `accept` of the input: content types and extensions. */
  accept: string;
  onChoose: (file: File) => void;
  disabled?: boolean;
  describedBy?: string | undefined;
}

export function FilePicker({
  label,
  text = label,
  accept,
  onChoose,
  disabled = false,
  describedBy,
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
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={handleChange}
      />
      <span className={buttonClassName(style)} aria-hidden="true">
        {text}
      </span>
    </span>
  );
}
