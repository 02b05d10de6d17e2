import { NotAvailableYetError } from '../../../lib/not-available-yet';

/** Emails a password reset code to the account's address. */
export async function requestPasswordReset(_email: string): Promise<void> {
  throw new NotAvailableYetError('Resetting a password');
}
