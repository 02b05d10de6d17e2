import { NotAvailableYetError } from '../../../lib/not-available-yet';

/** Saves the PIN that confirms payments and withdrawals. */
export async function setSecurityPin(_pin: string): Promise<void> {
  throw new NotAvailableYetError('Setting a security PIN');
}
