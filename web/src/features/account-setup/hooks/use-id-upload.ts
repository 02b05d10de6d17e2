/**
 * One ID image's upload, through the shared upload manager. Until web/src/lib/uploads lands this says
 * plainly that uploading is not connected, so the rest of the form can be used and checked.
 */
import type { UploadPurpose } from '@contract/uploads';
import { useState } from 'react';
import type { IdUpload } from './id-upload';

export function useIdUpload(_purpose: UploadPurpose): IdUpload {
  const [error, setError] = useState<string | null>(null);
  return {
    state: 'init',
    progress: { loadedBytes: 0, totalBytes: 0, percent: 0 },
    error,
    start: () => setError('Uploading ID images is coming soon. Nothing was sent.'),
    pause: () => {},
    resume: () => {},
    cancel: () => {},
  };
}
