/**
 * The CloudFormation custom resource behind the stack output TronHotWalletAddress: on create and update
 * it reads the hot wallet KMS key's public half (kms:GetPublicKey, granted to this function alone) and
 * derives its TRON address, which the stack outputs and gives the sending function, so that one needs
 * kms:Sign only. CloudFormation waits for the answer at the pre-signed ResponseURL whatever happens: a
 * failure is answered FAILED (a deploy that never hears back hangs for an hour), and delete does nothing,
 * as the key is retained.
 */

import { KMSClient } from '@aws-sdk/client-kms';
import { kmsPublicKeyAddress } from '../adapters/tron/kms-transaction-signer';

export interface CustomResourceEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  ResponseURL: string;
  StackId: string;
  RequestId: string;
  LogicalResourceId: string;
  PhysicalResourceId?: string;
  ResourceProperties: { KeyId?: string };
}

type Respond = (url: string, body: string) => Promise<void>;

const putResponse: Respond = async (url, body) => {
  const response = await fetch(url, { method: 'PUT', body, headers: { 'content-type': '' } });
  if (!response.ok) throw new Error(`CloudFormation's response URL answered ${response.status}`);
};

export async function answerHotWalletAddress(
  event: CustomResourceEvent,
  addressOf: (keyId: string) => Promise<string>,
  respond: Respond = putResponse,
): Promise<void> {
  const reply = (fields: {
    Status: 'SUCCESS' | 'FAILED';
    PhysicalResourceId: string;
    Reason?: string;
    Data?: Record<string, string>;
  }) =>
    respond(
      event.ResponseURL,
      JSON.stringify({
        StackId: event.StackId,
        RequestId: event.RequestId,
        LogicalResourceId: event.LogicalResourceId,
        ...fields,
      }),
    );
  const previous = event.PhysicalResourceId ?? `${event.LogicalResourceId}-unresolved`;
  if (event.RequestType === 'Delete') return reply({ Status: 'SUCCESS', PhysicalResourceId: previous });
  try {
    const keyId = event.ResourceProperties.KeyId;
    if (!keyId) throw new Error('The resource names no KeyId');
    const address = await addressOf(keyId);
    await reply({ Status: 'SUCCESS', PhysicalResourceId: address, Data: { Address: address } });
  } catch (error) {
    await reply({ Status: 'FAILED', PhysicalResourceId: previous, Reason: (error as Error).message });
  }
}

let kms: KMSClient | undefined;

export const handler = async (event: CustomResourceEvent): Promise<void> => {
  kms ??= new KMSClient({});
  const client = kms;
  await answerHotWalletAddress(event, (keyId) => kmsPublicKeyAddress(client, keyId));
};
