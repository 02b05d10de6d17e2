/**
 * One client per AWS service, created on first use and reused across invocations of a warm function.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { environment } from '../config/environment';

let documents: { endpoint: string | undefined; client: DynamoDBDocumentClient } | undefined;
let identityProvider: CognitoIdentityProviderClient | undefined;
let s3: S3Client | undefined;

/**
 * In Lambda the endpoint never changes. A local process that starts one DynamoDB Local after another
 * (the bench's stages, each on a port of its own) gets a client for the one it now points at, not
 * the first one's, long stopped.
 */
export function dynamoDocuments(): DynamoDBDocumentClient {
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  if (documents && documents.endpoint === endpoint) return documents.client;
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
    // Numbers come back as exact strings, so amounts become bigint without passing through a float.
    unmarshallOptions: { wrapNumbers: true },
  });
  documents = { endpoint, client };
  return client;
}

export function cognitoIdentityProvider(): CognitoIdentityProviderClient {
  identityProvider ??= new CognitoIdentityProviderClient({});
  return identityProvider;
}

/** The uploads bucket's client, which also presigns the URLs the browser sends files to. */
export function s3Client(): S3Client {
  s3 ??= new S3Client({
    // s3rver answers path-style requests only; the cloud uses virtual-hosted style.
    forcePathStyle: environment.s3ForcePathStyle(),
    // Otherwise the SDK signs a CRC32 of an empty body into presigned PUTs, and S3 refuses the real file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3;
}
