/**
 * A wait before an action may run again (asking for another emailed code), counted down in whole
 * seconds for the button's label. Starts running at once when a code has just been sent.
 */
import { useCallback, useEffect, useState } from 'react';

export function useCooldown(seconds: number, startRunning: boolean) {
  const [until, setUntil] = useState(() => (startRunning ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback(() => {
    const started = Date.now();
    setNow(started);
    setUntil(started + seconds * 1000);
  }, [seconds]);

  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
