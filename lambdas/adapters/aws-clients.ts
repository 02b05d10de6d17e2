/**
 * One client per AWS service, created on first use and reused across invocations of a warm function.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let documentClient: DynamoDBDocumentClient | undefined;
let identityProvider: CognitoIdentityProviderClient | undefined;

export function dynamoDocuments(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
    // Numbers come back as exact strings, so amounts become bigint without passing through a float.
    unmarshallOptions: { wrapNumbers: true },
  });
  return documentClient;
}

export function cognitoIdentityProvider(): CognitoIdentityProviderClient {
  identityProvider ??= new CognitoIdentityProviderClient({});
  return identityProvider;
}
