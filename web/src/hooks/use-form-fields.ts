/**
 * Local state of a small form: values, per-field errors, and props to spread on a TextField. Editing
 * a field clears its error, so a message never lingers after the person fixed what it said.
 */
import { type ChangeEvent, useState } from 'react';

export type FieldErrors<Field extends string> = Partial<Record<Field, string | undefined>>;

export function useFormFields<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  /** Shows the errors found; true when there are none. */
  const check = (found: FieldErrors<Field>): boolean => {
    setErrors(found);
    return !Object.values(found).some(Boolean);
  };

  return { values, field, check, setErrors };
}
