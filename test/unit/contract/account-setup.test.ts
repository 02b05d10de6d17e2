/** The account-setup schema the SPA and the API share: what it accepts, tidies and refuses, by field. */
import { describe, expect, it } from 'vitest';
import { AccountSetupRequestSchema } from '../../../contract/account-setup';
import { fieldErrorsOf } from '../../../lambdas/http/request-body';
import { fieldRuleCases, withBadValue } from '../../support/account-setup-cases';
import { accountSetupRequest, kycImageKeys } from '../../support/kyc-samples';

const valid = () => accountSetupRequest(kycImageKeys('user-asha'));

describe('the account-setup schema', () => {
  it('accepts a complete, valid request', () => {
    expect(AccountSetupRequestSchema.safeParse(valid()).success).toBe(true);
  });

  it('tidies what people type: Aadhaar grouped with spaces, PAN and IFSC in lower case', () => {
    const request = valid();
    const aadhaar = request.kyc.aadhaarNumber;
    const pan = request.kyc.panNumber;
    request.kyc.aadhaarNumber = `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`;
    request.kyc.panNumber = ` ${pan.toLowerCase()} `;
    request.bank.ifsc = 'sbin0001234';
    const parsed = AccountSetupRequestSchema.parse(request);
    expect(parsed.kyc.aadhaarNumber).toBe(aadhaar);
    expect(parsed.kyc.panNumber).toBe(pan);
    expect(parsed.bank.ifsc).toBe('SBIN0001234');
  });

  it.each(fieldRuleCases.map((testCase) => [testCase.rule, testCase] as const))('%s', (_, testCase) => {
    const result = AccountSetupRequestSchema.safeParse(withBadValue(valid(), testCase));
    expect(result.success).toBe(false);
    const errors = fieldErrorsOf(result.error?.issues ?? []);
    expect(Object.keys(errors), JSON.stringify(errors)).toEqual([testCase.field]);
    expect(errors[testCase.field]).toBeTruthy();
  });
});
