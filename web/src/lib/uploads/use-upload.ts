/**
 * One file upload for a screen (the front or back ID image, say), over the upload manager:
 *
 * ```tsx
 * const front = useUpload({ purpose: 'kyc-front' });
 * <input type="file" onChange={(e) => e.target.files?.[0] && front.start(e.target.files[0])} />
 * <progress value={front.progress.percent} max={100} />  {front.state}  {front.error}  {front.warning}
 * <button onClick={front.pause}>Pause</button> <button onClick={front.resume}>Resume</button>
 * <button onClick={front.cancel}>Cancel</button>
 * // once front.state === 'completed', submit front.key with the form
 * ```
 *
 * - `start(file)`: uploads it; the same file chosen again after a reload continues from the parts
 *   S3 already holds (`partsReused`, and `partsResent` counts parts that had to be sent again).
 * - `pause()`, `resume()`, `cancel()`: the spec's actions; pausing or cancelling an upload that is
 *   already completed or cancelled sets `warning` instead of doing anything.
 * - `state`: 'init' | 'in progress' | 'paused' | 'cancelled' | 'completed'.
 * - `progress`: { loadedBytes, totalBytes, percent }; `error`: plain words or null; `key`: the
 *   object key the API chose (null until known).
 *
 * The upload pauses when the component unmounts (it stays resumable by choosing the file again), so
 * keep the hook in a component that lives as long as the upload should, e.g. above a stepper's steps.
 */
import type { UploadPurpose } from '@contract/uploads';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/use-auth';
import { uploadApi } from './upload-api';
import { UploadManager } from './upload-manager';
import type { PartSender, UploadApi, UploadSnapshot } from './upload-types';
import { xhrPartSender } from './xhr-part-sender';

export interface UseUploadOptions {
  purpose: UploadPurpose;
  /** false: a failed part cancels the upload instead of pausing it. Default true. */
  resumable?: boolean;
  /** Tests pass fakes; screens use the API and XMLHttpRequest. */
  api?: UploadApi;
  sendPart?: PartSender;
}

export interface UseUpload extends UploadSnapshot {
  start(file: File): void;
  pause(): void;
  resume(): void;
  cancel(): void;
}

export function useUpload({
  purpose,
  resumable = true,
  api = uploadApi,
  sendPart = xhrPartSender,
}: UseUploadOptions): UseUpload {
  const { user } = useAuth();
  // Read at each start, so a manager made before sign-in still files uploads under the right person.
  const userId = useRef(user?.username);
  userId.current = user?.username;
  const [manager] = useState(
    () =>
      new UploadManager({
        api,
        sendPart,
        purpose,
        resumable,
        userId: () => userId.current,
        storage: localStorage,
      }),
  );
  useEffect(
    () => () => {
      if (manager.busy) manager.pause();
    },
    [manager],
  );
  const snapshot = useSyncExternalStore(manager.subscribe, manager.getSnapshot, manager.getSnapshot);
  return useMemo(
    () => ({
      ...snapshot,
      start: (file: File) => void manager.start(file),
      pause: () => void manager.pause(),
      resume: () => void manager.resume(),
      cancel: () => void manager.cancel(),
    }),
    [snapshot, manager],
  );
}
