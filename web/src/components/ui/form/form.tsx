import './form.css';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { FormOutcome } from './form-outcome';
import { useSubmitAction } from './use-submit-action';

export interface FormProps {
  /** Text of the submit button; also names the form for assistive technology. */
  submitLabel: string;
  /** The button's text while the action runs ("Signing in…"). */
  pendingLabel?: string;
  /** Validates and performs the action; a thrown error is shown above the submit button. */
  onSubmit: () => Promise<void> | void;
  /** Plain words for a thrown error (auth screens pass friendlyAuthMessage). */
  describeError?: (error: unknown) => string;
  children: ReactNode;
}

/**
 * A form with one submit action (useSubmitAction): progress on the button, a failure announced
 * (role=alert) and tied to the form (aria-describedby).
 */
export function Form({ submitLabel, pendingLabel, onSubmit, describeError, children }: FormProps) {
  const { formRef, outcomeId, pending, outcome, handleSubmit } = useSubmitAction(onSubmit, describeError);
  return (
    // noValidate: our own messages (linked with aria-describedby) replace the browser's bubbles.
    <form
      ref={formRef}
      className="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={submitLabel}
      aria-describedby={outcome ? outcomeId : undefined}
    >
      {children}
      <FormOutcome id={outcomeId} outcome={outcome} />
      <Button type="submit" block pending={pending} className="form__submit">
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
