/**
 * The handlers' environment in the cloud: the same variables the local twin sets (localHandlerEnv in
 * lib/local/stack.ts) without the stand-ins' endpoints and keys, so handler code cannot tell the worlds apart.
 */
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { WalletTables } from './data-tables';

export interface HandlerResources {
  tables: WalletTables;
  uploadsBucket: IBucket;
  userPool: IUserPool;
  spaClient: IUserPoolClient;
}

export function cloudHandlerEnv(resources: HandlerResources): Record<string, string> {
  return {
    ...Object.fromEntries(
      resources.tables.entries().map(([description, table]) => [description.envVar, table.tableName]),
    ),
    UPLOADS_BUCKET: resources.uploadsBucket.bucketName,
    USER_POOL_ID: resources.userPool.userPoolId,
    USER_POOL_CLIENT_ID: resources.spaClient.userPoolClientId,
    // Stack traces point into the TypeScript sources, through the bundled source maps.
    NODE_OPTIONS: '--enable-source-maps',
  };
}
