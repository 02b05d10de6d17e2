/** A multi-line text field in the kit's look, for a rejection reason the customer will read. */
import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { FieldFrame, fieldDescribedBy } from '../../../components/ui/form/field-frame';

export interface ReasonFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint: string;
  error?: string | undefined;
  /** For moving focus here when the reason is missing (React 19 passes refs as props). */
  ref?: Ref<HTMLTextAreaElement>;
}

export function ReasonField({ label, hint, error, ...textarea }: ReasonFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        className="input reason-field"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, hint, error)}
        {...textarea}
      />
    </FieldFrame>
  );
}
