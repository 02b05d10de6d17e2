import { useState } from 'react';
import { Icon } from '../icon/icon';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'action' | 'autoComplete'> {
  /** `new-password` lets password managers suggest one; `current-password` lets them fill it. */
  autoComplete: 'new-password' | 'current-password' | 'off';
}

/** A password (or PIN) input with a Show/Hide toggle, so people can check what they typed on a phone. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  // "Show new PIN", not "Show new pin": only the first letter drops its capital.
  const what = `${props.label.charAt(0).toLowerCase()}${props.label.slice(1)}`;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      action={(inputId) => (
        <button
          type="button"
          className="field__action"
          aria-controls={inputId}
          aria-label={`${visible ? 'Hide' : 'Show'} ${what}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
          {visible ? 'Hide' : 'Show'}
        </button>
      )}
    />
  );
}
