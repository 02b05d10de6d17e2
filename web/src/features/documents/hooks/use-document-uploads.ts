/**
 * The Documents section's uploads: a new document (purpose `other`) and the replacement of an existing
 * one (same purpose as the file it replaces). When a replacement of an `other` document completes,
 * the old file is deleted; a newer ID image makes the API mark the older one `replaced`, so it stays.
 * Each purpose needs its own manager (the purpose is fixed per manager), and all of them live as long
 * as the section, so an upload is not paused by a re-render.
 */
import type { Document } from '@contract/documents';
import type { UploadPurpose } from '@contract/uploads';
import { useEffect, useRef, useState } from 'react';
import { deleteDocument } from '../../../lib/documents/delete-document';
import { type UseUpload, useUpload } from '../../../lib/uploads/use-upload';

export type ReplaceablePurpose = Extract<UploadPurpose, 'kyc-front' | 'kyc-back' | 'other'>;

export const isReplaceable = (purpose: Document['purpose']): purpose is ReplaceablePurpose =>
  purpose === 'kyc-front' || purpose === 'kyc-back' || purpose === 'other';

export interface Replacement {
  target: Document;
  upload: UseUpload;
}

export function useDocumentUploads(onChanged: () => void) {
  const added = useUpload({ purpose: 'other' });
  const replacers: Record<ReplaceablePurpose, UseUpload> = {
    other: useUpload({ purpose: 'other' }),
    'kyc-front': useUpload({ purpose: 'kyc-front' }),
    'kyc-back': useUpload({ purpose: 'kyc-back' }),
  };
  const [addedName, setAddedName] = useState<string | null>(null);
  const [target, setTarget] = useState<Document | null>(null);
  const replacing = target && isReplaceable(target.purpose) ? replacers[target.purpose] : null;
  const [replaceFailure, setReplaceFailure] = useState<string | null>(null);

  // The callback changes on every render of the section; the effects only need the latest one.
  const changed = useRef(onChanged);
  changed.current = onChanged;

  const addedDone = added.state === 'completed' ? added.key : null;
  useEffect(() => {
    if (addedDone) changed.current();
  }, [addedDone]);

  const replacedKey = replacing?.state === 'completed' ? replacing.key : null;
  useEffect(() => {
    if (!replacedKey || !target) return;
    const finish = target.purpose === 'other' ? deleteDocument(target) : Promise.resolve();
    finish
      .then(() => setReplaceFailure(null))
      .catch((error: unknown) =>
        setReplaceFailure(
          `The new file is uploaded, but the old one could not be deleted: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => changed.current());
  }, [replacedKey, target]);

  return {
    added,
    /** The name of the file being added, for its progress ("passport.pdf"). */
    addedName,
    add(file: File) {
      setAddedName(file.name);
      added.start(file);
    },
    replacement: replacing && target ? ({ target, upload: replacing } satisfies Replacement) : null,
    replaceFailure,
    replace(document: Document, file: File) {
      if (!isReplaceable(document.purpose)) return;
      setReplaceFailure(null);
      setTarget(document);
      replacers[document.purpose].start(file);
    },
  };
}
