import { describe, expect, it } from 'vitest';
import { documentsPageKey } from '../api/get-documents';
import { documentChanges } from '../model/document-changes';
import { formatFileSize } from '../model/file-size';
import { hasStarted, isUploadBusy } from '../model/upload-busy';
import { formatUploadTime } from '../model/upload-time';

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

  it('shows upload times in IST whatever the device time zone', () => {
    expect(formatUploadTime('2026-11-23T06:05:00.000Z')).toBe('23 Nov 2026, 11:35 am IST');
    expect(formatUploadTime('not a date')).toBe('not a date');
  });

  it('reads sizes as people do', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(9_300)).toBe('9 KB');
    expect(formatFileSize(12 * 1024 * 1024)).toBe('12.0 MB');
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
