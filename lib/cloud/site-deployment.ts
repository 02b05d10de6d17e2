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
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../../contract/runtime-config';

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
  }
}
