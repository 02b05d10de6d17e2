/**
 * The upload API: the browser sends files straight to S3 with URLs our API presigns. The API decides
 * every key (always under the caller's own `private/{userId}/` prefix), checks size and content type,
 * and is the only thing holding S3 permissions.
 */
import * as z from 'zod/mini';
import { BucketFieldSchema } from './documents';
import { ObjectKeySchema } from './request-shapes';

/** Files up to this size go in one presigned PUT; larger ones in multipart parts of this size. */
export const SINGLE_PUT_LIMIT_BYTES = 5 * 1024 * 1024;
export const PART_SIZE_BYTES = 5_242_880;
/** S3's limit on parts per multipart upload. */
export const MAX_PARTS = 10_000;
/**
 * The largest ID image or document we accept: a high-resolution scan of an ID or a many-page address
 * proof saved as PDF can run to tens of megabytes, and refusing it would send the person to a worse
 * scan. Anything above 5 MiB travels in parts, so the size costs no Lambda memory.
 */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/**
 * How long an unfinished multipart upload may go on. The API forgets its session after this, and the
 * bucket's lifecycle rule aborts it in S3 (whose parts are billed until then).
 */
export const UNFINISHED_UPLOAD_DAYS = 1;

/** The longest file name a request may carry. */
export const FILE_NAME_MAX_LENGTH = 1024;

export const acceptedUploadTypes = ['image/jpeg', 'image/png', 'image/heic', 'application/pdf'] as const;

/**
 * What a file is for; it decides the folder: `private/{userId}/kyc/{purpose}/` for ID images,
 * `private/{userId}/other/`, and `protected/{userId}/avatar/` for the profile picture (images only,
 * at most 5 MB: see contract/documents.ts).
 */
export const UploadPurposeSchema = z.enum(['kyc-front', 'kyc-back', 'other', 'avatar']);
export type UploadPurpose = z.infer<typeof UploadPurposeSchema>;

const UploadId = z.string().check(z.minLength(1, 'An upload id is required'), z.maxLength(1024));
const PartNumber = z.int().check(z.gte(1), z.lte(MAX_PARTS));

/** `POST /uploads`: start an upload. */
export const StartUploadRequestSchema = z.strictObject({
  /** The API decides the bucket; see BucketFieldSchema. */
  bucket: BucketFieldSchema,
  purpose: UploadPurposeSchema,
  /**
   * The name on the person's device; kept with the file and shown in the documents list, never part
   * of its key. A longer name is not refused but shortened (domain/uploads/original-name.ts).
   */
  fileName: z.string().check(z.minLength(1, 'The file needs a name'), z.maxLength(FILE_NAME_MAX_LENGTH)),
  contentType: z.enum(acceptedUploadTypes, 'Upload a JPEG, PNG, HEIC or PDF file'),
  size: z
    .int()
    .check(
      z.gte(1, 'The file is empty'),
      z.lte(MAX_UPLOAD_BYTES, `The file is too large (at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB)`),
    ),
});
export type StartUploadRequest = z.infer<typeof StartUploadRequestSchema>;

export const StartUploadResponseSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('single'),
    key: z.string(),
    /** Presigned PUT; send the listed headers with it. */
    url: z.string(),
    headers: z.record(z.string(), z.string()),
  }),
  z.object({
    mode: z.literal('multipart'),
    key: z.string(),
    uploadId: z.string(),
    partSize: z.number(),
    partCount: z.number(),
  }),
]);
export type StartUploadResponse = z.infer<typeof StartUploadResponseSchema>;

/** `POST /uploads/parts`: presigned UploadPart URLs for some parts of a multipart upload. */
export const SignPartsRequestSchema = z.strictObject({
  key: ObjectKeySchema,
  uploadId: UploadId,
  partNumbers: z.array(PartNumber).check(z.minLength(1), z.maxLength(100)),
});
export const SignPartsResponseSchema = z.object({
  urls: z.array(z.object({ partNumber: z.number(), url: z.string() })),
});

/** `POST /uploads/list-parts`: the parts S3 already holds (to resume after a reload). */
export const ListPartsRequestSchema = z.strictObject({ key: ObjectKeySchema, uploadId: UploadId });
export const ListPartsResponseSchema = z.object({
  parts: z.array(z.object({ partNumber: z.number(), etag: z.string(), size: z.number() })),
});

/** `POST /uploads/complete`: finish a multipart upload (parts omitted for a single PUT). */
export const CompleteUploadRequestSchema = z.strictObject({
  key: ObjectKeySchema,
  uploadId: z.optional(UploadId),
  parts: z.optional(
    z.array(z.strictObject({ partNumber: PartNumber, etag: z.string().check(z.minLength(1)) })),
  ),
  /** The local file's size; the API compares it with the stored object's. */
  size: z.int().check(z.gte(1)),
});
export const CompleteUploadResponseSchema = z.object({ key: z.string(), size: z.number() });

/** `POST /uploads/abort`: cancel a multipart upload and delete its parts. */
export const AbortUploadRequestSchema = z.strictObject({ key: ObjectKeySchema, uploadId: UploadId });

/** Signed download links last 15 minutes unless asked otherwise, and never more than S3's 7 days. */
export const DEFAULT_DOWNLOAD_SECONDS = 900;
export const MAX_DOWNLOAD_SECONDS = 604_800;

/**
 * `POST /uploads/download-url`: a short-lived link to one of the caller's own objects (private,
 * protected, or their review copies); reviewers may also name any profile picture and any review copy,
 * and each such read of another person's file is recorded.
 */
export const DownloadUrlRequestSchema = z.strictObject({
  key: ObjectKeySchema,
  bucket: BucketFieldSchema,
  expiresIn: z.optional(
    z
      .int()
      .check(
        z.gte(1),
        z.lte(MAX_DOWNLOAD_SECONDS, `A link can last at most ${MAX_DOWNLOAD_SECONDS} seconds`),
      ),
  ),
});
export const DownloadUrlResponseSchema = z.object({ url: z.string(), expiresIn: z.number() });

/** The messages the spec gives the upload manager. */
export const uploadMessages = {
  cancelled: 'Upload was cancelled.',
  cleanUpFailed: 'Multi Part upload clean up failed',
  sizeMismatch: 'File size does not match between local file and file on s3',
  tooManyParts: 'Too many parts',
  noSuchUpload: 'This upload no longer exists: it was cancelled or completed. Please start again.',
  anotherPersonsUpload: 'This upload belongs to someone else.',
} as const;
