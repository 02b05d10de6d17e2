/**
 * The KYC review against the local stack, as the local reviewer account (kyc-reviewers): the queue,
 * one application unmasked with short-lived image links, approve and reject. Customers never reach
 * the reviewer routes; every read and decision is recorded; a decision is final.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { AccountSetupViewSchema } from '../../contract/account-setup';
import {
  ReviewApplicationSchema,
  ReviewDecisionResultSchema,
  ReviewQueueSchema,
} from '../../contract/kyc-review';
import { ProblemSchema } from '../../contract/problem';
import { routePath } from '../../contract/route-definition';
import { apiRoutes } from '../../contract/routes';
import {
  itemsOfPartition,
  signInAsReviewer,
  submit,
  submittedApplication,
  uploadIdImages,
  userIdOf,
} from '../support/account-setup';
import { type ApiResponse, callApi } from '../support/api';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';
import { accountSetupRequest } from '../support/kyc-samples';

let reviewer: SignedInCustomer;
let reviewerId: string;

beforeAll(async () => {
  reviewer = await signInAsReviewer();
  reviewerId = userIdOf(reviewer);
});

const asReviewer = (method: string, path: string, body?: unknown) =>
  callApi(method, path, { token: reviewer.accessToken, ...(body === undefined ? {} : { body }) });
const decide = (userId: string, body: unknown) =>
  asReviewer('POST', routePath(apiRoutes.decideKycApplication, { userId }), body);
const accountSetupOf = async (customer: SignedInCustomer) =>
  AccountSetupViewSchema.parse(
    (await callApi('GET', routePath(apiRoutes.getAccountSetup), { token: customer.accessToken })).body,
  );

const expectProblem = (response: ApiResponse, status: number) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return ProblemSchema.parse(response.body);
};

/** Every application in the queue, page by page. */
async function wholeQueue(limit = 2) {
  const applications: ReturnType<typeof ReviewQueueSchema.parse>['applications'] = [];
  let next: string | undefined;
  do {
    const query = new URLSearchParams({ limit: String(limit), ...(next ? { cursor: next } : {}) });
    const response = await asReviewer('GET', `${routePath(apiRoutes.listKycApplications)}?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const page = ReviewQueueSchema.parse(response.body);
    expect(page.applications.length).toBeLessThanOrEqual(limit);
    applications.push(...page.applications);
    next = page.next;
  } while (next);
  return applications;
}

describe('reviewer routes are for KYC reviewers only', () => {
  it('refuses a signed-in customer on every reviewer route with 403', async () => {
    const customer = await signUpAndSignIn();
    const userId = userIdOf(customer);
    for (const [method, path] of [
      ['GET', routePath(apiRoutes.listKycApplications)],
      ['GET', routePath(apiRoutes.getKycApplication, { userId })],
      ['POST', routePath(apiRoutes.decideKycApplication, { userId })],
    ] as const) {
      const body = method === 'POST' ? { body: { decision: 'approve' } } : {};
      const response = await callApi(method, path, { token: customer.accessToken, ...body });
      expect(expectProblem(response, 403).detail).toBe('Only KYC reviewers may do this');
    }
    expect((await accountSetupOf(customer)).status).toBe('not-submitted');
  });

  it('refuses a request without a token before any handler runs', async () => {
    expect((await callApi('GET', routePath(apiRoutes.listKycApplications))).status).toBe(401);
  });
});

describe('the review queue', () => {
  let first: SignedInCustomer;
  let second: SignedInCustomer;

  beforeAll(async () => {
    [first, second] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
    await submittedApplication(first);
    await submittedApplication(second);
  });

  it('lists pending applications oldest first, across pages', async () => {
    // Pages of three: the order holds across page boundaries (other tests leave more applications waiting).
    const queue = await wholeQueue(3);
    const submittedAt = queue.map((application) => application.submittedAt);
    expect(submittedAt).toEqual([...submittedAt].sort());
    const ids = queue.map((application) => application.userId);
    expect(ids.indexOf(userIdOf(first))).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(userIdOf(first))).toBeLessThan(ids.indexOf(userIdOf(second)));
    expect(queue.find((application) => application.userId === userIdOf(first))).toMatchObject({
      email: first.email,
      fullName: 'Asha Rao',
    });
  });

  it('refuses a cursor that was not given out, and a page size out of range', async () => {
    const forged = Buffer.from(
      JSON.stringify({ gsi1pk: 'AUDIT#2026-11-23', gsi1sk: 'x', pk: 'x', sk: 'x' }),
    ).toString('base64url');
    expect(
      expectProblem(
        await asReviewer('GET', `${routePath(apiRoutes.listKycApplications)}?cursor=${forged}`),
        400,
      ).errors,
    ).toHaveProperty('cursor');
    for (const limit of ['0', '101', 'ten'])
      expect(
        expectProblem(
          await asReviewer('GET', `${routePath(apiRoutes.listKycApplications)}?limit=${limit}`),
          400,
        ).errors,
      ).toHaveProperty('limit');
  });
});

describe('one application, for the reviewer', () => {
  let asha: SignedInCustomer;
  let submitted: Awaited<ReturnType<typeof submittedApplication>>;
  let application: ReturnType<typeof ReviewApplicationSchema.parse>;

  beforeAll(async () => {
    asha = await signUpAndSignIn();
    submitted = await submittedApplication(asha);
    const response = await asReviewer(
      'GET',
      routePath(apiRoutes.getKycApplication, { userId: userIdOf(asha) }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    application = ReviewApplicationSchema.parse(response.body);
  });

  it('shows the identity and bank numbers unmasked', () => {
    expect(application).toMatchObject({
      userId: userIdOf(asha),
      email: asha.email,
      status: 'pending',
      fullName: 'Asha Rao',
      aadhaarNumber: submitted.kyc.aadhaarNumber,
      panNumber: submitted.kyc.panNumber,
      bank: {
        accountHolderName: 'Asha Rao',
        accountNumber: submitted.bank.accountNumber,
        ifsc: 'SBIN0001234',
      },
      decisions: [],
    });
  });

  it('links both ID images for 900 seconds, exactly as uploaded', async () => {
    for (const [url, side] of [
      [application.frontImageUrl, 'front'],
      [application.backImageUrl, 'back'],
    ] as const) {
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');
      const image = await fetch(url);
      expect(image.status).toBe(200);
      expect(await image.text()).toBe(`${side} of the ID of ${asha.email}`);
    }
  });

  it('records who read it, when, and which files they were given', async () => {
    const reads = await itemsOfPartition(`KYC-AUDIT#${userIdOf(asha)}`);
    expect(reads).toEqual([
      expect.objectContaining({
        action: 'kyc-application-read',
        userId: userIdOf(asha),
        reviewer: { id: reviewerId, email: inject('stack').reviewer.email },
        readAt: expect.any(String),
        // The review copies made on submit, not the customer's replaceable originals.
        objectKeys: [
          expect.stringMatching(new RegExp(`^private/${userIdOf(asha)}/kyc-review/[^/]+/front\\.jpg$`)),
          expect.stringMatching(new RegExp(`^private/${userIdOf(asha)}/kyc-review/[^/]+/back\\.png$`)),
        ],
      }),
    ]);
  });

  it('answers 404 for a customer who never submitted, and 400 for something that is no customer id', async () => {
    const newcomer = await signUpAndSignIn();
    expectProblem(
      await asReviewer('GET', routePath(apiRoutes.getKycApplication, { userId: userIdOf(newcomer) })),
      404,
    );
    expectProblem(await asReviewer('GET', routePath(apiRoutes.getKycApplication, { userId: 'a b' })), 400);
  });
});

