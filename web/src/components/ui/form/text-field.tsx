import './field.css';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldError } from './field-error';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Help shown under the label at all times (format, length). */
  hint?: ReactNode;
  /** The field's current problem, in plain words; linked with aria-describedby and aria-invalid. */
  error?: string | undefined;
  /** A control inside the field's right edge (the show/hide toggle of a password). */
  action?: (inputId: string) => ReactNode;
  variant?: 'text' | 'code';
}

export function TextField({
  label,
  hint,
  error,
  action,
  variant = 'text',
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const classes = [
    'input',
    variant === 'code' && 'input--code',
    action && 'input--with-action',
    className,
  ].filter(Boolean);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="field__control">
        <input
          id={id}
          className={classes.join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {action?.(id)}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
