import './form.css';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { NotAvailableYetError } from '../../../lib/not-available-yet';
import { Banner, type BannerTone } from '../banner/banner';
import { Button } from '../button/button';

interface Outcome {
  tone: BannerTone;
  title: string;
  message: string;
}

function outcomeOf(error: unknown): Outcome {
  if (error instanceof NotAvailableYetError)
    return { tone: 'info', title: 'Coming soon', message: error.message };
  // Errors reaching a form carry plain words already (ApiError, the auth layer's mapped errors).
  if (error instanceof Error && error.message)
    return { tone: 'error', title: 'That did not work', message: error.message };
  return { tone: 'error', title: 'That did not work', message: 'Something went wrong. Please try again.' };
}

export interface FormProps {
  /** Text of the submit button; also names the form for assistive technology. */
  submitLabel: string;
  /** Validates and performs the action; a thrown error is shown above the submit button. */
  onSubmit: () => Promise<void> | void;
  children: ReactNode;
}

/**
 * A form with one submit action: blocks double submits, shows the outcome in a live region, and
 * moves focus to the first field with an error after a failed check.
 */
export function Form({ submitLabel, onSubmit, children }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setOutcome(null);
    setPending(true);
    try {
      await onSubmit();
    } catch (error) {
      setOutcome(outcomeOf(error));
    } finally {
      setPending(false);
      setAttempts((count) => count + 1);
    }
  }

  return (
    // noValidate: our own messages (linked with aria-describedby) replace the browser's bubbles.
    <form ref={formRef} className="form" noValidate onSubmit={handleSubmit} aria-label={submitLabel}>
      {children}
      <div className="form__status" aria-live="polite">
        {outcome && (
          <Banner tone={outcome.tone} title={outcome.title}>
            {outcome.message}
          </Banner>
        )}
      </div>
      <Button type="submit" block pending={pending} className="form__submit">
        {submitLabel}
      </Button>
    </form>
  );
}
