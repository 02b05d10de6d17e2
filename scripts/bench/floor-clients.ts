/**
 * The floor a handler is measured against: a bundle that only constructs the AWS SDK clients the
 * handler's route may use, read from its grants in the route table (a table → DynamoDB's document
 * client, the uploads bucket → S3, user pool actions → Cognito, field-key actions → KMS, email → SES v2). What a
 * handler weighs above its floor is our code and libraries; the floor itself is the SDK's price.
 */
import type { RouteGrants } from '../../contract/route-grants';

export type SdkClient = 'dynamodb' | 's3' | 'cognito' | 'kms' | 'ses';

const CLIENT_SOURCE: Record<SdkClient, { imports: string[]; construct: string }> = {
  dynamodb: {
    imports: [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
    ],
    construct: 'DynamoDBDocumentClient.from(new DynamoDBClient({}))',
  },
  s3: {
    imports: ["import { S3Client } from '@aws-sdk/client-s3';"],
    construct: 'new S3Client({})',
  },
  cognito: {
    imports: ["import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';"],
    construct: 'new CognitoIdentityProviderClient({})',
  },
  kms: {
    imports: ["import { KMSClient } from '@aws-sdk/client-kms';"],
    construct: 'new KMSClient({})',
  },
  ses: {
    imports: ["import { SESv2Client } from '@aws-sdk/client-sesv2';"],
    construct: 'new SESv2Client({})',
  },
};

/** The clients a route's grants allow, in a fixed order (so equal sets share one floor). */
export function sdkClientsOf(route: { grants: RouteGrants }): SdkClient[] {
  const clients: SdkClient[] = [];
  if (Object.values(route.grants.tables ?? {}).some(Boolean)) clients.push('dynamodb');
  if (route.grants.uploadsBucket) clients.push('s3');
  if ((route.grants.userPoolActions ?? []).length > 0) clients.push('cognito');
  if ((route.grants.fieldKeyActions ?? []).length > 0) clients.push('kms');
  if (route.grants.email) clients.push('ses');
  return clients;
}

/** Source of the floor module: the clients, constructed at module init and exported (not shaken out). */
export function floorSource(clients: readonly SdkClient[]): string {
  const imports = clients.flatMap((client) => CLIENT_SOURCE[client].imports);
  const constructed = clients.map((client) => CLIENT_SOURCE[client].construct);
  return [...imports, `export const clients = [${constructed.join(', ')}];`, ''].join('\n');
}

export const floorName = (clients: readonly SdkClient[]) =>
  clients.length > 0 ? `floor(${clients.join('+')})` : 'floor(no SDK)';
