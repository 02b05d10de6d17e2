/**
 * The server's quote (a buy's or a sell's) for what the person typed: asked for once the typing pauses, counted down to its
 * expiry, and asked for again when it lapses (unless the person is confirming it right now: then the
 * server decides, and a lapsed quote is refused with a message). The countdown runs on this browser's
 * clock from the quote's own lifetime, so a computer clock that is off does not shorten it.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../lib/api-error';

/** What every locked quote carries: its id and its lifetime as the server gave it. */
interface LockedQuote {
  quoteId: string;
  quotedAt: string;
  expiresAt: string;
}

interface QuoteState<Quote> {
  quote?: Quote;
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

export function useLockedQuote<Request, Quote extends LockedQuote>(
  requestQuote: (request: Request) => Promise<Quote>,
  request: Request | undefined,
  confirming: boolean,
) {
  const [state, setState] = useState<QuoteState<Quote>>({ loading: false });
  const [round, setRound] = useState(0);
  const requestKey = request ? JSON.stringify(request) : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: requestKey stands for request; round asks again; requestQuote is a module function.
  useEffect(() => {
    if (!request) {
      setState({ loading: false });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    requestQuote(request).then(
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

  return {
    ...state,
    // Only the quote of what is typed now, and the server's refusal of it in its own words.
    quote: request ? state.quote : undefined,
    problem:
      request && state.error instanceof ApiError
        ? (Object.values(state.error.fieldErrors)[0] ?? state.error.message)
        : undefined,
    secondsLeft,
    refresh: () => setRound((value) => value + 1),
  };
}
