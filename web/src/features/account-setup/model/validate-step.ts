/**
 * Checks a step with the contract's own schema (the one the API checks again): the identity step with
 * KycDetailsSchema, the bank step with BankDetailsSchema, the review with the whole request.
 */
import { AccountSetupRequestSchema, BankDetailsSchema, KycDetailsSchema } from '@contract/account-setup';
import { type AccountSetupDraft, toBankInput, toKycInput } from './draft';
import { errorsFromIssues, type FieldErrors } from './field-errors';
import type { StepId } from './steps';

export function validateStep(step: StepId, draft: AccountSetupDraft): FieldErrors {
  if (step === 'kyc') {
    const result = KycDetailsSchema.safeParse(toKycInput(draft));
    return result.success ? {} : errorsFromIssues(result.error.issues, 'kyc');
  }
  if (step === 'bank') {
    const result = BankDetailsSchema.safeParse(toBankInput(draft));
    return result.success ? {} : errorsFromIssues(result.error.issues, 'bank');
  }
  const result = AccountSetupRequestSchema.safeParse({ kyc: toKycInput(draft), bank: toBankInput(draft) });
  return result.success ? {} : errorsFromIssues(result.error.issues, '');
}

/** The request as the API gets it: the schema's output (trimmed, upper-cased, digits only). */
export function buildRequest(draft: AccountSetupDraft) {
  return AccountSetupRequestSchema.safeParse({ kyc: toKycInput(draft), bank: toBankInput(draft) });
}
