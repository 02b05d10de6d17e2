/**
 * A customer who owns things another customer could try to reach: an uploaded document, an ID image
 * uploaded in parts and not yet completed, a profile picture, and a credited bank transfer in the INR
 * wallet, all put there through the API (and the payments sandbox) as the product does. `ownedBy` turns a route's sample request into the same request naming this owner's
 * objects instead of the sample's, so every route that takes an id is tried on a real one.
 */
import { expect } from 'vitest';
import { TransactionPageSchema } from '../../../contract/wallets';
import { userIdOf } from '../account-setup';
import { callApi } from '../api';
import { sendBankTransfer, verifiedCustomer } from '../deposits';
import type { SignedInCustomer } from '../identity';
import { smallPdf, uploadThroughApi } from '../uploads';
import type { SampleRequest } from './sample-requests';

/** The customer every sample event acts for (events/*.json): its id is in their keys. */
const SAMPLE_OWNER_ID = '6f1c2a0e-5b7d-4c1e-9a51-3d2f8e4b7c90';

export interface OwnerWorld {
  owner: SignedInCustomer;
  ownerId: string;
  keys: string[];
  uploadId: string;
  /** A credit in the owner's INR wallet. */
  transactionId: string;
  /** What only the owner's data carries (email, a file name, a transfer's UTR), to spot in another person's answers. */
  secrets: string[];
}

export async function seedOwnerWorld(): Promise<OwnerWorld> {
  const owner = await verifiedCustomer();
  const transfer = await sendBankTransfer(owner, { amount: '500' });
  expect(transfer.delivery?.status).toBe(200);
  const statement = await callApi('GET', '/wallets/inr/transactions', { token: owner.accessToken });
  expect(statement.status, JSON.stringify(statement.body)).toBe(200);
  const [credit] = TransactionPageSchema.parse(statement.body).transactions;
  if (!credit) throw new Error("The owner's transfer was not credited");

  const fileName = `owner-${Date.now().toString(36)}-statement.pdf`;
  const documentKey = await uploadThroughApi(owner, {
    purpose: 'other',
    fileName,
    contentType: 'application/pdf',
    body: smallPdf(fileName),
  });
  const avatarKey = await uploadThroughApi(owner, {
    purpose: 'avatar',
    fileName: 'owner-face.png',
    contentType: 'image/png',
    body: smallPdf('not really a png, the API does not look inside'),
  });
  const started = await callApi('POST', '/uploads', {
    token: owner.accessToken,
    body: {
      purpose: 'kyc-front',
      fileName: 'owner-aadhaar-front.jpg',
      contentType: 'image/jpeg',
      size: 12_000_000,
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { key: multipartKey, uploadId } = started.body as { key: string; uploadId: string };
  return {
    owner,
    ownerId: userIdOf(owner),
    keys: [documentKey, avatarKey, multipartKey],
    uploadId,
    transactionId: credit.id,
    secrets: [owner.email, fileName, transfer.utr],
  };
}

const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);

/** Each string of a JSON value through `change`. */
function mapStrings(value: unknown, change: (text: string, field: string) => string, field = ''): unknown {
  if (typeof value === 'string') return change(value, field);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change, field));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, change, key)]),
    );
  return value;
}

/**
 * The sample request naming the owner's objects: the sample customer's id becomes the owner's, a key
 * becomes the owner's real key in the same folder (when the owner has one), an upload id the owner's.
 */
export function ownedBy(world: OwnerWorld, sample: SampleRequest): SampleRequest {
  const change = (text: string, field: string) => {
    if (field === 'uploadId') return world.uploadId;
    if (field === 'transactionId') return world.transactionId;
    const renamed = text.replaceAll(SAMPLE_OWNER_ID, world.ownerId);
    return world.keys.find((key) => folderOf(key) === folderOf(renamed) && renamed.includes('/')) ?? renamed;
  };
  return {
    ...sample,
    pathParameters: mapStrings(sample.pathParameters, change) as Record<string, string>,
    rawQuery: sample.rawQuery.replaceAll(SAMPLE_OWNER_ID, world.ownerId),
    body: mapStrings(sample.body, change),
  };
}

/**
 * The sample request on the caller's own keys but the owner's upload id: an upload id is only a
 * name, and must open nothing but the upload it was started for, by the person who started it.
 * Undefined when the route takes no upload id.
 */
export function withOwnersUploadId(world: OwnerWorld, sample: SampleRequest, callerId: string) {
  if (!JSON.stringify(sample.body ?? null).includes('"uploadId"')) return undefined;
  const change = (text: string, field: string) =>
    field === 'uploadId' ? world.uploadId : text.replaceAll(SAMPLE_OWNER_ID, callerId);
  return { ...sample, body: mapStrings(sample.body, change) };
}

/** The owner's ids a request may name: a person, an upload, a transaction. */
export const ownerIds = (world: OwnerWorld) => [world.ownerId, world.uploadId, world.transactionId];

/** Whether a request names anything of the owner's. */
export const namesOwner = (world: OwnerWorld, request: SampleRequest) => {
  const text = JSON.stringify([request.pathParameters, request.rawQuery, request.body]);
  return ownerIds(world).some((id) => text.includes(id));
};
