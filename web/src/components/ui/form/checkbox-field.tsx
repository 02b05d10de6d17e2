import './field.css';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldError } from './field-error';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** The sentence the box agrees to; may hold links. */
  label: ReactNode;
  error?: string | undefined;
}

/** One checkbox with its label beside it, and its problem linked with aria-describedby. */
export function CheckboxField({ label, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `field field--checkbox ${className}` : 'field field--checkbox'}>
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
