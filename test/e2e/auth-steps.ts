/**
 * Steps the auth journeys share: signing in through the form, reading what the SPA keeps in
 * localStorage, and setting a customer's KYC status in the accounts table (the review itself is
 * another issue's screen).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { KycStatus } from '@contract/profile';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { decodeToken } from '../support/tokens';
import { mainHeading } from './browser';

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await mainHeading(page, 'Sign in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The Cognito entries the SPA's token store keeps for the last signed-in user. */
export async function storedSession(page: Page): Promise<{ accessToken: string | null; keys: string[] }> {
  const clientId = inject('stack').userPoolClientId;
  return page.evaluate((id) => {
    const prefix = `CognitoIdentityServiceProvider.${id}`;
    const user = localStorage.getItem(`${prefix}.LastAuthUser`);
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(prefix));
    return { accessToken: user ? localStorage.getItem(`${prefix}.${user}.accessToken`) : null, keys };
  }, clientId);
}

export async function setKycStatus(accessToken: string, kycStatus: KycStatus): Promise<void> {
  const stack = inject('stack');
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: stack.region,
      endpoint: stack.dynamodbUrl,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  await documents.send(
    new UpdateCommand({
      TableName: stack.handlerEnv.TABLE_ACCOUNTS,
      Key: { pk: `USER#${String(decodeToken(accessToken).payload.sub)}`, sk: 'PROFILE' },
      UpdateExpression: 'SET kycStatus = :status',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':status': kycStatus },
    }),
  );
}

/** Resolves once the page's path is `pathname` (the query may differ). */
export const atPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname);
