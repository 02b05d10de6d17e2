/**
 * One step of account setup as a form: its heading (focused when the step opens, so screen readers
 * announce it), the fields, a live status line, and Back / Continue. Submitting behaves as the kit's
 * Form does (useSubmitAction): one action at a time, focus to the first field with a message.
 */
import '../../../components/ui/form/form.css';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button/button';
import { FormOutcome } from '../../../components/ui/form/form-outcome';
import { useSubmitAction } from '../../../components/ui/form/use-submit-action';

export interface StepFormProps {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  /** Checks and moves on; a thrown error is shown above the buttons in plain words. */
  onSubmit: () => Promise<void> | void;
  onBack?: () => void;
  /**
   * Where focus goes when the step opens: its heading when the person moved here from another step,
   * the first field with a message when sent back to fix one, nowhere on the first screen of a visit.
   */
  focusOnMount: 'heading' | 'first-error' | 'none';
  /** A message about the whole step (for example the API's answer to a submit). */
  notice?: ReactNode;
  children: ReactNode;
}

export function StepForm({
  title,
  description,
  submitLabel,
  onSubmit,
  onBack,
  focusOnMount,
  notice,
  children,
}: StepFormProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { formRef, outcomeId, pending, outcome, handleSubmit } = useSubmitAction(onSubmit);

  // Only on mount: a step is a new screen to the person.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later changes of the prop must not move focus.
  useEffect(() => {
    if (focusOnMount === 'heading') headingRef.current?.focus();
    if (focusOnMount === 'first-error')
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []);

  return (
    <form
      ref={formRef}
      className="form setup-step"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="setup-step-title"
      aria-describedby={outcome ? outcomeId : undefined}
    >
      <header className="setup-step__header">
        <h2 id="setup-step-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        {description && <p className="muted">{description}</p>}
      </header>
      {children}
      <div className="form__status" aria-live="polite">
        {notice}
      </div>
      <FormOutcome id={outcomeId} outcome={outcome} />
      <div className="setup-step__actions">
        {onBack && (
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        )}
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
