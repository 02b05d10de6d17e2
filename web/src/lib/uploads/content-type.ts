/**
 * The content type to declare for a chosen file, or undefined when it is not one we accept. Browsers
 * leave `type` empty for HEIC (iPhone photos) and sometimes for PDFs, so the extension decides then.
 */
import { acceptedUploadTypes } from '@contract/uploads';

export type AcceptedUploadType = (typeof acceptedUploadTypes)[number];

/** The contract's words for a file of another type. */
export const UNACCEPTED_TYPE_MESSAGE = 'Upload a JPEG, PNG, HEIC or PDF file';

const byExtension: Record<string, AcceptedUploadType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  heif: 'image/heic',
  pdf: 'application/pdf',
};

const isAccepted = (type: string): type is AcceptedUploadType =>
  (acceptedUploadTypes as readonly string[]).includes(type);

export function contentTypeOf(file: { name: string; type: string }): AcceptedUploadType | undefined {
  if (isAccepted(file.type)) return file.type;
  if (file.type && file.type !== 'application/octet-stream') return undefined;
  return byExtension[file.name.split('.').pop()?.toLowerCase() ?? ''];
}
