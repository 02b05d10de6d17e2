/**
 * A Lambda function of the wallet with the defaults every handler shares (runtime, architecture,
 * bundling, its own log group), so a route's function or a scheduled job is created in a line.
 */
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { acknowledgeNag } from './nag';
import { repositoryRoot } from './repository-paths';

// ESM output: esbuild's ESM bundle has no `require`, which some CommonJS dependencies still call.
const requireShim =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

export interface WalletFunctionProps {
  description: string;
  /** The handler module, relative to the repository root. */
  entry: string;
  environment: Record<string, string>;
  timeout?: Duration;
}

export class WalletFunction extends NodejsFunction {
  constructor(
    scope: Construct,
    id: string,
    { description, entry, environment, timeout }: WalletFunctionProps,
  ) {
    super(scope, id, {
      description,
      entry: join(repositoryRoot, entry),
      handler: 'handler',
      projectRoot: repositoryRoot,
      depsLockFilePath: join(repositoryRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      // Graviton: cheaper per millisecond than x86 for the same Node code.
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: timeout ?? Duration.seconds(10),
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
}
