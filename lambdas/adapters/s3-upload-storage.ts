/**
 * The uploads bucket behind the UploadStorage port: presigned URLs for the browser, and the multipart
 * calls the API makes itself. S3's "no such upload/object" answers become plain results, and its
 * refusals of a bad part list become 400s; anything else is a fault and propagates.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { environment } from '../config/environment';
import { InvalidRequestError } from '../domain/errors';
import { encodeOriginalName, ORIGINAL_NAME_METADATA } from '../domain/uploads/original-name';
import type { StoredPart, UploadStorage } from '../domain/uploads/upload-storage';
import { s3Client } from './aws-clients';

const ORIGINAL_NAME_HEADER = `x-amz-meta-${ORIGINAL_NAME_METADATA}`;

/** The original name as S3 user metadata, which must be US-ASCII. */
const originalNameMetadata = (name: string | undefined) =>
  name ? { [ORIGINAL_NAME_METADATA]: encodeOriginalName(name) } : undefined;

const isS3Error = (error: unknown, ...names: string[]) =>
  error instanceof S3ServiceException && names.includes(error.name);

/** S3's answers to a part list it will not join, in words the person can act on. */
const partListRefusals: Record<string, string> = {
  InvalidPart: 'A part is missing or its ETag does not match what was uploaded. Please resume the upload.',
  InvalidPartOrder: 'The parts must be listed in ascending order.',
  EntityTooSmall: 'Every part but the last must be at least 5 MiB.',
};

export function s3UploadStorage(): UploadStorage {
  const client = s3Client();
  const Bucket = environment.uploadsBucket();

  return {
    presignPut: async (key, file, expiresIn) => {
      const metadata = originalNameMetadata(file.originalName);
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket,
          Key: key,
          ContentType: file.contentType,
          ContentLength: file.size,
          ...(metadata ? { Metadata: metadata } : {}),
        }),
        // Signed, so S3 refuses a PUT of another type or length than the API was told about. The name
        // stays a header (the SDK would move it into the URL): the browser sends what we sign.
        {
          expiresIn,
          signableHeaders: new Set([
            'content-type',
            'content-length',
            ...(metadata ? [ORIGINAL_NAME_HEADER] : []),
          ]),
          unhoistableHeaders: new Set([ORIGINAL_NAME_HEADER]),
        },
      );
      return {
        url,
        headers: {
          'content-type': file.contentType,
          ...(metadata ? { [ORIGINAL_NAME_HEADER]: metadata[ORIGINAL_NAME_METADATA] } : {}),
        },
      };
    },

    createMultipartUpload: async (key, file) => {
      const metadata = originalNameMetadata(file.originalName);
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({
          Bucket,
          Key: key,
          ContentType: file.contentType,
          ...(metadata ? { Metadata: metadata } : {}),
        }),
      );
      if (!UploadId) throw new Error('CreateMultipartUpload returned no UploadId');
      return UploadId;
    },

    presignUploadPart: (key, uploadId, partNumber, expiresIn) =>
      getSignedUrl(
        client,
        new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber: partNumber }),
        { expiresIn },
      ),

    listParts: async (key, uploadId) => {
      const parts: StoredPart[] = [];
      let marker: string | undefined;
      try {
        // ListParts answers at most 1000 parts a page; an upload may have 10000.
        do {
          const page = await client.send(
            new ListPartsCommand({ Bucket, Key: key, UploadId: uploadId, PartNumberMarker: marker }),
          );
          for (const part of page.Parts ?? [])
            parts.push({ partNumber: part.PartNumber ?? 0, etag: part.ETag ?? '', size: part.Size ?? 0 });
          marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
        } while (marker);
      } catch (error) {
        if (isS3Error(error, 'NoSuchUpload')) return 'no-such-upload';
        throw error;
      }
      return parts;
    },

    completeMultipartUpload: async (key, uploadId, parts) => {
      try {
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: {
              Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
            },
          }),
        );
        return 'completed';
      } catch (error) {
        if (isS3Error(error, 'NoSuchUpload')) return 'no-such-upload';
        const refusal = error instanceof S3ServiceException ? partListRefusals[error.name] : undefined;
        if (refusal) throw new InvalidRequestError(refusal, { parts: refusal });
        throw error;
      }
    },

    abortMultipartUpload: async (key, uploadId) => {
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }));
        return 'aborted';
      } catch (error) {
        if (isS3Error(error, 'NoSuchUpload')) return 'no-such-upload';
        throw error;
      }
    },

    storedSize: async (key) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength;
      } catch (error) {
        if (isS3Error(error, 'NotFound', 'NoSuchKey')) return undefined;
        // Without s3:ListBucket (withheld on purpose: it would let the role enumerate every customer's
        // keys) S3 answers HEAD of a missing object with 403. The role may read every key the key rule
        // lets through, so here a 403 means "not there".
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 403) return undefined;
        throw error;
      }
    },

    deleteObject: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    presignGet: (key, expiresIn) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn }),
  };
}
