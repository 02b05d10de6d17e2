import { describe, expect, it } from 'vitest';
import { documentsPageKey } from '../api/get-documents';
import { documentChanges } from '../model/document-changes';
import { hasStarted, isUploadBusy } from '../model/upload-busy';

const snapshot = (state: 'init' | 'in progress' | 'paused' | 'cancelled' | 'completed', totalBytes = 0) => ({
  state,
  progress: { loadedBytes: 0, totalBytes, percent: 0 },
  error: null,
  warning: null,
  key: null,
  partsResent: 0,
  partsReused: 0,
});

describe('documents model', () => {
  it('lets files change before submitting and after a rejection only', () => {
    expect(documentChanges('not-submitted').allowed).toBe(true);
    expect(documentChanges('rejected').allowed).toBe(true);
    expect(documentChanges('pending')).toEqual({
      allowed: false,
      reason: 'Your details are in review, so these files cannot be changed now.',
    });
    expect(documentChanges('approved').allowed).toBe(false);
    expect(documentChanges(undefined).allowed).toBe(false);
  });

  it('asks for the next page only while the API gives a cursor', () => {
    expect(documentsPageKey(0, null)).toBe('/documents?limit=20');
    expect(documentsPageKey(1, { documents: [], next: 'a/b+c' })).toBe(
      '/documents?limit=20&cursor=a%2Fb%2Bc',
    );
    expect(documentsPageKey(2, { documents: [] })).toBeNull();
  });

  it('treats a manager that never started as idle, not busy', () => {
    expect(isUploadBusy(snapshot('init'))).toBe(false);
    expect(hasStarted(snapshot('init'))).toBe(false);
    expect(isUploadBusy(snapshot('init', 100))).toBe(true);
    expect(isUploadBusy(snapshot('paused', 100))).toBe(true);
    expect(isUploadBusy(snapshot('completed', 100))).toBe(false);
    expect(hasStarted(snapshot('completed', 100))).toBe(true);
  });
});
