/**
 * A customer who owns things another customer could try to reach: an uploaded document, an ID image
 * uploaded in parts and not yet completed, a profile picture, a credited bank transfer in the INR
 * wallet, a buy quote and a sell quote not yet taken, an INR withdrawal, a saved TRON address and a
 * USDT withdrawal to it, all put there through the API (and the payments sandbox and the sandbox
 * chain) as the product does. `ownedAttempts` turns a route's sample request into the same request
 * naming each of this owner's objects in turn instead of the sample's, so every route that takes an id
 * is tried on every real one of its kind.
 */
import { expect, vi } from 'vitest';
import { InrWithdrawalSchema } from '../../../contract/inr-withdrawals';
import { UsdtWithdrawalSchema } from '../../../contract/usdt-withdrawals';
import { TransactionPageSchema } from '../../../contract/wallets';
import { userIdOf } from '../account-setup';
import { callApi } from '../api';
import { buyerWith, holdPrice, quoteAtRate } from '../buying';
import type { SignedInCustomer } from '../identity';
import { withdrawals as inrWithdrawalsOf, withdraw as withdrawInr } from '../inr-withdrawals';
import { sellQuoteAtRate } from '../selling';
import { mineBlocks, sendOnChain, usdtDepositAddress, watchDepositsNow } from '../tron-chain';
import { freshAddress } from '../tron-sending';
import { smallPdf, uploadThroughApi } from '../uploads';
import { networkFee, savedADayAgo, type Withdrawer, withdraw as withdrawUsdt } from '../usdt-withdrawals';
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
  /** A buy quote and a sell quote of the owner's, neither taken. */
  quoteIds: { buy: string; sell: string };
  /** The owner's withdrawals: each is a transaction of its wallet. */
  withdrawals: { inr: string; usdt: string };
  /** A TRON address the owner saved (and withdrew to). */
  savedAddress: string;
  /** What only the owner's data carries (email, a file name, a transfer's UTR), to spot in another person's answers. */
  secrets: string[];
}

const RATE = '88.42';

export async function seedOwnerWorld(): Promise<OwnerWorld> {
  // A customer holding INR from the bank and USDT from the chain, with a PIN.
  const owner = await buyerWith('1500');
  const statement = await callApi('GET', '/wallets/inr/transactions', { token: owner.accessToken });
  expect(statement.status, JSON.stringify(statement.body)).toBe(200);
  const [credit] = TransactionPageSchema.parse(statement.body).transactions;
  if (!credit) throw new Error("The owner's transfer was not credited");
  const { address } = await usdtDepositAddress(owner);
  const withdrawer: Withdrawer = { ...owner, userId: userIdOf(owner), address };
  await sendOnChain({ to: address, amount: '40' });
  await mineBlocks(19);
  await watchDepositsNow();

  await holdPrice(RATE);
  const buyQuote = await quoteAtRate(owner, RATE, { spendInr: '250.00' });
  const sellQuote = await sellQuoteAtRate(owner, RATE, '5');

  const inrWithdrawal = await withdrawInr(owner, '200');
  expect(inrWithdrawal.status, JSON.stringify(inrWithdrawal.body)).toBe(201);
  // Paid before the harness looks (the sandbox pays at once): the owner's view then stays as it is.
  await vi.waitFor(
    async () => expect((await inrWithdrawalsOf(owner)).map(({ status }) => status)).toEqual(['paid']),
    { timeout: 30_000, interval: 250 },
  );
  const savedAddress = freshAddress();
  await savedADayAgo(withdrawer, savedAddress);
  const usdtWithdrawal = await withdrawUsdt(withdrawer, {
    to: savedAddress,
    amount: '20',
    networkFee: await networkFee(withdrawer, savedAddress, '20'),
  });
  expect(usdtWithdrawal.status, JSON.stringify(usdtWithdrawal.body)).toBe(201);

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
    ownerId: withdrawer.userId,
    keys: [documentKey, avatarKey, multipartKey],
    uploadId,
    transactionId: credit.id,
    quoteIds: { buy: buyQuote.quoteId, sell: sellQuote.quoteId },
    withdrawals: {
      inr: InrWithdrawalSchema.parse(inrWithdrawal.body).id,
      usdt: UsdtWithdrawalSchema.parse(usdtWithdrawal.body).id,
    },
    savedAddress,
    secrets: [owner.email, fileName, ...(credit.reference ? [credit.reference] : [])],
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
 * becomes the owner's real key in the same folder (when the owner has one), an upload id the owner's,
 * and a transaction, a quote or a saved address the one of the owner's given.
 */
function ownedBy(
  world: OwnerWorld,
  sample: SampleRequest,
  pick: { transaction: OwnedTransaction; quoteId: string },
): SampleRequest {
  const change = (text: string, field: string) => {
    if (field === 'uploadId') return world.uploadId;
    if (field === 'transactionId') return pick.transaction.id;
    if (field === 'currency') return pick.transaction.currency;
    if (field === 'quoteId') return pick.quoteId;
    // A saved address is the owner's to remove or to send to; saving one, or pricing a send to it,
    // names no one's object (two people may use one exchange address).
    if (field === 'address' && sample.route.method === 'DELETE') return world.savedAddress;
    if (field === 'to') return world.savedAddress;
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

interface OwnedTransaction {
  currency: 'inr' | 'usdt';
  id: string;
}

const ownedTransactions = (world: OwnerWorld): OwnedTransaction[] => [
  { currency: 'inr', id: world.transactionId },
  { currency: 'inr', id: world.withdrawals.inr },
  { currency: 'usdt', id: world.withdrawals.usdt },
];

/**
 * The sample request once for each of the owner's objects of the kinds it names: each transaction
 * (the credit and both withdrawals, in their wallets) for a route taking a transaction id, each quote
 * for a route taking a quote id; once when it takes neither. Requests alike are sent once.
 */
export function ownedAttempts(world: OwnerWorld, sample: SampleRequest): SampleRequest[] {
  const named = JSON.stringify([sample.pathParameters, sample.body ?? null]);
  const transactions = named.includes('"transactionId"')
    ? ownedTransactions(world)
    : ownedTransactions(world).slice(0, 1);
  const quoteIds = named.includes('"quoteId"')
    ? [world.quoteIds.buy, world.quoteIds.sell]
    : [world.quoteIds.buy];
  const attempts = transactions.flatMap((transaction) =>
    quoteIds.map((quoteId) => ownedBy(world, sample, { transaction, quoteId })),
  );
  return [...new Map(attempts.map((attempt) => [JSON.stringify(attempt), attempt])).values()];
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

/** The owner's ids a request may name: a person, an upload, a transaction, a quote, a saved address. */
export const ownerIds = (world: OwnerWorld) => [
  world.ownerId,
  world.uploadId,
  ...ownedTransactions(world).map(({ id }) => id),
  world.quoteIds.buy,
  world.quoteIds.sell,
  world.savedAddress,
];

/** The ids that only name a thing of the owner's: one the API must answer as unknown (404) or refuse (403). */
export const ownerObjectIds = (world: OwnerWorld) => ownerIds(world).slice(1);

/** Whether a request names anything of the owner's. */
export const namesOwner = (world: OwnerWorld, request: SampleRequest) => {
  const text = JSON.stringify([request.pathParameters, request.rawQuery, request.body]);
  return ownerIds(world).some((id) => text.includes(id));
};
