/**
 * A wallet function given exactly the access its grants declare (contract/route-grants.ts), the same
 * for a route's function and a scheduled job's: the tables, the uploads bucket, the user pool, the
 * field keys, the provider's secrets, the customers' email and the hot wallet's key.
 */
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { BucketGrant, Grant, RouteGrants, UserPoolAction } from '../../contract/route-grants';
import type { TableId } from '../../definitions/tables';
import type { HandlerResources } from './handler-environment';
import { acknowledgeNag, nagArnOf } from './nag';
import { WalletFunction } from './wallet-function';

/** Why a table grant's `/index/*` is there, unless a function says what it does with the indexes. */
const TABLE_INDEXES_REASON =
  "The grant's `/index/*` covers this table's own secondary indexes only (gsi1: cross-customer queues such as KYC applications waiting for review); IAM names an index by its ARN under the table.";

/**
 * The key patterns of customers' files (see lambdas/domain/uploads/object-key.ts): `private/{userId}/…`
 * and the profile picture's `protected/{userId}/avatar/…`. IAM cannot narrow a Lambda role to one
 * customer's `{userId}` (the caller is not an IAM principal), so that is the key rule's job in code.
 */
export const UPLOADS_OBJECTS = ['private/*', 'protected/*'];

/**
 * Object actions per grant. `read`: HEAD and presigned GETs. `readWrite` adds presigned PUTs and
 * parts, create and complete (s3:PutObject), deleting a file whose size does not match, aborting, and
 * listing parts. `list`: HEAD of each listed file for its original name, besides listing
 * (uploadsBucketListActions). `delete`: HEAD, delete, abort
 * and the ListParts that checks an abort left nothing. `copy`: read the source, write the copy.
 */
export const uploadsBucketActions: Record<BucketGrant, string[]> = {
  read: ['s3:GetObject'],
  readWrite: [
    's3:GetObject',
    's3:PutObject',
    's3:DeleteObject',
    's3:AbortMultipartUpload',
    's3:ListMultipartUploadParts',
  ],
  list: ['s3:GetObject'],
  delete: ['s3:GetObject', 's3:DeleteObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
  copy: ['s3:GetObject', 's3:PutObject'],
  copyAndDiscard: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
};

/**
 * Bucket-level actions of `list`: ListObjectsV2 (s3:ListBucket, held to the customers' prefixes by an
 * s3:prefix condition) and ListMultipartUploads (s3:ListBucketMultipartUploads, which IAM cannot
 * narrow by prefix). Listing inside one customer's prefix is again the key rule's job.
 */
export const uploadsBucketListActions = ['s3:ListBucket', 's3:ListBucketMultipartUploads'];

export class GrantedFunction extends WalletFunction {
  /** Exactly the access the grants list, nothing more. */
  grantDeclared(
    grants: RouteGrants,
    resources: HandlerResources,
    tableIndexesReason = TABLE_INDEXES_REASON,
  ): void {
    for (const [tableId, grant] of Object.entries(grants.tables ?? {}))
      if (grant) this.grantTable(resources.tables.get(tableId as TableId), grant, tableIndexesReason);
    if (grants.uploadsBucket) this.grantBucket(resources.uploadsBucket, grants.uploadsBucket);
    this.allowUserPoolActions(grants.userPoolActions ?? [], resources.userPool.userPoolArn);
    resources.fieldKeys.grant(this, grants.fieldKeyActions ?? [], grants.sealedRecords);
    resources.paymentSecrets.grantRead(this, grants.secrets ?? []);
    if (grants.email) resources.customerEmail.grantSend(this);
    if (grants.hotWallet) resources.hotWallet.grantSign(this);
  }

  /** Read or read-write on one table, as the grants list it. */
  grantTable(table: ITable, grant: Grant, indexesReason: string): void {
    if (grant === 'read') table.grantReadData(this);
    else table.grantReadWriteData(this);
    if (this.role) acknowledgeNag(this.role, `IAM5[Resource::${nagArnOf(table)}/index/*]`, indexesReason);
  }

  /**
   * The uploads bucket's objects under the customers' prefixes only, with the few actions each route
   * needs (a presigned URL carries the signer's rights). Only `list` routes may list, and only under
   * those prefixes. The bucket uses S3-managed keys, so no KMS grant goes with it.
   */
  grantBucket(bucket: IBucket, grant: BucketGrant): void {
    const actions = uploadsBucketActions[grant];
    if (this.role)
      for (const pattern of UPLOADS_OBJECTS)
        acknowledgeNag(
          this.role,
          `IAM5[Resource::${nagArnOf(bucket)}/${pattern}]`,
          "Customers are not IAM principals, so a Lambda role cannot be narrowed to one customer's `{userId}` prefix: the wildcard stops at the customers' prefix, and the object-key rule in code (lambdas/domain/uploads/object-key.ts, tested in test/api) keeps each caller to their own keys.",
        );
    if (actions.length > 0)
      this.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions,
          resources: UPLOADS_OBJECTS.map((pattern) => bucket.arnForObjects(pattern)),
        }),
      );
    if (grant !== 'list') return;
    this.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['s3:ListBucket'],
        resources: [bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': UPLOADS_OBJECTS } },
      }),
    );
    this.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['s3:ListBucketMultipartUploads'],
        resources: [bucket.bucketArn],
      }),
    );
  }

  /** Exactly the listed user pool calls, on this pool only. */
  allowUserPoolActions(actions: readonly UserPoolAction[], userPoolArn: string): void {
    if (actions.length === 0) return;
    this.addToRolePolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: [...actions], resources: [userPoolArn] }),
    );
  }
}
