/**
 * Account setup against the local stack: ID images put straight into the local S3 under the
 * customer's own prefix (the upload API is tested on its own), submissions, the reviewer's sign-in,
 * and direct reads of the accounts table for what the API must never store.
 */

import { PutObjectCommand } from '@aws-sdk/client-s3';
import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { AccountSetupRequest } from '../../contract/account-setup';
import { routePath } from '../../contract/route-definition';
import { apiRoutes } from '../../contract/routes';
import { callApi } from './api';
import { type SignedInCustomer, signIn } from './identity';
import { accountSetupRequest, kycImageKeys } from './kyc-samples';
import { localDocumentClient as documents, localS3Client } from './local-clients';
import { stackUnderTest } from './stack-context';
import { decodeToken } from './tokens';

export const userIdOf = (customer: Pick<SignedInCustomer, 'accessToken'>) =>
  String(decodeToken(customer.accessToken).payload.sub);

export async function putObject(key: string, body: Uint8Array | string, contentType = 'image/jpeg') {
  const s3 = localS3Client();
  await s3.send(
    new PutObjectCommand({
      Bucket: stackUnderTest().handlerEnv.UPLOADS_BUCKET,
      Key: key,
      Body: body,
      ContentType: contentType,
    }),
  );
  s3.destroy();
}

/** Two small "images" uploaded under the customer's own kyc/ prefix, as the upload API would place them. */
export async function uploadIdImages(customer: SignedInCustomer) {
  const keys = kycImageKeys(userIdOf(customer));
  await Promise.all([
    putObject(keys.front, `front of the ID of ${customer.email}`),
    putObject(keys.back, `back of the ID of ${customer.email}`, 'image/png'),
  ]);
  return keys;
}

export const submit = (customer: SignedInCustomer, body: unknown) =>
  callApi('PUT', '/me/account-setup', { token: customer.accessToken, body });

/** A customer with images uploaded and a valid application submitted (status pending). */
export async function submittedApplication(
  customer: SignedInCustomer,
  numbers: Parameters<typeof accountSetupRequest>[1] = {},
): Promise<AccountSetupRequest> {
  const request = accountSetupRequest(await uploadIdImages(customer), numbers);
  const response = await submit(customer, request);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return request;
}

export const signInAsReviewer = () => {
  const { email, password } = stackUnderTest().reviewer;
  return signIn(email, password);
};

export type ReviewDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** The local reviewer decides on the customer's pending application through the reviewer route. */
export async function reviewerDecides(customer: SignedInCustomer, decision: ReviewDecision): Promise<void> {
  const reviewer = await signInAsReviewer();
  const response = await callApi(
    'POST',
    routePath(apiRoutes.decideKycApplication, { userId: userIdOf(customer) }),
    {
      token: reviewer.accessToken,
      body: decision,
    },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** Every item of the accounts table, as stored. */
export async function everyAccountsItem(): Promise<Record<string, unknown>[]> {
  const client = documents();
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: stackUnderTest().handlerEnv.TABLE_ACCOUNTS, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export async function itemsOfPartition(pk: string): Promise<Record<string, unknown>[]> {
  const result = await documents().send(
    new QueryCommand({
      TableName: stackUnderTest().handlerEnv.TABLE_ACCOUNTS,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return result.Items ?? [];
}
