/** Step 1: who the person is — name and address as on their ID, Aadhaar, PAN and the two ID images. */
import { AddressSchema } from '@contract/account-setup';
import { groupAadhaar } from '@contract/identity-numbers';
import { PersonNameField } from '../../../components/ui/form/person-name-field';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import type { IdImage } from '../hooks/use-id-image';
import type { SetupDraftState } from '../hooks/use-setup-draft';
import { bindText } from './bind-field';
import { GroupedDigitsField } from './grouped-digits-field';
import { IdImageField } from './id-image-field';
import { OfficialCodeField } from './official-code-field';
import { StepForm, type StepFormProps } from './step-form';

/** The states and union territories, from the schema that checks the choice. */
const STATES = AddressSchema.shape.state.options;

export interface KycStepProps {
  state: SetupDraftState;
  front: IdImage;
  back: IdImage;
  onContinue: () => void;
  focusOnMount: StepFormProps['focusOnMount'];
}

export function KycStep({ state, front, back, onContinue, focusOnMount }: KycStepProps) {
  const { draft, errors } = state;
  return (
    <StepForm
      title="Your identity"
      description="As printed on your ID. We check these against the Aadhaar and PAN records."
      submitLabel="Continue to bank account"
      onSubmit={onContinue}
      focusOnMount={focusOnMount}
    >
      <PersonNameField label="Full name (as on your ID)" {...bindText(state, 'kyc.fullName')} />

      <fieldset className="plain-fieldset setup-fieldset">
        <legend className="setup-fieldset__legend">Address</legend>
        <div className="stack">
          <TextField
            label="Address line 1"
            hint="House or flat number, building, street."
            autoComplete="address-line1"
            maxLength={120}
            {...bindText(state, 'kyc.address.line1')}
          />
          <TextField
            label="Address line 2 (optional)"
            hint="Area, locality or landmark."
            autoComplete="address-line2"
            maxLength={120}
            {...bindText(state, 'kyc.address.line2')}
          />
          <div className="setup-row">
            <TextField
              label="City"
              autoComplete="address-level2"
              maxLength={60}
              {...bindText(state, 'kyc.address.city')}
            />
            <SelectField
              label="State or union territory"
              placeholder="Choose…"
              options={STATES}
              autoComplete="address-level1"
              {...bindText(state, 'kyc.address.state')}
            />
            <TextField
              label="PIN code"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              {...bindText(state, 'kyc.address.pinCode')}
            />
          </div>
        </div>
      </fieldset>

      <GroupedDigitsField
        label="Aadhaar number"
        hint="12 digits, as on your Aadhaar card or e-Aadhaar."
        name="kyc.aadhaarNumber"
        autoComplete="off"
        spellCheck={false}
        placeholder="XXXX XXXX XXXX"
        value={draft.text['kyc.aadhaarNumber']}
        onDigitsChange={(digits) => state.setText('kyc.aadhaarNumber', digits)}
        maxDigits={12}
        format={groupAadhaar}
        error={errors['kyc.aadhaarNumber']}
      />

      <OfficialCodeField
        state={state}
        path="kyc.panNumber"
        label="PAN"
        hint="Indian law requires PAN for crypto services (income-tax rules on virtual digital assets)."
        placeholder="ABCDE1234F"
        length={10}
      />

      <IdImageField
        label="Front of your ID"
        hint="The side with your photo."
        image={front}
        stored={draft.images['kyc.frontImageKey']}
        interrupted={draft.interrupted['kyc.frontImageKey']}
        error={errors['kyc.frontImageKey']}
      />
      <IdImageField
        label="Back of your ID"
        hint="The side with your address."
        image={back}
        stored={draft.images['kyc.backImageKey']}
        interrupted={draft.interrupted['kyc.backImageKey']}
        error={errors['kyc.backImageKey']}
      />
    </StepForm>
  );
}
