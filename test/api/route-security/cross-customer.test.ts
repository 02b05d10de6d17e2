/**
 * A signed-in customer's valid token never reaches another person's data: every customer route of the
 * route table is called by one customer with its sample request turned to name another customer's
 * real objects (uploaded file, profile picture, upload in progress, wallet transaction). Each such
 * request is refused with a 4xx, no answer carries the other person's email, ids, file name or
 * transfer reference, and the owner's things are untouched afterwards. A route added to the table is tried here without a line of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../support/account-setup';
import { callApi } from '../../support/api';
import { type SignedInCustomer, signIn, signUpAndSignIn } from '../../support/identity';
import { describeAnswer } from '../../support/route-security/answer-faults';
import { routeCases } from '../../support/route-security/attack-run';
import {
  namesOwner,
  type OwnerWorld,
  ownedBy,
  ownerIds,
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
  const documents = await callApi('GET', '/documents', { token: world.owner.accessToken });
  const statement = await callApi('GET', '/wallets/inr/transactions', { token: world.owner.accessToken });
  const parts = await callApi('POST', '/uploads/list-parts', {
    token: world.owner.accessToken,
    body: { key: world.keys[2], uploadId: world.uploadId },
  });
  return {
    documents: documents.body,
    parts: { status: parts.status, body: parts.body },
    statement: statement.body,
  };
}

describe("no customer reaches another customer's data", () => {
  let world: OwnerWorld;
  let intruder: SignedInCustomer;
  let ownerBefore: unknown;

  beforeAll(async () => {
    [world, intruder] = await Promise.all([seedOwnerWorld(), signUpAndSignIn()]);
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
    const attempts = [ownedBy(world, sample), withOwnersUploadId(world, sample, userIdOf(intruder))].filter(
      (attempt) => attempt !== undefined,
    );
    const failures: string[] = [];
    for (const attempt of attempts) {
      const request = requestFromSample(attempt, bearer(intruder.accessToken));
      const answer = await sendRouteRequest(request);
      const faults: string[] = [];
      if (
        namesOwner(world, attempt) &&
        (answer.status < 400 || answer.status === 401 || answer.status >= 500)
      )
        faults.push(
          `answered ${answer.status} to a request naming another customer's objects (expected 403 or 404)`,
        );
      for (const secret of world.secrets)
        if (answer.body.includes(secret)) faults.push(`showed the other customer's '${secret}'`);
      // An id the request named may come back in the refusal; any other is a leak.
      const named = JSON.stringify(attempt);
      for (const id of ownerIds(world))
        if (!named.includes(id) && answer.body.includes(id))
          faults.push(`showed the other customer's id '${id}'`);
      if (faults.length > 0)
        failures.push(
          `${faults.join('; ')}\n  request: ${describeRequest(request)}\n  answer: ${describeAnswer(answer)}`,
        );
    }
    expect(failures, `${route.name} let one customer reach another's data`).toEqual([]);
    // Whatever the route did, the owner's documents and upload are as they were.
    expect(await ownerView(world)).toEqual(ownerBefore);
  });
});
