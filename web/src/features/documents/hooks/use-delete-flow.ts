/**
 * The delete confirmation's state: which file is asked about, the request while it runs, and why it
 * failed. A file being uploaded right now in this tab is cancelled through its upload manager (which
 * aborts the multipart upload); any other upload in progress is aborted by the API's delete.
 */
import type { Document } from '@contract/documents';
import { useState } from 'react';
import { deleteDocument } from '../../../lib/documents/delete-document';

export interface DeleteTarget {
  name: string;
  uploading: boolean;
  /** A stored file or an upload the API knows about… */
  document?: Document;
  /** …or an upload running in this tab. */
  cancelLocal?: () => Promise<void> | void;
}

export function useDeleteFlow(onDeleted: () => void) {
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    if (!target) return;
    setPending(true);
    setFailure(null);
    try {
      if (target.cancelLocal) await target.cancelLocal();
      else if (target.document) await deleteDocument(target.document);
      setTarget(null);
      onDeleted();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setPending(false);
    }
  }

  return {
    target,
    pending,
    failure,
    ask: (next: DeleteTarget) => {
      setFailure(null);
      setTarget(next);
    },
    cancel: () => setTarget(null),
    confirm: () => void confirm(),
  };
}
