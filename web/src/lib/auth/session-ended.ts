/**
 * Raised when an API call finds the session over: the refresh was refused (signed out of all devices
 * elsewhere, refresh token expired) or the API refused even a fresh token. The app shell listens and
 * sends the person to sign-in with `from`, so the API client needs no router.
 */
const listeners = new Set<() => void>();

export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionEnded(): void {
  for (const listener of listeners) listener();
}
