/**
 * Checks people see before anything is sent, in the words of the user pool's own rules (email as
 * the username, passwords of 8+ characters, 6-digit emailed codes), so most mistakes are caught here.
 */
import { TransactionPinSchema } from '@contract/account';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_MIN_LENGTH = 8;
export const CODE_LENGTH = 6;
export const PIN_LENGTH = 6;

export function emailError(value: string): string | undefined {
  if (!value.trim()) return 'Enter your email address.';
  if (!EMAIL.test(value.trim())) return 'Enter an email address like name@example.com.';
  return undefined;
}

export function newPasswordError(value: string): string | undefined {
  if (!value) return 'Create a password.';
  if (value.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  // Cognito trims nothing but rejects leading and trailing spaces in passwords.
  if (value.trim() !== value) return 'Remove the spaces at the start or end.';
  return undefined;
}

export function currentPasswordError(value: string): string | undefined {
  return value ? undefined : 'Enter your password.';
}

export function codeError(value: string, length = CODE_LENGTH): string | undefined {
  if (!value.trim()) return 'Enter the code.';
  if (!new RegExp(`^\\d{${length}}$`).test(value.trim())) return `The code has ${length} digits.`;
  return undefined;
}

/** The server's own PIN rules (the contract's schema), so the form and the API never disagree. */
export function pinError(value: string): string | undefined {
  if (!value) return 'Choose a PIN.';
  const parsed = TransactionPinSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export function repeatError(value: string, original: string, what: string): string | undefined {
  if (!value) return `Enter the ${what} again.`;
  return value === original ? undefined : `The two ${what}s do not match.`;
}
