/**
 * Checks a chosen ID file with the upload contract's own rules (type and size) before anything is sent,
 * and names HEIC files the way the API expects: some browsers give them no type, or `image/heif`.
 */
import { StartUploadRequestSchema, type UploadPurpose } from '@contract/uploads';

const HEIC_NAME = /\.(heic|heif)$/i;

export function withKnownType(file: File): File {
  if (file.type === 'image/heic') return file;
  if (HEIC_NAME.test(file.name) && (file.type === '' || file.type === 'image/heif'))
    return new File([file], file.name, { type: 'image/heic', lastModified: file.lastModified });
  return file;
}

/** The contract's message for a file we would refuse, or undefined for one we take. */
export function idFileProblem(purpose: UploadPurpose, file: File): string | undefined {
  const result = StartUploadRequestSchema.safeParse({
    purpose,
    fileName: file.name,
    contentType: file.type,
    size: file.size,
  });
  return result.success ? undefined : result.error.issues[0]?.message;
}

export const isPreviewableImage = (contentType: string) => contentType.startsWith('image/');
