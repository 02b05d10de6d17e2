import { NotAvailableYetError } from '../../../lib/not-available-yet';

/** Completes a sign-in that asked for a one-time code. */
export async function verifySignInCode(_code: string): Promise<void> {
  throw new NotAvailableYetError('Verifying sign-in codes');
}
