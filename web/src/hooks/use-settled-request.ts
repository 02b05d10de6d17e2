/**
 * What was typed, as a request, once the typing pauses: a quote is asked for then, not at every key
 * press (each quote is priced and kept by the server).
 */
import { useEffect, useState } from 'react';

const QUOTE_DELAY_MS = 400;

export function useSettledRequest<Request>(request: Request | undefined): Request | undefined {
  const [settled, setSettled] = useState<Request | undefined>(undefined);
  const requestKey = request === undefined ? undefined : JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: requestKey stands for request, a new object each render.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(request), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [requestKey]);
  return settled;
}
