/**
 * The open step, kept in the address (`?step=bank`) so the phone's Back button goes to the previous
 * step rather than off the page. A step opens only when the ones before it check out: after a reload
 * the identity numbers (never stored) are gone, so the person is taken back to type them again.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AccountSetupDraft } from '../model/draft';
import { hasErrors } from '../model/field-errors';
import { isStepId, STEPS, type StepId, stepIndex } from '../model/steps';
import { validateStep } from '../model/validate-step';

type Focus = 'heading' | 'first-error' | 'none';

function reachableStep(requested: StepId, draft: AccountSetupDraft): StepId {
  for (const step of STEPS.slice(0, stepIndex(requested)))
    if (hasErrors(validateStep(step.id, draft))) return step.id;
  return requested;
}

export function useSetupStep(draft: AccountSetupDraft) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('step');
  const step = reachableStep(isStepId(requested) ? requested : 'kyc', draft);
  const [focus, setFocus] = useState<Focus>('none');

  // Keep the address honest when a step was not reachable.
  useEffect(() => {
    if (requested !== null && requested !== step)
      setSearchParams(step === 'kyc' ? {} : { step }, { replace: true });
  }, [requested, step, setSearchParams]);

  // Browser Back and Forward change the step too: treat them as moving to a new screen.
  const [shownStep, setShownStep] = useState(step);
  if (shownStep !== step) {
    setShownStep(step);
    if (focus === 'none') setFocus('heading');
  }

  const goTo = (next: StepId, focusOn: Exclude<Focus, 'none'> = 'heading') => {
    setFocus(focusOn);
    setSearchParams(next === 'kyc' ? {} : { step: next });
  };

  return { step, focus, goTo };
}
