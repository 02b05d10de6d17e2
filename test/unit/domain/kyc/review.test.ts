import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../../lambdas/domain/errors';
import type { BankDetailsRecord, KycApplicationRecord } from '../../../../lambdas/domain/kyc/kyc-application';
import { openApplicationForReview } from '../../../../lambdas/domain/kyc/review-application';
import { decideApplication } from '../../../../lambdas/domain/kyc/review-decision';
import type {
  ApplicationReadRecord,
  ReviewDecisionRecord,
} from '../../../../lambdas/domain/kyc/review-records';
import type { DecidedStatus, ReviewStore } from '../../../../lambdas/domain/kyc/review-store';
import { operatorReviewer } from '../../../../lambdas/domain/kyc/reviewer';
import { silentNotifier } from '../../../../lambdas/domain/notifications/customer-notifier';
import { throwAwayFieldCipher } from '../../../support/field-cipher';

const userId = 'user-asha';
const reviewer = { id: 'reviewer-sub', email: 'reviewer@wallet.local' };
const now = new Date('2026-11-24T09:30:00.000Z');
const cipher = throwAwayFieldCipher();

async function submitted(status: KycApplicationRecord['status'] = 'pending') {
  const application: KycApplicationRecord = {
    userId,
    email: 'asha@example.in',
    submissionId: '2026-11-23T10:00:00.000Z',
    submittedAt: '2026-11-23T10:00:00.000Z',
    status,
    fullName: 'Asha Rao',
    address: { line1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' },
    identityNumbers: await cipher.seal(
      { userId, record: 'kyc-application' },
      { aadhaarNumber: '234567890124', panNumber: 'ABCPE1234F' },
    ),
    aadhaarNumberMasked: '••••••••0124',
    panNumberMasked: '••••••234F',
    aadhaarFingerprint: 'fp-a',
    panFingerprint: 'fp-p',
    frontImageKey: `private/${userId}/kyc/kyc-front/a.jpg`,
    backImageKey: `private/${userId}/kyc/kyc-back/b.png`,
  };
  const bank: BankDetailsRecord = {
    userId,
    submissionId: application.submissionId,
    accountHolderName: 'Asha Rao',
    accountNumber: await cipher.seal({ userId, record: 'bank-details' }, { accountNumber: '123456789012' }),
    accountNumberMasked: '••••••••9012',
    ifsc: 'SBIN0001234',
  };
  return { application, bank };
}

function fakeStore(
  items: { application?: KycApplicationRecord; bank?: BankDetailsRecord; decisions?: ReviewDecisionRecord[] },
  outcome: 'saved' | 'not-pending' | 'busy' = 'saved',
) {
  const reads: ApplicationReadRecord[] = [];
  const decisions: [ReviewDecisionRecord, DecidedStatus][] = [];
  const store: ReviewStore = {
    loadApplication: async () => ({ decisions: [], ...items }),
    recordRead: async (read) => {
      reads.push(read);
    },
    saveDecision: async (decision, status) => {
      if (outcome === 'saved') decisions.push([decision, status]);
      return outcome;
    },
  };
  return { store, reads, decisions };
}

const images = {
  presignGet: async (key: string, seconds: number) => `https://s3.example/${key}?X-Amz-Expires=${seconds}`,
};

describe('opening an application for review', () => {
  it('shows the numbers unsealed, links the images for 900 s, and records the read first', async () => {
    const { store, reads } = fakeStore(await submitted());
    const view = await openApplicationForReview(reviewer, userId, { store, cipher, images, now: () => now });
    expect(view).toMatchObject({
      userId,
      status: 'pending',
      aadhaarNumber: '234567890124',
      panNumber: 'ABCPE1234F',
      bank: { accountNumber: '123456789012', ifsc: 'SBIN0001234' },
      frontImageUrl: expect.stringContaining('X-Amz-Expires=900'),
    });
    expect(reads).toEqual([
      {
        userId,
        submissionId: '2026-11-23T10:00:00.000Z',
        reviewer,
        readAt: now.toISOString(),
        objectKeys: [`private/${userId}/kyc/kyc-front/a.jpg`, `private/${userId}/kyc/kyc-back/b.png`],
      },
    ]);
  });

  it('discloses nothing when the read cannot be recorded', async () => {
    const { store } = fakeStore(await submitted());
    const failing = { ...store, recordRead: async () => Promise.reject(new Error('table unavailable')) };
    let signed = false;
    const watchingImages = {
      presignGet: async () => {
        signed = true;
        return 'url';
      },
    };
    await expect(
      openApplicationForReview(reviewer, userId, {
        store: failing,
        cipher,
        images: watchingImages,
        now: () => now,
      }),
    ).rejects.toThrow('table unavailable');
    expect(signed).toBe(false);
  });

  it('answers 404 for a customer who never submitted', async () => {
    const { store, reads } = fakeStore({});
    await expect(
      openApplicationForReview(reviewer, userId, { store, cipher, images, now: () => now }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(reads).toEqual([]);
  });
});

describe('deciding an application', () => {
  it('approves a pending submission, recording who, when and which submission', async () => {
    const { store, decisions } = fakeStore(await submitted());
    const result = await decideApplication(
      reviewer,
      userId,
      { decision: 'approve' },
      { store, now: () => now, notifier: silentNotifier },
    );
    expect(result).toEqual({
      userId,
      status: 'approved',
      decision: { decision: 'approve', reviewer: 'reviewer@wallet.local', decidedAt: now.toISOString() },
    });
    expect(decisions).toEqual([
      [
        expect.objectContaining({
          submissionId: '2026-11-23T10:00:00.000Z',
          reviewer,
          decidedAt: now.toISOString(),
          frontImageKey: `private/${userId}/kyc/kyc-front/a.jpg`,
        }),
        'approved',
      ],
    ]);
  });

  it('rejects with the reason, naming an operator at the command line', async () => {
    const { store, decisions } = fakeStore(await submitted());
    const result = await decideApplication(
      operatorReviewer('meera'),
      userId,
      { decision: 'reject', reason: 'The photo of the back of the ID is blurred.' },
      { store, now: () => now, notifier: silentNotifier },
    );
    expect(result.status).toBe('rejected');
    expect(result.decision).toMatchObject({
      reason: 'The photo of the back of the ID is blurred.',
      reviewer: 'ops-cli:meera',
    });
    expect(decisions[0]?.[1]).toBe('rejected');
  });

  it.each(['approved', 'rejected'] as const)(
    'refuses to decide an application already %s',
    async (status) => {
      const { store, decisions } = fakeStore(await submitted(status));
      await expect(
        decideApplication(
          reviewer,
          userId,
          { decision: 'approve' },
          { store, now: () => now, notifier: silentNotifier },
        ),
      ).rejects.toBeInstanceOf(ConflictError);
      expect(decisions).toEqual([]);
    },
  );

  it.each(['not-pending', 'busy'] as const)(
    'answers 409 when the transaction finds it %s',
    async (outcome) => {
      const { store } = fakeStore(await submitted(), outcome);
      await expect(
        decideApplication(
          reviewer,
          userId,
          { decision: 'approve' },
          { store, now: () => now, notifier: silentNotifier },
        ),
      ).rejects.toBeInstanceOf(ConflictError);
    },
  );

  it('refuses a reviewer deciding on their own application', async () => {
    const { store, decisions } = fakeStore(await submitted());
    await expect(
      decideApplication(
        { ...reviewer, id: userId },
        userId,
        { decision: 'approve' },
        { store, now: () => now, notifier: silentNotifier },
      ),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect(decisions).toEqual([]);
  });

  it('answers 404 for a customer who never submitted', async () => {
    const { store } = fakeStore({});
    await expect(
      decideApplication(
        reviewer,
        userId,
        { decision: 'approve' },
        { store, now: () => now, notifier: silentNotifier },
      ),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
