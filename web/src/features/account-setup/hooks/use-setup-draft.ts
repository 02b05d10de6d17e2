/**
 * The form's state across its steps: what was typed, the messages per field (editing a field clears its
 * message), and the non-sensitive part saved to sessionStorage on every change.
 */
import { useEffect, useState } from 'react';
import type {
  AccountSetupDraft,
  ImageFieldPath,
  InterruptedUpload,
  TextFieldPath,
  UploadedImage,
} from '../model/draft';
import { saveDraft } from '../model/draft-storage';
import type { FieldErrors } from '../model/field-errors';

export function useSetupDraft(owner: string | null, initial: () => AccountSetupDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (owner) saveDraft(owner, draft);
  }, [owner, draft]);

  const setText = (path: TextFieldPath, value: string) => {
    setDraft((current) => ({ ...current, text: { ...current.text, [path]: value } }));
    setErrors((current) => ({ ...current, [path]: undefined }));
  };

  const setImage = (path: ImageFieldPath, image: UploadedImage | null) => {
    setDraft((current) => ({ ...current, images: { ...current.images, [path]: image } }));
    if (image) setErrors((current) => ({ ...current, [path]: undefined }));
  };

  /** The file being uploaded now, remembered so a reload can say which file to choose again. */
  const setInterrupted = (path: ImageFieldPath, upload: InterruptedUpload | null) =>
    setDraft((current) => ({ ...current, interrupted: { ...current.interrupted, [path]: upload } }));

  return { draft, errors, setErrors, setText, setImage, setInterrupted };
}

export type SetupDraftState = ReturnType<typeof useSetupDraft>;
