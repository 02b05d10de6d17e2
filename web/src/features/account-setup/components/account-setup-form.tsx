/**
 * The account setup form: three steps sharing one draft, two ID uploads that outlive step changes,
 * each step checked with the shared schema before the next opens, and a submit whose 400 answer is
 * put back next to the fields it names.
 */
import type { AccountSetupView } from '@contract/account-setup';
import { Banner } from '../../../components/ui/banner/banner';
import { ApiError } from '../../../lib/api-client';
import { submitAccountSetup } from '../api/submit-account-setup';
import { useIdImage } from '../hooks/use-id-image';
import { useSetupDraft } from '../hooks/use-setup-draft';
import { useSetupStep } from '../hooks/use-setup-step';
import { draftFromView, FIELD_PATHS } from '../model/draft';
import { forgetDraft, loadDraft } from '../model/draft-storage';
import { errorsFromProblem, type FieldErrors, hasErrors } from '../model/field-errors';
import { type StepId, stepOfField } from '../model/steps';
import { buildRequest, validateStep } from '../model/validate-step';
import { BankStep } from './bank-step';
import { KycStep } from './kyc-step';
import { ReviewStep } from './review-step';
import { SetupStepper } from './setup-stepper';

export interface AccountSetupFormProps {
  view: AccountSetupView;
  /** Whose draft this is (sessionStorage key); null when it cannot be told, then nothing is saved. */
  owner: string | null;
  onSubmitted: () => void;
}

const firstFieldWithError = (errors: FieldErrors) => FIELD_PATHS.find((path) => errors[path]);

export function AccountSetupForm({ view, owner, onSubmitted }: AccountSetupFormProps) {
  const state = useSetupDraft(owner, () =>
    owner ? loadDraft(owner, draftFromView(view)) : draftFromView(view),
  );
  const front = useIdImage('kyc-front', {
    onUploaded: (image) => state.setImage('kyc.frontImageKey', image),
    onUploading: (upload) => state.setInterrupted('kyc.frontImageKey', upload),
  });
  const back = useIdImage('kyc-back', {
    onUploaded: (image) => state.setImage('kyc.backImageKey', image),
    onUploading: (upload) => state.setInterrupted('kyc.backImageKey', upload),
  });
  const { step, focus, goTo } = useSetupStep(state.draft);

  /** Shows the messages; true when the step checks out. */
  function check(stepId: StepId): boolean {
    const errors = validateStep(stepId, state.draft);
    state.setErrors(errors);
    return !hasErrors(errors);
  }

  /** Sends the person to the step of the first field with a message, focused on that field. */
  function showErrors(errors: FieldErrors) {
    state.setErrors(errors);
    const first = firstFieldWithError(errors);
    if (first) goTo(stepOfField(first), 'first-error');
  }

  async function submit() {
    const errors = validateStep('review', state.draft);
    if (hasErrors(errors)) return showErrors(errors);
    const request = buildRequest(state.draft);
    if (!request.success) return;
    try {
      await submitAccountSetup(request.data);
    } catch (error) {
      // A 400 names bad fields; a 409 can name an Aadhaar, PAN or bank account another account uses.
      if (!(error instanceof ApiError)) throw error;
      const { fields, unplaced } = errorsFromProblem(error.fieldErrors);
      if (hasErrors(fields)) return showErrors(fields);
      throw new Error(unplaced[0] ?? error.message);
    }
    if (owner) forgetDraft(owner);
    onSubmitted();
  }

  return (
    <div className="setup">
      {view.status === 'rejected' && (
        <Banner tone="error" title="Please correct your details and send them again">
          <p>
            <strong>Reviewer's note:</strong>{' '}
            {view.rejectionReason ?? 'Our reviewer could not verify your details.'}
          </p>
          <p>Your Aadhaar, PAN and account number are not shown again: type them once more.</p>
        </Banner>
      )}
      <SetupStepper current={step} onGoTo={(target) => goTo(target)} />
      <div className="card setup__card">
        {step === 'kyc' && (
          <KycStep
            state={state}
            front={front}
            back={back}
            onContinue={() => {
              if (check('kyc')) goTo('bank');
            }}
            focusOnMount={focus}
          />
        )}
        {step === 'bank' && (
          <BankStep
            state={state}
            onContinue={() => {
              if (check('bank')) goTo('review');
            }}
            onBack={() => goTo('kyc')}
            focusOnMount={focus}
          />
        )}
        {step === 'review' && (
          <ReviewStep
            state={state}
            front={front}
            back={back}
            onEdit={(target) => goTo(target)}
            onSubmit={submit}
            onBack={() => goTo('bank')}
            focusOnMount={focus}
          />
        )}
      </div>
    </div>
  );
}
