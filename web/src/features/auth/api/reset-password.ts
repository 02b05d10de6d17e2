import { NotAvailableYetError } from '../../../lib/not-available-yet';

export interface ResetPasswordInput {
  email: string;
  code: string;
  newPassword: string;
}

/** Sets a new password with the emailed reset code. */
export async function resetPassword(_input: ResetPasswordInput): Promise<void> {
  throw new NotAvailableYetError('Setting a new password');
}
