/**
 * The uploads bucket behind the DocumentStorage port: the upload calls (s3-upload-storage.ts) plus
 * ListObjectsV2, ListMultipartUploads, CopyObject and the HEAD that reads a file's original name, each
 * under a prefix the domain checked.
 */
import {
  CopyObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { environment } from '../config/environment';
import type { DocumentStorage, UploadInProgress } from '../domain/documents/document-storage';
import { InvalidRequestError } from '../domain/errors';
import { decodeOriginalName, ORIGINAL_NAME_METADATA } from '../domain/uploads/original-name';
import { s3Client } from './aws-clients';
import { s3UploadStorage } from './s3-upload-storage';

export function s3DocumentStorage(): DocumentStorage {
  const client = s3Client();
  const Bucket = environment.uploadsBucket();

  return {
    ...s3UploadStorage(),

    listObjects: async (prefix, limit, continuation) => {
      const page = await client
        .send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix,
            MaxKeys: limit,
            ...(continuation ? { ContinuationToken: continuation } : {}),
          }),
        )
        .catch((error: unknown) => {
          // A forged continuation token: S3 refuses it with a 400, which is the caller's fault.
          if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 400)
            throw new InvalidRequestError('This page link is not valid', {
              cursor: 'This page link is not valid',
            });
          throw error;
        });
      return {
        objects: (page.Contents ?? []).map((object) => ({
          key: object.Key ?? '',
          size: object.Size ?? 0,
          lastModified: (object.LastModified ?? new Date(0)).toISOString(),
        })),
        ...(page.IsTruncated && page.NextContinuationToken ? { next: page.NextContinuationToken } : {}),
      };
    },

    listUploads: async (prefix) => {
      const uploads: UploadInProgress[] = [];
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      // One person has a handful at most; the loop only guards against S3's 1000-a-page limit.
      do {
        const page = await client.send(
          new ListMultipartUploadsCommand({
            Bucket,
            Prefix: prefix,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
        for (const upload of page.Uploads ?? [])
          if (upload.Key && upload.UploadId)
            uploads.push({
              key: upload.Key,
              uploadId: upload.UploadId,
              initiated: (upload.Initiated ?? new Date(0)).toISOString(),
            });
        keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (keyMarker);
      return uploads;
    },

    originalName: async (key) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        // The SDK gives user metadata with the `x-amz-meta-` prefix removed and the name lower-cased.
        return decodeOriginalName(head.Metadata?.[ORIGINAL_NAME_METADATA]);
      } catch (error) {
        // Deleted between the listing and this HEAD: the list shows it by its key's name.
        if (error instanceof S3ServiceException && [403, 404].includes(error.$metadata.httpStatusCode ?? 0))
          return undefined;
        throw error;
      }
    },

    copyObject: async (sourceKey, destinationKey) => {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: destinationKey,
          // CopySource is `bucket/key`, URL-encoded; our keys are plain ASCII, encoding is for safety.
          CopySource: `${Bucket}/${sourceKey.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'COPY',
        }),
      );
    },
  };
}
