/**
 * Confirming a quote (a buy, a sell) with the transaction PIN: opening the PIN dialog, setting a PIN
 * first for a person without one, executing under one Idempotency-Key per press of Confirm, and
 * placing a refusal where the person can act on it (next to the PIN, or on the panel with a fresh
 * quote). The client's retries of one press share its key, while a second press after a mistyped PIN
 * is another request (another body) and needs its own; the server books at most one movement per
 * quote, so a new key can never trade twice.
 */
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../lib/api-client';
import { setTransactionPin } from '../lib/profile/set-transaction-pin';
import { tradeRefusalOf } from '../lib/trade-refusal';

interface Confirmation {
  /** Numbers the openings of the PIN dialog, so each opening starts empty. */
  opening: number;
  pending: boolean;
  failure?: string;
}

export interface PinConfirmationOptions<Result> {
  /** What five wrong PINs lock: `buying`, `selling`. */
  locks: string;
  /** Undefined while there is no quote to confirm. */
  execute: ((pin: string, idempotencyKey: string) => Promise<Result>) | undefined;
  onDone: (result: Result) => void;
  /** A refusal for the panel; `needsFreshQuote` when the quote cannot be used any more. */
  onRefused: (message: string, needsFreshQuote: boolean) => void;
  /** Balances, lists and limits asked again (after a movement, or a PIN set in the flow). */
  refresh: () => Promise<unknown>;
}

export function usePinConfirmation() {
  const [confirmation, setConfirmation] = useState<Confirmation | undefined>(undefined);
  const openings = useRef(0);

  const confirm = async <Result>(options: PinConfirmationOptions<Result>, pin: string, newPin: boolean) => {
    if (!options.execute || !confirmation) return;
    setConfirmation({ ...confirmation, pending: true });
    try {
      // A person without a PIN sets it here, inside the movement, then confirms with it.
      if (newPin) await setTransactionPin({ pin });
      const result = await options.execute(pin, newIdempotencyKey());
      setConfirmation(undefined);
      options.onDone(result);
      await options.refresh();
    } catch (error) {
      const refusal = tradeRefusalOf(error, options.locks);
      if (refusal.needsFreshQuote || !refusal.aboutPin) {
        setConfirmation(undefined);
        options.onRefused(refusal.message, refusal.needsFreshQuote);
      } else setConfirmation({ ...confirmation, pending: false, failure: refusal.message });
      if (newPin) await options.refresh();
    }
  };

  return {
    confirming: confirmation !== undefined,
    open: () => setConfirmation({ opening: ++openings.current, pending: false }),
    /** Each opening is a fresh dialog. */
    dialogKey: confirmation?.opening ?? 'closed',
    /** The PIN dialog's state and handlers, for this render's quote. */
    dialogProps: <Result>(options: PinConfirmationOptions<Result>) => ({
      open: confirmation !== undefined,
      pending: confirmation?.pending ?? false,
      failure: confirmation?.failure,
      onConfirm: (pin: string, newPin: boolean) => void confirm(options, pin, newPin),
      onCancel: () => setConfirmation(undefined),
    }),
  };
}
