/**
 * The server's quote for what the person typed: asked for once the typing pauses, counted down to its
 * expiry, and asked for again when it lapses (unless the person is confirming it right now: then the
 * server decides, and a lapsed quote is refused with a message). The countdown runs on this browser's
 * clock from the quote's own lifetime, so a computer clock that is off does not shorten it.
 */
import type { BuyQuote, BuyQuoteRequest } from '@contract/buy-usdt';
import { useEffect, useState } from 'react';
import { requestBuyQuote } from '../api/buy-usdt';

interface QuoteState {
  quote?: BuyQuote;
  /** Browser time (ms) when the quote lapses. */
  deadline?: number;
  error?: unknown;
  loading: boolean;
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function useBuyQuote(request: BuyQuoteRequest | undefined, confirming: boolean) {
  const [state, setState] = useState<QuoteState>({ loading: false });
  const [round, setRound] = useState(0);
  const requestKey = request ? JSON.stringify(request) : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: requestKey stands for request; round asks again.
  useEffect(() => {
    if (!request) {
      setState({ loading: false });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    requestBuyQuote(request).then(
      (quote) => {
        const lifetime = Date.parse(quote.expiresAt) - Date.parse(quote.quotedAt);
        if (current) setState({ quote, deadline: Date.now() + lifetime, loading: false });
      },
      (error: unknown) => {
        if (current) setState({ error, loading: false });
      },
    );
    return () => {
      current = false;
    };
  }, [requestKey, round]);

  const now = useNow(1000);
  const secondsLeft =
    state.deadline === undefined ? undefined : Math.max(0, Math.ceil((state.deadline - now) / 1000));
  const lapsed = secondsLeft === 0;
  useEffect(() => {
    if (lapsed && !confirming && !state.loading) setRound((value) => value + 1);
  }, [lapsed, confirming, state.loading]);

  return { ...state, secondsLeft, refresh: () => setRound((value) => value + 1) };
}
