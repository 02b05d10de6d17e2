/**
 * Confirms a money movement (a buy, a sell) with the transaction PIN. A person without a PIN chooses
 * one here (typed twice) and the movement goes on with it. Refusals show in the dialog in plain words;
 * a lapsed or moved price closes it, and the panel shows the fresh quote with the reason.
 */
import { type ReactNode, useState } from 'react';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { TRANSACTION_PIN, TransactionPinField } from '../form/transaction-pin-field';
import { Dialog } from './dialog';

export interface PinConfirmDialogProps {
  /** What the person is confirming, in words and figures. */
  summary: ReactNode;
  /** `buy`, `sell`: the confirm button and the refusal say it. */
  action: string;
  open: boolean;
  pinSet: boolean;
  secondsLeft: number | undefined;
  pending: boolean;
  failure: string | undefined;
  onConfirm: (pin: string, newPin: boolean) => void;
  onCancel: () => void;
}

export function PinConfirmDialog({
  summary,
  action,
  open,
  pinSet,
  secondsLeft,
  pending,
  failure,
  onConfirm,
  onCancel,
}: PinConfirmDialogProps) {
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);

  const confirm = () => {
    if (!TRANSACTION_PIN.test(pin)) return setFieldError('Enter the 6 digits of your PIN.');
    if (!pinSet && repeat !== pin) return setFieldError('The two PINs are not the same.');
    setFieldError(undefined);
    onConfirm(pin, !pinSet);
  };

  return (
    <Dialog
      open={open}
      title={pinSet ? 'Confirm with your PIN' : 'Choose a transaction PIN'}
      busy={pending}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={confirm} pending={pending}>
            Confirm {action}
          </Button>
        </>
      }
    >
      {summary && (
        <p>
          {summary}{' '}
          <span role="timer" aria-live="off">
            {secondsLeft ? `This price holds for ${secondsLeft} s.` : 'This price has run out.'}
          </span>
        </p>
      )}
      {!pinSet && (
        <p className="muted">
          Every buy and sell is confirmed with a 6-digit PIN. Choose one now; it is saved before this {action}
          .
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
        noValidate
        className="stack"
      >
        <TransactionPinField
          label={pinSet ? 'Transaction PIN' : 'New transaction PIN'}
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          error={fieldError}
          autoFocus
        />
        {!pinSet && (
          <TransactionPinField
            label="Repeat the PIN"
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
        )}
      </form>
      {failure && (
        <Banner tone="error" role="alert" title={`The ${action} did not go through`}>
          {failure}
        </Banner>
      )}
    </Dialog>
  );
}
