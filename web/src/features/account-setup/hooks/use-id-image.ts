/**
 * One ID image of the form: the file chosen in this visit (and its preview), its upload, and the key
 * recorded in the draft once the upload completes. Lives with the whole form, not the step, so an
 * upload keeps going and keeps its state while the person looks at another step.
 */
import type { UploadPurpose } from '@contract/uploads';
import { useEffect, useRef, useState } from 'react';
import type { UploadedImage } from '../model/draft';
import { idFileProblem, isPreviewableImage, withKnownType } from '../model/id-file';
import type { IdUpload } from './id-upload';
import { useIdUpload } from './use-id-upload';

export interface IdImage {
  purpose: UploadPurpose;
  upload: IdUpload;
  /** The file chosen in this visit, if any. */
  file: File | null;
  /** A local object URL of that file, when it is an image. */
  previewUrl: string | null;
  /** Why the chosen file was refused before upload (type or size). */
  refusal: string | null;
  choose(file: File): void;
}

export function useIdImage(
  purpose: UploadPurpose,
  onUploaded: (image: UploadedImage | null) => void,
): IdImage {
  const upload = useIdUpload(purpose);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file || !isPreviewableImage(file.type)) return setPreviewUrl(null);
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // The latest callback, without re-running the effect below each render for a fresh closure.
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  const completedKey = upload.state === 'completed' ? upload.key : null;
  useEffect(() => {
    if (completedKey && file)
      onUploadedRef.current({ key: completedKey, fileName: file.name, contentType: file.type });
  }, [completedKey, file]);

  function choose(chosen: File) {
    const typed = withKnownType(chosen);
    const problem = idFileProblem(purpose, typed);
    setRefusal(problem ?? null);
    if (problem) return;
    setFile(typed);
    // A new file replaces the one recorded before, until its own upload completes.
    onUploaded(null);
    upload.start(typed);
  }

  return { purpose, upload, file, previewUrl, refusal, choose };
}