/** A customer whose application the reviewer has just approved, with the decision's answer. */
async function approvedCustomer() {
  const asha = await signUpAndSignIn();
  await submittedApplication(asha);
  const response = await decide(userIdOf(asha), { decision: 'approve' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { asha, response };
}

const decisionsOf = async (userId: string) =>
  (await itemsOfPartition(`USER#${userId}`)).filter((item) => String(item.sk).startsWith('KYC#DECISION#'));

describe('approving', () => {
  it('makes the customer KYC-verified, takes the application off the queue, and is final', async () => {
    const { asha, response } = await approvedCustomer();
    const userId = userIdOf(asha);
    expect(ReviewDecisionResultSchema.parse(response.body)).toMatchObject({
      userId,
      status: 'approved',
      decision: { decision: 'approve', reviewer: inject('stack').reviewer.email },
    });

    const profile = ProfileSchema.parse((await callApi('GET', '/me', { token: asha.accessToken })).body);
    expect(profile).toMatchObject({ KYCVerified: true, kycStatus: 'approved' });
    expect((await accountSetupOf(asha)).status).toBe('approved');
    expect((await wholeQueue(25)).map((application) => application.userId)).not.toContain(userId);

    expectProblem(await decide(userId, { decision: 'reject', reason: 'Changed my mind about it' }), 409);
    expectProblem(await submit(asha, accountSetupRequest(await uploadIdImages(asha))), 409);
    expect(
      ProfileSchema.parse((await callApi('GET', '/me', { token: asha.accessToken })).body).KYCVerified,
    ).toBe(true);
  });

  it('records the decision once: who, when, what, and which submission', async () => {
    const { asha } = await approvedCustomer();
    expect(await decisionsOf(userIdOf(asha))).toEqual([
      expect.objectContaining({
        decision: 'approve',
        reviewer: { id: reviewerId, email: inject('stack').reviewer.email },
        decidedAt: expect.any(String),
        submissionId: expect.any(String),
      }),
    ]);
  });
});

describe('rejecting', () => {
  const reason = 'The back of the ID is blurred. Please upload a sharper photo.';

  /** A customer whose application was rejected, and who then sent a corrected one. */
  async function rejectedThenResubmitted() {
    const asha = await signUpAndSignIn();
    await submittedApplication(asha);
    const rejected = await decide(userIdOf(asha), { decision: 'reject', reason });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const resubmitted = await submit(asha, accountSetupRequest(await uploadIdImages(asha)));
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
    return asha;
  }

  it('needs a reason the customer can act on', async () => {
    const asha = await signUpAndSignIn();
    await submittedApplication(asha);
    const userId = userIdOf(asha);
    expect(expectProblem(await decide(userId, { decision: 'reject' }), 400).errors).toHaveProperty('reason');
    expect(
      expectProblem(await decide(userId, { decision: 'reject', reason: 'no' }), 400).errors,
    ).toHaveProperty('reason');
    expect(expectProblem(await decide(userId, { decision: 'maybe' }), 400).errors).toHaveProperty('decision');
    expect((await accountSetupOf(asha)).status).toBe('pending');
  });

  it('shows the customer the reason, and lets them correct and resubmit', async () => {
    const asha = await signUpAndSignIn();
    await submittedApplication(asha);
    const userId = userIdOf(asha);
    const rejected = await decide(userId, { decision: 'reject', reason });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expectProblem(await decide(userId, { decision: 'approve' }), 409);

    expect(await accountSetupOf(asha)).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect(
      ProfileSchema.parse((await callApi('GET', '/me', { token: asha.accessToken })).body),
    ).toMatchObject({
      kycStatus: 'rejected',
      KYCVerified: false,
    });

    // Corrected: new images, same identity numbers (they are still this customer's).
    const resubmitted = await submit(asha, accountSetupRequest(await uploadIdImages(asha)));
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
    const setup = await accountSetupOf(asha);
    expect(setup.status).toBe('pending');
    expect(setup.rejectionReason).toBeUndefined();
    expect((await wholeQueue(25)).map((application) => application.userId)).toContain(userId);
  });

  it('keeps the earlier rejection in the history the reviewer sees, unchanged', async () => {
    const asha = await rejectedThenResubmitted();
    const userId = userIdOf(asha);
    const before = await decisionsOf(userId);
    expect(before).toHaveLength(1);
    const approved = await decide(userId, { decision: 'approve' });
    expect(approved.status).toBe(200);

    const application = ReviewApplicationSchema.parse(
      (await asReviewer('GET', routePath(apiRoutes.getKycApplication, { userId }))).body,
    );
    expect(application.status).toBe('approved');
    expect(application.decisions.map((decision) => [decision.decision, decision.reason])).toEqual([
      ['reject', reason],
      ['approve', undefined],
    ]);
    const after = await decisionsOf(userId);
    expect(after).toHaveLength(2);
    expect(after).toContainEqual(before[0]);
  });

  it('refuses to decide for a customer who never submitted', async () => {
    const newcomer = await signUpAndSignIn();
    expectProblem(await decide(userIdOf(newcomer), { decision: 'approve' }), 404);
  });
});
