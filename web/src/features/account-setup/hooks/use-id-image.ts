/**
 * One ID image of the form: the file chosen in this visit (and its preview), its upload, and the key
 * recorded in the draft once the upload completes. Lives with the whole form, not the step, so an
 * upload keeps going and keeps its state while the person looks at another step.
 */
import type { UploadPurpose } from '@contract/uploads';
import { useEffect, useRef, useState } from 'react';
import { contentTypeOf } from '../../../lib/uploads/content-type';
import { type UseUpload, useUpload } from '../../../lib/uploads/use-upload';
import type { InterruptedUpload, UploadedImage } from '../model/draft';
import { idFileProblem, isPreviewableImage } from '../model/id-file';

export interface IdImage {
  purpose: UploadPurpose;
  upload: UseUpload;
  /** The file chosen in this visit, if any. */
  file: File | null;
  /** A local object URL of that file, when it is an image. */
  previewUrl: string | null;
  /** Why the chosen file was refused before upload (type or size). */
  refusal: string | null;
  choose(file: File): void;
}

export interface IdImageEvents {
  /** The key to submit, once the upload completes; null when a new file replaces the old one. */
  onUploaded(image: UploadedImage | null): void;
  /** The file now uploading, or null once it completed or was cancelled. */
  onUploading(upload: InterruptedUpload | null): void;
}

export function useIdImage(purpose: UploadPurpose, events: IdImageEvents): IdImage {
  const upload = useUpload({ purpose });
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file || !isPreviewableImage(contentTypeOf(file) ?? file.type)) return setPreviewUrl(null);
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // The latest callbacks, without re-running the effects below each render for fresh closures.
  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });

  const completedKey = upload.state === 'completed' ? upload.key : null;
  useEffect(() => {
    if (!completedKey || !file) return;
    eventsRef.current.onUploaded({
      key: completedKey,
      fileName: file.name,
      contentType: contentTypeOf(file) ?? file.type,
    });
    eventsRef.current.onUploading(null);
  }, [completedKey, file]);

  const cancelled = upload.state === 'cancelled';
  useEffect(() => {
    if (cancelled) eventsRef.current.onUploading(null);
  }, [cancelled]);

  function choose(chosen: File) {
    const problem = idFileProblem(purpose, chosen);
    setRefusal(problem ?? null);
    if (problem) return;
    setFile(chosen);
    // A new file replaces the one recorded before, until its own upload completes.
    events.onUploaded(null);
    events.onUploading({ fileName: chosen.name, size: chosen.size });
    upload.start(chosen);
  }

  return { purpose, upload, file, previewUrl, refusal, choose };
}
