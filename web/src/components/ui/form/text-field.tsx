import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldFrame, fieldDescribedBy } from './field-frame';

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
  const classes = [
    'input',
    variant === 'code' && 'input--code',
    action && 'input--with-action',
    className,
  ].filter(Boolean);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="field__control">
        <input
          id={id}
          className={classes.join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, hint, error)}
          {...input}
        />
        {action?.(id)}
      </div>
    </FieldFrame>
  );
}
