import './form.css';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NotAvailableYetError } from '../../../lib/not-available-yet';
import { Banner, type BannerTone } from '../banner/banner';
import { Button } from '../button/button';

interface Outcome {
  tone: BannerTone;
  title: string;
  message: string;
}

const plainMessage = (error: unknown): string =>
  // Errors reaching a form carry plain words already (ApiError); screens word the others (describeError).
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

function outcomeOf(error: unknown, describe: (error: unknown) => string): Outcome {
  if (error instanceof NotAvailableYetError)
    return { tone: 'info', title: 'Coming soon', message: error.message };
  return { tone: 'error', title: 'That did not work', message: describe(error) };
}

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
 * A form with one submit action: blocks double submits and shows progress on the button; a failure
 * is announced (role=alert), tied to the form (aria-describedby), and focus moves to the first field
 * with an error, or to the failure message when no field is at fault.
 */
export function Form({
  submitLabel,
  pendingLabel,
  onSubmit,
  describeError = plainMessage,
  children,
}: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (attempts === 0) return;
    // The message element exists only when this attempt failed as a whole.
    const target =
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      document.getElementById(errorId);
    target?.focus();
  }, [attempts, errorId]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setOutcome(null);
    setPending(true);
    try {
      await onSubmit();
    } catch (error) {
      setOutcome(outcomeOf(error, describeError));
    } finally {
      setPending(false);
      setAttempts((count) => count + 1);
    }
  }

  return (
    // noValidate: our own messages (linked with aria-describedby) replace the browser's bubbles.
    <form
      ref={formRef}
      className="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={submitLabel}
      aria-describedby={outcome ? errorId : undefined}
    >
      {children}
      {outcome && (
        // tabIndex -1: focus can be moved here, so the message is read out and the person is near it.
        <div id={errorId} className="form__status" tabIndex={-1}>
          <Banner
            tone={outcome.tone}
            title={outcome.title}
            role={outcome.tone === 'error' ? 'alert' : 'status'}
          >
            {outcome.message}
          </Banner>
        </div>
      )}
      <Button type="submit" block pending={pending} className="form__submit">
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
