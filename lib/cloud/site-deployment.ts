/**
 * Puts the SPA into the site bucket: the built files when `web/dist` exists (`npm run build:web`), and
 * always `/config.json` from the stack's outputs, so one build runs against any deployed stack.
 *
 * Two deployments, because the two kinds of file want opposite caching: Vite's content-hashed files
 * under `assets/` never change (cached for a year, never pruned, so a tab still on the previous
 * index.html can load its chunks), while index.html and config.json must be fresh after each deploy.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../../contract/runtime-config';
import { acknowledgeNag, nagArnOf } from './nag';

export interface SiteDeploymentProps {
  bucket: IBucket;
  distribution: IDistribution;
  /** Vite's output directory; deployed only when it holds a build. */
  webDistDirectory: string;
  runtimeConfig: RuntimeConfig;
}

const HASHED_ASSETS = 'assets';

export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const { bucket, distribution, webDistDirectory, runtimeConfig } = props;
    const built = existsSync(join(webDistDirectory, 'index.html'));
    const hashedDirectory = join(webDistDirectory, HASHED_ASSETS);
    const shared = {
      destinationBucket: bucket,
      memoryLimit: 512,
      logGroup: new LogGroup(this, 'Logs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    };

    const hashed =
      built && existsSync(hashedDirectory)
        ? new BucketDeployment(this, 'HashedAssets', {
            ...shared,
            sources: [Source.asset(hashedDirectory)],
            destinationKeyPrefix: `${HASHED_ASSETS}/`,
            cacheControl: [
              CacheControl.setPublic(),
              CacheControl.maxAge(Duration.days(365)),
              CacheControl.immutable(),
            ],
            prune: false,
          })
        : undefined;

    const entry = new BucketDeployment(this, 'EntryFiles', {
      ...shared,
      sources: [
        ...(built ? [Source.asset(webDistDirectory, { exclude: [HASHED_ASSETS] })] : []),
        Source.jsonData('config.json', runtimeConfig),
      ],
      // Hashed assets are the other deployment's; without a build, keep whatever app is deployed.
      exclude: [`${HASHED_ASSETS}/*`],
      prune: built,
      cacheControl: [CacheControl.noCache()],
      distribution,
      distributionPaths: ['/*'],
    });
    // New chunks first, then the index.html that references them.
    if (hashed) entry.node.addDependency(hashed);
    acknowledgeBucketDeploymentFindings(entry, bucket);
  }
}

/**
 * CDK's own BucketDeployment function (one per stack, shared by both deployments): its runtime and
 * policy are CDK's, sized to copying the build from CDK's asset bucket into the site bucket.
 */
function acknowledgeBucketDeploymentFindings(deployment: BucketDeployment, siteBucket: IBucket): void {
  const stack = Stack.of(deployment);
  const handler = stack.node.children.find((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  if (handler)
    acknowledgeNag(
      handler,
      'L1',
      "CDK's BucketDeployment function: its runtime is chosen by aws-cdk-lib and moves forward with it; it runs only during deployments.",
    );
  const role = deployment.handlerRole;
  const deployOnly = 'Used only during a deployment, by the function that copies the SPA build:';
  acknowledgeNag(
    role,
    'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    `${deployOnly} AWS's basic execution policy lets it write its own logs only.`,
  );
  for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'])
    acknowledgeNag(
      role,
      `IAM5[Action::${action}]`,
      `${deployOnly} CDK's bucket grants (read the asset bucket, write and prune the site bucket) name these action families.`,
    );
  acknowledgeNag(
    role,
    `IAM5[Resource::${nagArnOf(siteBucket)}/*]`,
    `${deployOnly} it writes and prunes every file of the site bucket, which holds only the public SPA build.`,
  );
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  for (const partition of ['aws', '<AWS::Partition>'])
    acknowledgeNag(
      role,
      `IAM5[Resource::arn:${partition}:s3:::cdk-hnb659fds-assets-${account}-${region}/*]`,
      `${deployOnly} it reads the build's zip from CDK's bootstrap asset bucket, whose object keys are content hashes.`,
    );
  acknowledgeNag(
    role,
    'IAM5[Resource::*]',
    `${deployOnly} CDK's BucketDeployment grants cloudfront:CreateInvalidation and GetInvalidation on every distribution (not configurable); it invalidates this SPA's paths after each deployment.`,
  );
}
