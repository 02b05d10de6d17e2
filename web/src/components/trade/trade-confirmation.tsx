/**
 * The end of a trade panel (buy, sell): the quote's notes and countdown, the button that opens the PIN
 * dialog, what the trade did once done, and the dialog that confirms it. A refusal goes to the panel;
 * one that needs a fresh price asks for it.
 */
import type { ReactNode } from 'react';
import type { usePinConfirmation } from '../../hooks/use-pin-confirmation';
import { Button } from '../ui/button/button';
import { PinConfirmDialog } from '../ui/dialog/pin-confirm-dialog';
import { QuoteCountdown } from '../ui/quote-countdown/quote-countdown';

interface QuotedTrade {
  quote: { quoteId: string; taxNote: string; roundingNote: string } | undefined;
  loading: boolean;
  secondsLeft: number | undefined;
  refresh: () => void;
}

export function TradeConfirmation<Order>({
  quoted,
  pinFlow,
  action,
  buttonLabel,
  summary,
  pinSet,
  locks,
  execute,
  onDone,
  onRefused,
  refresh,
  children,
}: {
  quoted: QuotedTrade;
  pinFlow: ReturnType<typeof usePinConfirmation>;
  /** `buy`, `sell`: the dialog's confirm button and refusals say it. */
  action: string;
  buttonLabel: string;
  /** What the dialog asks the person to confirm. */
  summary: ReactNode;
  pinSet: boolean;
  /** What five wrong PINs lock: `buying`, `selling`. */
  locks: string;
  execute: (quoteId: string, pin: string, idempotencyKey: string) => Promise<Order>;
  onDone: (order: Order) => void;
  /** Where the panel says a refusal. */
  onRefused: (message: string) => void;
  refresh: () => Promise<unknown>;
  /** What the last trade did, under the button. */
  children: ReactNode;
}) {
  const { quote } = quoted;
  return (
    <>
      {quote && (
        <QuoteCountdown
          notes={`${quote.taxNote} ${quote.roundingNote}`}
          loading={quoted.loading}
          secondsLeft={quoted.secondsLeft}
        />
      )}
      <Button block disabled={!quote || quoted.loading} onClick={pinFlow.open}>
        {buttonLabel}
      </Button>
      {children}
      <PinConfirmDialog
        key={pinFlow.dialogKey}
        action={action}
        summary={summary}
        pinSet={pinSet}
        secondsLeft={quoted.secondsLeft}
        {...pinFlow.dialogProps<Order>({
          locks,
          execute: quote && ((pin, key) => execute(quote.quoteId, pin, key)),
          onDone,
          onRefused: (message, needsFreshQuote) => {
            onRefused(message);
            if (needsFreshQuote) quoted.refresh();
          },
          refresh,
        })}
      />
    </>
  );
}
