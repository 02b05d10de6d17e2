/** A multi-line text field in the kit's look, for a rejection reason the customer will read. */
import '../../../components/ui/form/field.css';
import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { FieldError } from '../../../components/ui/form/field-error';

export interface ReasonFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint: string;
  error?: string | undefined;
  /** For moving focus here when the reason is missing (React 19 passes refs as props). */
  ref?: Ref<HTMLTextAreaElement>;
}

export function ReasonField({ label, hint, error, ...textarea }: ReasonFieldProps) {
  const id = useId();
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <textarea
        id={id}
        className="input reason-field"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
