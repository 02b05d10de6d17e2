/**
 * Step 2: the bank account in the person's own name that top-ups come from and withdrawals go to. The
 * number is typed twice, the second time without paste, so a slip in the first entry is caught.
 */
import { type ClipboardEvent, type DragEvent, useState } from 'react';
import { PersonNameField } from '../../../components/ui/form/person-name-field';
import { TextField } from '../../../components/ui/form/text-field';
import type { SetupDraftState } from '../hooks/use-setup-draft';
import { bindText } from './bind-field';
import { OfficialCodeField } from './official-code-field';
import { StepForm, type StepFormProps } from './step-form';

export interface BankStepProps {
  state: SetupDraftState;
  onContinue: () => void;
  onBack: () => void;
  focusOnMount: StepFormProps['focusOnMount'];
}

const NO_PASTE_NOTE = 'Type it again instead of pasting, so a slip in the first entry is caught.';

/** A bank account number in India: 9 to 18 digits, never filled in or corrected by the browser. */
const accountNumberInput = {
  inputMode: 'numeric',
  autoComplete: 'off',
  spellCheck: false,
  maxLength: 18,
} as const;

export function BankStep({ state, onContinue, onBack, focusOnMount }: BankStepProps) {
  const [pasteRefused, setPasteRefused] = useState(false);
  const refuse = (event: ClipboardEvent | DragEvent) => {
    event.preventDefault();
    setPasteRefused(true);
  };
  return (
    <StepForm
      title="Your bank account"
      description="An account in your own name. Money from other people's accounts is returned, as anti-money-laundering rules require."
      submitLabel="Continue to review"
      onSubmit={onContinue}
      onBack={onBack}
      focusOnMount={focusOnMount}
    >
      <PersonNameField
        label="Account holder name"
        hint="As your bank has it."
        {...bindText(state, 'bank.accountHolderName')}
      />
      <TextField
        label="Account number"
        hint="9 to 18 digits."
        {...accountNumberInput}
        {...bindText(state, 'bank.accountNumber')}
      />
      <TextField
        label="Confirm account number"
        hint={
          pasteRefused ? (
            <strong className="setup-paste-note">Pasting is off here. {NO_PASTE_NOTE}</strong>
          ) : (
            NO_PASTE_NOTE
          )
        }
        {...accountNumberInput}
        onPaste={refuse}
        onDrop={refuse}
        {...bindText(state, 'bank.accountNumberConfirmation')}
      />
      <OfficialCodeField
        state={state}
        path="bank.ifsc"
        label="IFSC"
        hint="11 characters, on your cheque book or passbook, like SBIN0001234."
        placeholder="SBIN0001234"
        length={11}
      />
    </StepForm>
  );
}
