/**
 * Thrown by an action whose screen is built but whose service is not connected yet. Forms show it
 * as a calm 'coming soon' notice rather than an error: nothing went wrong, and nothing was sent.
 */
export class NotAvailableYetError extends Error {
  override readonly name = 'NotAvailableYetError';
  constructor(what: string) {
    super(`${what} is coming soon. Nothing was sent — this step is not connected yet.`);
  }
}
