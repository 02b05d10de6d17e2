import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../lib/auth/__tests__/memory-storage';
import { emptyDraft } from '../model/draft';
import { forgetDraft, loadDraft, saveDraft } from '../model/draft-storage';

describe('the saved draft', () => {
  const storage = new MemoryStorage();
  beforeEach(() => {
    storage.clear();
    (globalThis as { window?: unknown }).window = { sessionStorage: storage };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  function typedDraft() {
    const draft = emptyDraft();
    Object.assign(draft.text, {
      'kyc.fullName': 'Asha Verma',
      'kyc.address.city': 'Pune',
      'kyc.aadhaarNumber': '234567890124',
      'kyc.panNumber': 'ABCDE1234F',
      'bank.accountNumber': '123456789012',
      'bank.accountNumberConfirmation': '123456789012',
      'bank.ifsc': 'SBIN0001234',
    });
    draft.images['kyc.frontImageKey'] = {
      key: 'private/u/kyc/f.png',
      fileName: 'f.png',
      contentType: 'image/png',
    };
    return draft;
  }

  it('never writes Aadhaar, PAN or account numbers to storage', () => {
    saveDraft('asha', typedDraft());
    const stored = storage.getItem('wallet.account-setup.draft.asha') ?? '';
    expect(stored).toContain('Asha Verma');
    for (const secret of ['234567890124', 'ABCDE1234F', '123456789012']) expect(stored).not.toContain(secret);
  });

  it('brings back what was typed after a reload, for the same person only', () => {
    saveDraft('asha', typedDraft());
    const loaded = loadDraft('asha');
    expect(loaded.text['kyc.fullName']).toBe('Asha Verma');
    expect(loaded.text['bank.ifsc']).toBe('SBIN0001234');
    expect(loaded.text['kyc.aadhaarNumber']).toBe('');
    expect(loaded.images['kyc.frontImageKey']?.key).toBe('private/u/kyc/f.png');
    expect(loadDraft('ravi').text['kyc.fullName']).toBe('');
  });

  it('lays what was typed over a base (a rejected application) and forgets it on request', () => {
    storage.setItem(
      'wallet.account-setup.draft.asha',
      JSON.stringify({ text: { 'kyc.fullName': 'Asha R. Verma' } }),
    );
    const base = emptyDraft();
    base.text['kyc.fullName'] = 'Asha Verma';
    base.text['kyc.address.line1'] = '12 MG Road';
    const loaded = loadDraft('asha', base);
    expect(loaded.text['kyc.fullName']).toBe('Asha R. Verma');
    expect(loaded.text['kyc.address.line1']).toBe('12 MG Road');
    forgetDraft('asha');
    expect(loadDraft('asha').text['kyc.fullName']).toBe('');
  });

  it('ignores a damaged entry', () => {
    storage.setItem('wallet.account-setup.draft.asha', '{not json');
    expect(loadDraft('asha')).toEqual(emptyDraft());
  });
});
