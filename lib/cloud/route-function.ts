/**
 * One Lambda function per route-table entry, with the defaults every handler shares, so the API
 * construct creates each one in a line (the shape of Powertools' function-with-logstream construct).
 */
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { BucketGrant, Grant, RouteDefinition, UserPoolAction } from '../model/routes';
import { acknowledgeNag, nagArnOf } from './nag';
import { repositoryRoot } from './repository-paths';

// ESM output: esbuild's ESM bundle has no `require`, which some CommonJS dependencies still call.
const requireShim =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

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

export interface RouteFunctionProps {
  route: RouteDefinition;
  environment: Record<string, string>;
}

export class RouteFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, { route, environment }: RouteFunctionProps) {
    super(scope, id, {
      description: `${route.method} ${route.path}`,
      entry: join(repositoryRoot, route.entry),
      handler: 'handler',
      projectRoot: repositoryRoot,
      depsLockFilePath: join(repositoryRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      // Graviton: cheaper per millisecond than x86 for the same Node code.
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      environment,
      // An explicit log group: retention and removal are ours, not a custom resource's.
      logGroup: new LogGroup(scope, `${id}Logs`, {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        banner: requireShim,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // Measured: init with the SDK bundled took ~100 ms, with the runtime's copy ~160 ms.
        bundleAwsSDK: true,
        // Bundle sizes on every synth are noise; esbuild's warnings still print.
        logLevel: LogLevel.WARNING,
      },
    });
    acknowledgeNag(
      this,
      'L1',
      'Node.js 22 on purpose: the major the project runs and tests its code on (the node@22 devDependency); moving to a newer runtime is one change of both, made together.',
    );
    if (this.role)
      acknowledgeNag(
        this.role,
        'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        "AWS's basic execution policy: logs:CreateLogGroup, CreateLogStream and PutLogEvents only (on any log group, not just this function's), no access to data. A statement on the function's own log group would be tighter; not done yet.",
      );
  }

  /** Read or read-write on one table, as the route table lists it. */
  grantTable(table: ITable, grant: Grant): void {
    if (grant === 'read') table.grantReadData(this);
    else table.grantReadWriteData(this);
    if (this.role)
      acknowledgeNag(
        this.role,
        `IAM5[Resource::${nagArnOf(table)}/index/*]`,
        "The grant's `/index/*` covers this table's own secondary indexes only (gsi1: cross-customer queues such as KYC applications waiting for review); IAM names an index by its ARN under the table.",
      );
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
