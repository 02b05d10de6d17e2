import './field.css';
import type { ReactNode } from 'react';
import { FieldError } from './field-error';

/**
 * The ids a control inside a FieldFrame names in aria-describedby: its hint and its problem, when
 * shown, so a screen reader reads both after the label.
 */
export const fieldDescribedBy = (id: string, hint: ReactNode, error: string | undefined) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

export interface FieldFrameProps {
  /** The control's id: the label points at it, and the hint and problem ids are built from it. */
  id: string;
  label: string;
  /** Help shown under the label at all times (format, length). */
  hint?: ReactNode;
  error?: string | undefined;
  /** The control itself (input, select, textarea), with `id` and fieldDescribedBy's ids. */
  children: ReactNode;
}

/** What every kit field draws around its control: the label, the hint under it, the problem last. */
export function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
