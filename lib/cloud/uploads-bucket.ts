/**
 * ID images uploaded by customers, straight from the browser with presigned URLs. Keys are
 * `private/{userId}/…`; the handlers that sign URLs enforce that prefix, so a customer can only
 * reach their own files. Its CORS is set by SpaOriginCors (the SPA's domain is not known here).
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { UNFINISHED_UPLOAD_DAYS } from '../../contract/uploads';
import { acknowledgeNag } from './nag';

export function createUploadsBucket(scope: Construct, id: string): Bucket {
  const bucket = new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    // Parts of abandoned uploads are billed as storage until aborted; the API forgets the upload's
    // session after the same time.
    lifecycleRules: [
      {
        id: 'abort-incomplete-uploads',
        abortIncompleteMultipartUploadAfter: Duration.days(UNFINISHED_UPLOAD_DAYS),
      },
    ],
    // KYC documents are customer data: kept when the stack goes.
    removalPolicy: RemovalPolicy.RETAIN,
  });
  acknowledgeNag(
    bucket,
    'S1',
    "No S3 server access logs yet: every object is written and read through presigned URLs the API signs for the owner, and each read of another person's file is recorded by the API's own audit (GET /ops/audit/document-reads). CloudTrail data events are the planned complete record.",
  );
  return bucket;
}
