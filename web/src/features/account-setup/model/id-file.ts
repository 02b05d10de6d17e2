/**
 * Checks a chosen ID file with the upload contract's own rules (type and size) before anything is
 * sent, with the content type the upload manager will declare (HEIC files often come without one).
 */
import { StartUploadRequestSchema, type UploadPurpose } from '@contract/uploads';
import { contentTypeOf } from '../../../lib/uploads/content-type';

/** The contract's message for a file we would refuse, or undefined for one we take. */
export function idFileProblem(purpose: UploadPurpose, file: File): string | undefined {
  const result = StartUploadRequestSchema.safeParse({
    purpose,
    fileName: file.name,
    contentType: contentTypeOf(file) ?? file.type,
    size: file.size,
  });
  return result.success ? undefined : result.error.issues[0]?.message;
}

export const isPreviewableImage = (contentType: string) => contentType.startsWith('image/');
