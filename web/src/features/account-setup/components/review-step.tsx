/**
 * Step 3: everything on one screen before it is sent. Identity and account numbers stay masked unless
 * the person chooses to see them (someone may be looking over their shoulder); each part has an edit link.
 */

import { digitsOnly, groupAadhaar, groupInFours, maskLastFour } from '@contract/identity-numbers';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button/button';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { Icon } from '../../../components/ui/icon/icon';
import type { IdImage } from '../hooks/use-id-image';
import type { SetupDraftState } from '../hooks/use-setup-draft';
import type { UploadedImage } from '../model/draft';
import type { StepId } from '../model/steps';
import { StepForm, type StepFormProps } from './step-form';

export interface ReviewStepProps {
  state: SetupDraftState;
  front: IdImage;
  back: IdImage;
  onEdit: (step: StepId) => void;
  onSubmit: () => Promise<void>;
  onBack: () => void;
  focusOnMount: StepFormProps['focusOnMount'];
  notice?: ReactNode;
}

function imageLine(image: IdImage, stored: UploadedImage | null): string {
  return image.file?.name ?? stored?.fileName ?? 'Not uploaded';
}

function ReviewSection({
  title,
  onEdit,
  editLabel,
  children,
}: {
  title: string;
  onEdit: () => void;
  editLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="setup-review">
      <div className="tile-head">
        <h3>{title}</h3>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={editLabel}>
          Edit
        </Button>
      </div>
      <Details>{children}</Details>
    </section>
  );
}

export function ReviewStep({
  state,
  front,
  back,
  onEdit,
  onSubmit,
  onBack,
  focusOnMount,
  notice,
}: ReviewStepProps) {
  const [revealed, setRevealed] = useState(false);
  const { text, images } = state.draft;
  const aadhaar = digitsOnly(text['kyc.aadhaarNumber']);
  const pan = text['kyc.panNumber'].trim().toUpperCase();
  const account = text['bank.accountNumber'].trim();
  const address = [
    text['kyc.address.line1'],
    text['kyc.address.line2'],
    text['kyc.address.city'],
    `${text['kyc.address.state']} ${text['kyc.address.pinCode']}`,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

  return (
    <StepForm
      title="Check and submit"
      description="Make sure everything matches your documents. You cannot change these while we review them."
      submitLabel="Submit for review"
      onSubmit={onSubmit}
      onBack={onBack}
      focusOnMount={focusOnMount}
      notice={notice}
    >
      <div className="setup-review__reveal">
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={revealed}
          onClick={() => setRevealed((shown) => !shown)}
        >
          <Icon name={revealed ? 'eyeOff' : 'eye'} size={18} />
          {revealed ? 'Hide numbers' : 'Show numbers'}
        </Button>
      </div>

      <ReviewSection title="Identity" onEdit={() => onEdit('kyc')} editLabel="Edit identity details">
        <DetailsRow label="Full name">{text['kyc.fullName'].trim()}</DetailsRow>
        <DetailsRow label="Address">{address}</DetailsRow>
        <DetailsRow label="Aadhaar">
          <span className="mono">
            {revealed ? groupAadhaar(aadhaar) : groupInFours(maskLastFour(aadhaar))}
          </span>
        </DetailsRow>
        <DetailsRow label="PAN">
          <span className="mono">{revealed ? pan : maskLastFour(pan)}</span>
        </DetailsRow>
        <DetailsRow label="Front of ID">{imageLine(front, images['kyc.frontImageKey'])}</DetailsRow>
        <DetailsRow label="Back of ID">{imageLine(back, images['kyc.backImageKey'])}</DetailsRow>
      </ReviewSection>

      <ReviewSection title="Bank account" onEdit={() => onEdit('bank')} editLabel="Edit bank account">
        <DetailsRow label="Account holder">{text['bank.accountHolderName'].trim()}</DetailsRow>
        <DetailsRow label="Account number">
          <span className="mono">{revealed ? account : maskLastFour(account)}</span>
        </DetailsRow>
        <DetailsRow label="IFSC">
          <span className="mono">{text['bank.ifsc'].trim().toUpperCase()}</span>
        </DetailsRow>
      </ReviewSection>

      <p className="form-note muted">
        By submitting you confirm these details are yours and correct. We keep Aadhaar, PAN and account
        numbers encrypted and show them masked.
      </p>
    </StepForm>
  );
}
