/**
 * Whether an upload is under way (being started, sent or paused). A manager that never started also
 * reports `init`, but with no bytes to send: that one is idle.
 */
import type { UploadSnapshot } from '../../../lib/uploads/upload-types';

export const isUploadBusy = ({ state, progress, error }: UploadSnapshot): boolean =>
  state === 'in progress' || state === 'paused' || (state === 'init' && progress.totalBytes > 0 && !error);

/** Whether there is anything to show about it (it started at least once). */
export const hasStarted = ({ state, progress, error }: UploadSnapshot): boolean =>
  state !== 'init' || progress.totalBytes > 0 || error !== null;
