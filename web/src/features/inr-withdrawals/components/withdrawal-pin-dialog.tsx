/**
 * Confirms a withdrawal with the transaction PIN, naming the amount, the account and what leaves the
 * wallet before anything moves. A refusal (wrong PIN, not enough in the wallet) shows in the dialog.
 */
import { formatRupees } from '@contract/rupees';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { TRANSACTION_PIN, TransactionPinField } from '../../../components/ui/form/transaction-pin-field';

export interface WithdrawalSummary {
  amount: string;
  debited: string;
  bankAccount: string;
}

interface Props {
  summary: WithdrawalSummary | undefined;
  pending: boolean;
  failure: string | undefined;
  onConfirm: (pin: string) => void;
  onCancel: () => void;
}

export function WithdrawalPinDialog({ summary, pending, failure, onConfirm, onCancel }: Props) {
  const [pin, setPin] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const confirm = () => {
    if (!TRANSACTION_PIN.test(pin)) return setFieldError('Enter the 6 digits of your PIN.');
    setFieldError(undefined);
    onConfirm(pin);
  };
  return (
    <ConfirmDialog
      open={summary !== undefined}
      title="Confirm with your PIN"
      confirmLabel="Confirm withdrawal"
      pending={pending}
      failure={failure ?? null}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {summary && (
        <p>
          <strong>{formatRupees(summary.amount)}</strong> goes to {summary.bankAccount}; your INR wallet pays{' '}
          <strong>{formatRupees(summary.debited)}</strong> with our fee and its GST.
        </p>
      )}
      {/* Enter in the PIN field confirms, as the button does. */}
      <form action={confirm} noValidate>
        <TransactionPinField
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          error={fieldError}
        />
      </form>
    </ConfirmDialog>
  );
}
