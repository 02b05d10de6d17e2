/**
 * A signed-in customer's valid token never reaches another person's data: every customer route of the
 * route table is called by one customer with its sample request turned to name another customer's
 * real objects (uploaded file, profile picture, upload in progress, wallet transactions, buy and sell
 * quotes, INR and USDT withdrawals, a saved TRON address), each in turn. Each such request is refused
 * with a 4xx (one naming a quote, a withdrawal, a transaction or a saved address of the other's with
 * 403 or 404, and it writes nothing to either customer), no answer carries the other person's email,
 * ids, file name or transfer reference, and the owner's things are untouched afterwards. The caller is
 * a verified customer with money and the sample requests' PIN, so a refusal is for the id, not for a
 * missing PIN or balance. A route added to the table is tried here without a line of its own.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../support/account-setup';
import { callApi } from '../../support/api';
import { buyerWith } from '../../support/buying';
import { type SignedInCustomer, signIn } from '../../support/identity';
import { localDocumentClient, localTableName } from '../../support/local-clients';
import { describeAnswer } from '../../support/route-security/answer-faults';
import { routeCases } from '../../support/route-security/attack-run';
import {
  namesOwner,
  type OwnerWorld,
  ownedAttempts,
  ownerIds,
  ownerObjectIds,
  seedOwnerWorld,
  withOwnersUploadId,
} from '../../support/route-security/owner-world';
import {
  bearer,
  describeRequest,
  requestFromSample,
  sendRouteRequest,
} from '../../support/route-security/route-requests';
import { customerRoutes, sampleRequestOf } from '../../support/route-security/sample-requests';

/** The owner's things as the owner sees them: documents, the upload in progress, the INR statement. */
async function ownerView(world: OwnerWorld) {
  const read = async (path: string) => (await callApi('GET', path, { token: world.owner.accessToken })).body;
  const parts = await callApi('POST', '/uploads/list-parts', {
    token: world.owner.accessToken,
    body: { key: world.keys[2], uploadId: world.uploadId },
  });
  return {
    documents: await read('/documents'),
    parts: { status: parts.status, body: parts.body },
    inrStatement: await read('/wallets/inr/transactions'),
    usdtStatement: await read('/wallets/usdt/transactions'),
    inrWithdrawals: await read('/wallets/inr/withdrawals'),
    usdtWithdrawals: await read('/wallets/usdt/withdrawals'),
    savedAddresses: await read('/wallets/usdt/withdrawal-addresses'),
  };
}

/** Every item of a customer's partition as stored: equal before and after, nothing was written there. */
async function partitionOf(userId: string) {
  const documents = localDocumentClient();
  try {
    const { Items } = await documents.send(
      new QueryCommand({
        TableName: localTableName('accounts'),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}` },
        ConsistentRead: true,
      }),
    );
    return Items ?? [];
  } finally {
    documents.destroy();
  }
}

describe("no customer reaches another customer's data", () => {
  let world: OwnerWorld;
  let intruder: SignedInCustomer;
  let ownerBefore: unknown;

  beforeAll(async () => {
    [world, intruder] = await Promise.all([seedOwnerWorld(), buyerWith('5000')]);
    ownerBefore = await ownerView(world);
  });

  /** A route that signs the intruder out everywhere ends its session: it signs in again, as a person would. */
  async function keepIntruderSignedIn() {
    if ((await callApi('GET', '/me', { token: intruder.accessToken })).status !== 401) return;
    // A token issued in the same second as the sign-out is refused too: sign in until one opens the API.
    for (;;) {
      intruder = await signIn(intruder.email, intruder.password);
      if ((await callApi('GET', '/me', { token: intruder.accessToken })).status !== 401) return;
    }
  }

  it.each(routeCases(customerRoutes))('%s', async (_, route) => {
    await keepIntruderSignedIn();
    const sample = sampleRequestOf(route);
    const attempts = [
      ...ownedAttempts(world, sample),
      withOwnersUploadId(world, sample, userIdOf(intruder)),
    ].filter((attempt) => attempt !== undefined);
    const failures: string[] = [];
    for (const attempt of attempts) {
      const request = {
        ...requestFromSample(attempt, bearer(intruder.accessToken)),
        // A money route refuses a request without a key before it reads any id: send one, as the app does.
        ...(route.grants.tables?.idempotency ? { headers: { 'idempotency-key': randomUUID() } } : {}),
      };
      const named = JSON.stringify(attempt);
      const namesObject = ownerObjectIds(world).some((id) => named.includes(id));
      // An id of the owner's is answered as unknown; the owner's saved address sent as a destination
      // is refused as not one of the caller's (400), which is no less a refusal.
      const namesObjectById =
        namesObject &&
        (JSON.stringify(attempt.pathParameters).includes(world.savedAddress) ||
          ownerObjectIds(world).some((id) => id !== world.savedAddress && named.includes(id)));
      const before = namesObject
        ? await Promise.all([partitionOf(world.ownerId), partitionOf(userIdOf(intruder))])
        : undefined;
      const answer = await sendRouteRequest(request);
      const faults: string[] = [];
      if (
        namesOwner(world, attempt) &&
        (answer.status < 400 || answer.status === 401 || answer.status >= 500)
      )
        faults.push(
          `answered ${answer.status} to a request naming another customer's objects (expected 403 or 404)`,
        );
      else if (namesObjectById && answer.status !== 403 && answer.status !== 404)
        faults.push(
          `answered ${answer.status} to a request naming another customer's quote, withdrawal, transaction or saved address (expected 403 or 404)`,
        );
      if (before) {
        const after = await Promise.all([partitionOf(world.ownerId), partitionOf(userIdOf(intruder))]);
        if (JSON.stringify(after[0]) !== JSON.stringify(before[0]))
          faults.push("wrote to the other customer's items");
        if (JSON.stringify(after[1]) !== JSON.stringify(before[1]))
          faults.push("wrote to the caller's items");
      }
      for (const secret of world.secrets)
        if (answer.body.includes(secret)) faults.push(`showed the other customer's '${secret}'`);
      // An id the request named may come back in the refusal; any other is a leak.
      for (const id of ownerIds(world))
        if (!named.includes(id) && answer.body.includes(id))
          faults.push(`showed the other customer's id '${id}'`);
      if (faults.length > 0)
        failures.push(
          `${faults.join('; ')}\n  request: ${describeRequest(request)}\n  answer: ${describeAnswer(answer)}`,
        );
    }
    expect(failures, `${route.name} let one customer reach another's data`).toEqual([]);
    // Whatever the route did, the owner's documents, upload, money and addresses are as they were.
    expect(await ownerView(world)).toEqual(ownerBefore);
  });
});
