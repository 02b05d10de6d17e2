/**
 * The submit behaviour every form shares: one action at a time (a second press while it runs does
 * nothing), progress for the button, the failure in plain words, and after each attempt focus on the
 * first field with a message, or on the failure itself when no field is at fault, so the person
 * hears what went wrong and is next to it.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { NotAvailableYetError } from '../../../lib/not-available-yet';
import type { BannerTone } from '../banner/banner';

export interface SubmitOutcome {
  tone: BannerTone;
  title: string;
  message: string;
}

/** Errors reaching a form carry plain words already (ApiError); screens word the others (describeError). */
export const plainMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

function outcomeOf(error: unknown, describe: (error: unknown) => string): SubmitOutcome {
  if (error instanceof NotAvailableYetError)
    return { tone: 'info', title: 'Coming soon', message: error.message };
  return { tone: 'error', title: 'That did not work', message: describe(error) };
}

export function useSubmitAction(
  onSubmit: () => Promise<void> | void,
  describeError: (error: unknown) => string = plainMessage,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeId = useId();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (attempts === 0) return;
    // The outcome element exists only when this attempt failed as a whole.
    const target =
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      document.getElementById(outcomeId);
    target?.focus();
  }, [attempts, outcomeId]);

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

  return { formRef, outcomeId, pending, outcome, handleSubmit };
}
