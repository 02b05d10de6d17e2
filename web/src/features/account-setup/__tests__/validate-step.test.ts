import { describe, expect, it } from 'vitest';
import { type AccountSetupDraft, emptyDraft } from '../model/draft';
import { buildRequest, validateStep } from '../model/validate-step';
import { badChecksumAadhaar, validAadhaar } from './samples';

function filledDraft(): AccountSetupDraft {
  const draft = emptyDraft();
  Object.assign(draft.text, {
    'kyc.fullName': 'Asha Verma',
    'kyc.address.line1': '12 MG Road',
    'kyc.address.city': 'Bengaluru',
    'kyc.address.state': 'Karnataka',
    'kyc.address.pinCode': '560001',
    'kyc.aadhaarNumber': validAadhaar(),
    'kyc.panNumber': 'abcde1234f',
    'bank.accountHolderName': 'Asha Verma',
    'bank.accountNumber': '123456789012',
    'bank.accountNumberConfirmation': '123456789012',
    'bank.ifsc': 'sbin0001234',
  });
  draft.images['kyc.frontImageKey'] = {
    key: 'private/u/kyc/front.jpg',
    fileName: 'f.jpg',
    contentType: 'image/jpeg',
  };
  draft.images['kyc.backImageKey'] = {
    key: 'private/u/kyc/back.jpg',
    fileName: 'b.jpg',
    contentType: 'image/jpeg',
  };
  return draft;
}

describe('checking a step with the shared schema', () => {
  it('accepts a complete application and sends digits only, upper-cased', () => {
    const draft = filledDraft();
    draft.text['kyc.aadhaarNumber'] =
      `${validAadhaar().slice(0, 4)} ${validAadhaar().slice(4, 8)} ${validAadhaar().slice(8)}`;
    expect(validateStep('review', draft)).toEqual({});
    const request = buildRequest(draft);
    expect(request.success && request.data.kyc.aadhaarNumber).toBe(validAadhaar());
    expect(request.success && request.data.kyc.panNumber).toBe('ABCDE1234F');
    expect(request.success && request.data.bank.ifsc).toBe('SBIN0001234');
  });

  it('names each wrong identity field with its own message', () => {
    const draft = filledDraft();
    Object.assign(draft.text, {
      'kyc.aadhaarNumber': badChecksumAadhaar(),
      'kyc.panNumber': 'ABCD1234F',
      'kyc.address.pinCode': '012345',
    });
    draft.images['kyc.backImageKey'] = null;
    expect(validateStep('kyc', draft)).toEqual({
      'kyc.aadhaarNumber': 'This is not a valid Aadhaar number. Please check the digits',
      'kyc.panNumber': 'A PAN looks like ABCDE1234F: five letters, four digits, one letter',
      'kyc.address.pinCode': 'A PIN code has 6 digits and does not start with 0',
      'kyc.backImageKey': 'Upload this image',
    });
  });

  it('checks only the bank step on the bank step', () => {
    const draft = filledDraft();
    Object.assign(draft.text, {
      'kyc.aadhaarNumber': '',
      'bank.accountNumberConfirmation': '123456789013',
      'bank.ifsc': 'SBIN1234567',
    });
    expect(validateStep('bank', draft)).toEqual({
      'bank.accountNumberConfirmation': 'The account numbers do not match',
      'bank.ifsc': 'An IFSC has 11 characters, like SBIN0001234 (the fifth is a zero)',
    });
  });

  it('shows the first message of a field only', () => {
    const draft = filledDraft();
    draft.text['kyc.fullName'] = '';
    expect(validateStep('kyc', draft)['kyc.fullName']).toBe('Enter your full name');
  });

  it('asks for the Aadhaar number when the field is empty, not for a valid one', () => {
    const draft = filledDraft();
    draft.text['kyc.aadhaarNumber'] = '';
    expect(validateStep('kyc', draft)['kyc.aadhaarNumber']).toBe('Enter your Aadhaar number');
  });

  it('counts the digits of a short Aadhaar number before judging its check digit', () => {
    const draft = filledDraft();
    draft.text['kyc.aadhaarNumber'] = '2345 6789 012';
    expect(validateStep('kyc', draft)['kyc.aadhaarNumber']).toBe('An Aadhaar number has 12 digits');
  });
});
