import './select-field.css';
import { type SelectHTMLAttributes, useId } from 'react';
import { FieldFrame, fieldDescribedBy } from './field-frame';

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
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="field__control select-field">
        <select
          id={id}
          className={['input', 'select-field__input', className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, undefined, error)}
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
    </FieldFrame>
  );
}
