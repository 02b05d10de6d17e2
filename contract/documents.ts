/**
 * My documents: the caller's own files in the uploads bucket (ID images, other documents, the profile
 * picture), listed by prefix, copied, deleted, and read through short-lived links
 * (`POST /uploads/download-url`). The API decides the bucket: no route takes a bucket name, and a
 * request that sends one anyway is refused (the spec's rule: a bucket name never contains '/').
 *
 * Keys: `private/{userId}/…` (ID images, other documents; only the owner and, for KYC, reviewers) and
 * `protected/{userId}/avatar/…` (the profile picture: readable by the owner and reviewers, writable by
 * the owner only). `private/{userId}/kyc-review/{submissionId}/…` holds the copies of the ID images
 * made when KYC is submitted: the owner may read them, never overwrite, copy into or delete them.
 */
import * as z from 'zod/mini';
import { cursorPageQuery, nextPageCursor, ObjectKeySchema } from './request-shapes';

/** Messages of the spec's storage argument rules. */
export const documentMessages = {
  bucketWithSlash: 'Bucket name must not contain "/"',
  bucketDecidedByApi: 'The API decides the bucket: leave "bucket" out',
  copyNeedsKeys: 'Copy requires a source key and a destination key',
  resumableNeedsFile: 'Resumable upload requires a binary file object',
  submittedFile: 'This file is part of your submitted verification and cannot be deleted.',
  notAuthenticated: 'User is not authenticated',
} as const;

/**
 * Any request body or query may carry `bucket` only to be refused: '/' by the spec's own message,
 * anything else because the API, not the caller, picks the bucket.
 */
export const BucketFieldSchema = z.optional(
  z.string().check(
    z.refine((bucket) => !bucket.includes('/'), documentMessages.bucketWithSlash),
    z.refine((bucket) => bucket.includes('/'), documentMessages.bucketDecidedByApi),
  ),
);

/** What a file is for (the folder it sits in). */
export const DocumentPurposeSchema = z.enum(['kyc-front', 'kyc-back', 'other', 'avatar', 'kyc-review']);
export type DocumentPurpose = z.infer<typeof DocumentPurposeSchema>;

/**
 * - `uploading`: a multipart upload not completed yet (deleting it aborts it);
 * - `uploaded`: a stored file not part of any application;
 * - `in review` / `accepted`: part of the pending / approved application (original or review copy);
 * - `replaced`: an ID image of an earlier submission, or one a newer upload of the same side replaced.
 */
export const DocumentStatusSchema = z.enum(['uploading', 'uploaded', 'in review', 'accepted', 'replaced']);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;

export const DocumentSchema = z.object({
  key: z.string(),
  /**
   * The file's name as the person chose it when uploading (made plain: no control characters or path
   * separators, at most 120 characters), else what the file is and its type (`ID front.jpg`).
   */
  name: z.string(),
  purpose: DocumentPurposeSchema,
  contentType: z.string(),
  /** Bytes stored; for `uploading`, 0. */
  size: z.number(),
  /** ISO time: the object's last modification, or when the multipart upload started. */
  uploadedAt: z.string(),
  status: DocumentStatusSchema,
  /** Only for `uploading`: what `POST /documents/delete` aborts. */
  uploadId: z.optional(z.string()),
  /** Whether `POST /documents/delete` would accept this file now (false for submitted ones). */
  deletable: z.boolean(),
});
export type Document = z.infer<typeof DocumentSchema>;

/** `GET /documents?limit=&cursor=`: the query string. */
export const DocumentListQuerySchema = z.object({ ...cursorPageQuery, bucket: BucketFieldSchema });

/**
 * `GET /documents`: the caller's own files, by key (private ones first, then the profile picture);
 * multipart uploads still in progress come on the first page. `next` is an opaque cursor.
 */
export const DocumentListSchema = z.object({ documents: z.array(DocumentSchema), ...nextPageCursor });
export type DocumentList = z.infer<typeof DocumentListSchema>;

/** `POST /documents/delete`: deletes a stored file, or with `uploadId` aborts an upload in progress. */
export const DeleteDocumentRequestSchema = z.strictObject({
  key: ObjectKeySchema,
  uploadId: z.optional(z.string().check(z.minLength(1), z.maxLength(1024))),
  bucket: BucketFieldSchema,
});
export type DeleteDocumentRequest = z.infer<typeof DeleteDocumentRequestSchema>;

/** `POST /documents/copy`: both keys must be the caller's own; the destination must not be submitted. */
export const CopyDocumentRequestSchema = z.strictObject({
  sourceKey: z.optional(z.string().check(z.maxLength(1024))),
  destinationKey: z.optional(z.string().check(z.maxLength(1024))),
  bucket: BucketFieldSchema,
});
export type CopyDocumentRequest = z.infer<typeof CopyDocumentRequestSchema>;
export const CopyDocumentResponseSchema = z.object({ key: z.string(), size: z.number() });

/** The profile picture: images only, at most 5 MB (one PUT). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const avatarContentTypes = ['image/jpeg', 'image/png', 'image/heic'] as const;

/** `GET /ops/audit/document-reads?date=YYYY-MM-DD` (reviewers): who read whose file, when. */
export const DocumentReadsQuerySchema = z.object({
  date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD'))),
});
export const DocumentReadsSchema = z.object({
  date: z.string(),
  reads: z.array(
    z.object({
      /** The reviewer, as the decisions name them (email or `ops-cli:<user>`). */
      reviewer: z.string(),
      /** Whose file. */
      userId: z.string(),
      key: z.string(),
      readAt: z.string(),
      /** How it was read: a download link, or the links of an opened application. */
      via: z.enum(['download-url', 'application']),
    }),
  ),
});
export type DocumentReads = z.infer<typeof DocumentReadsSchema>;
