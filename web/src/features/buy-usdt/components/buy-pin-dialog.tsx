/**
 * Confirms a buy with the transaction PIN. A person without a PIN chooses one here (typed twice) and
 * the buy goes on with it. Refusals show in the dialog in plain words; a lapsed or moved price closes
 * it, and the panel shows the fresh quote with the reason.
 */
import type { BuyQuote } from '@contract/buy-usdt';
import { formatRupees } from '@contract/rupees';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Dialog } from '../../../components/ui/dialog/dialog';
import { PasswordField } from '../../../components/ui/form/password-field';

const PIN = /^\d{6}$/;
// autocomplete off: a PIN is not a password, and password managers should not offer to save it.
const pinInput = { inputMode: 'numeric', maxLength: 6, variant: 'code', autoComplete: 'off' } as const;

export interface BuyPinDialogProps {
  quote: BuyQuote | undefined;
  open: boolean;
  pinSet: boolean;
  secondsLeft: number | undefined;
  pending: boolean;
  failure: string | undefined;
  onConfirm: (pin: string, newPin: boolean) => void;
  onCancel: () => void;
}

export function BuyPinDialog({
  quote,
  open,
  pinSet,
  secondsLeft,
  pending,
  failure,
  onConfirm,
  onCancel,
}: BuyPinDialogProps) {
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);

  const confirm = () => {
    if (!PIN.test(pin)) return setFieldError('Enter the 6 digits of your PIN.');
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
            Confirm buy
          </Button>
        </>
      }
    >
      {quote && (
        <p>
          You pay <strong>{formatRupees(quote.inrPaid)}</strong> and get{' '}
          <strong>{quote.usdtReceived} USDT</strong> at {formatRupees(quote.rateInrPerUsdt)} per USDT.{' '}
          <span role="timer" aria-live="off">
            {secondsLeft ? `This price holds for ${secondsLeft} s.` : 'This price has run out.'}
          </span>
        </p>
      )}
      {!pinSet && (
        <p className="muted">
          Every buy is confirmed with a 6-digit PIN. Choose one now; it is saved before this buy.
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
        <PasswordField
          label={pinSet ? 'Transaction PIN' : 'New transaction PIN'}
          {...pinInput}
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          error={fieldError}
          autoFocus
        />
        {!pinSet && (
          <PasswordField
            label="Repeat the PIN"
            {...pinInput}
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
        )}
      </form>
      {failure && (
        <Banner tone="error" role="alert" title="Not bought">
          {failure}
        </Banner>
      )}
    </Dialog>
  );
}
