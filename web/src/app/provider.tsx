import { type ReactNode, StrictMode } from 'react';

/**
 * App-wide providers around the router. Data fetching needs none (SWR options travel with each
 * hook, see lib/api-swr-options.ts); the auth session provider belongs here when it is wired in.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
