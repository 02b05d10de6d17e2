/** The refusals of account setup and review, in the words the customer or reviewer sees. */
import { ConflictError, ForbiddenError, InvalidRequestError } from '../errors';

export const FIELDS_NEED_ATTENTION = 'Some fields need attention';

/**
 * An Aadhaar number, PAN or bank account another account already uses. The words are the same whoever
 * holds it and whatever state that account is in, so the refusal tells nothing about the other account.
 * A bank account is one customer's because deposits from it are credited to that customer's wallet.
 */
export class IdentityNumberRefusedError extends ConflictError {
  readonly fieldErrors: Record<string, string>;
  constructor(refused: { aadhaar: boolean; pan: boolean; bankAccount?: boolean }) {
    const fieldErrors: Record<string, string> = {};
    if (refused.aadhaar) fieldErrors['kyc.aadhaarNumber'] = identityNumberRefusals.aadhaar;
    if (refused.pan) fieldErrors['kyc.panNumber'] = identityNumberRefusals.pan;
    if (refused.bankAccount) fieldErrors['bank.accountNumber'] = identityNumberRefusals.bankAccount;
    super(Object.values(fieldErrors).join(' '));
    this.fieldErrors = fieldErrors;
  }
}

export const identityNumberRefusals = {
  aadhaar: 'This Aadhaar number cannot be used. Contact support if you think this is wrong.',
  pan: 'This PAN cannot be used. Contact support if you think this is wrong.',
  bankAccount:
    'This bank account is linked to another wallet. Use an account in your own name, or contact support if it is yours.',
} as const;

export class ForeignImageKeyError extends ForbiddenError {
  constructor() {
    super('You can only submit ID images you uploaded yourself.');
  }
}

export const imageFieldError = (field: 'frontImageKey' | 'backImageKey', message: string) =>
  new InvalidRequestError(FIELDS_NEED_ATTENTION, { [`kyc.${field}`]: message });
