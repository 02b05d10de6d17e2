import './field.css';
import './select-field.css';
import { type SelectHTMLAttributes, useId } from 'react';
import { FieldError } from './field-error';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly string[];
  /** The first, empty choice ('Choose…'), so nothing is picked for the person by default. */
  placeholder: string;
  error?: string | undefined;
}

/** A native select styled like the kit's text fields (the native list is the best one on phones). */
export function SelectField({ label, options, placeholder, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control select-field">
        <select
          id={id}
          className={['input', 'select-field__input', className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
