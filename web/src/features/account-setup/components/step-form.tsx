/**
 * One step of account setup as a form: its heading (focused when the step opens, so screen readers
 * announce it), the fields, a live status line, and Back / Continue. After a failed check, focus moves
 * to the first field with a message, as the kit's Form does.
 */
import '../../../components/ui/form/form.css';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';

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
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);

  // Only on mount: a step is a new screen to the person.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later changes of the prop must not move focus.
  useEffect(() => {
    if (focusOnMount === 'heading') headingRef.current?.focus();
    if (focusOnMount === 'first-error')
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []);

  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    setPending(true);
    try {
      await onSubmit();
    } catch (error) {
      setFailure(
        error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.',
      );
    } finally {
      setPending(false);
      setAttempts((count) => count + 1);
    }
  }

  return (
    <form
      ref={formRef}
      className="form setup-step"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="setup-step-title"
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
        {failure && (
          <Banner tone="error" title="That did not work">
            {failure}
          </Banner>
        )}
      </div>
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
