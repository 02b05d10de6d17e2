/**
 * How a file of a given size travels to S3: in one presigned PUT up to 5 MiB, otherwise in
 * 5242880-byte parts of a multipart upload, of which S3 takes at most 10000.
 */
import {
  MAX_PARTS,
  PART_SIZE_BYTES,
  SINGLE_PUT_LIMIT_BYTES,
  uploadMessages,
} from '../../../contract/uploads';
import { InvalidRequestError } from '../errors';

export type UploadPlan = { mode: 'single' } | { mode: 'multipart'; partSize: number; partCount: number };

export function planUpload(size: number): UploadPlan {
  if (!Number.isSafeInteger(size) || size < 1) throw new InvalidRequestError('The file is empty');
  if (size <= SINGLE_PUT_LIMIT_BYTES) return { mode: 'single' };
  const partCount = Math.ceil(size / PART_SIZE_BYTES);
  if (partCount > MAX_PARTS)
    throw new InvalidRequestError(uploadMessages.tooManyParts, { size: uploadMessages.tooManyParts });
  return { mode: 'multipart', partSize: PART_SIZE_BYTES, partCount };
}
