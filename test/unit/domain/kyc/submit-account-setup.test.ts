import { describe, expect, it } from 'vitest';
import { type AccountSetup, AccountSetupRequestSchema } from '../../../../contract/account-setup';
import { ConflictError, ForbiddenError, InvalidRequestError } from '../../../../lambdas/domain/errors';
import type {
  AccountSetupStore,
  AccountSetupSubmission,
  StoredAccountSetup,
  SubmissionRefusal,
} from '../../../../lambdas/domain/kyc/account-setup-store';
import { IdentityNumberRefusedError } from '../../../../lambdas/domain/kyc/kyc-errors';
import { submitAccountSetup } from '../../../../lambdas/domain/kyc/submit-account-setup';
import { newProfile, type ProfileRecord } from '../../../../lambdas/domain/profile';
import { throwAwayFieldCipher } from '../../../support/field-cipher';
import { accountSetupRequest, kycImageKeys } from '../../../support/kyc-samples';

const caller = { userId: 'user-asha', username: 'user-asha', email: 'asha@example.in' };
const now = new Date('2026-11-23T10:00:00.000Z');

function fakeStore(initial: StoredAccountSetup = {}, refusals: SubmissionRefusal[] = []) {
  const saved: AccountSetupSubmission[] = [];
  const inserted: ProfileRecord[] = [];
  const store: AccountSetupStore = {
    load: async () => initial,
    insertProfileIfAbsent: async (profile) => {
      inserted.push(profile);
      return profile;
    },
    saveSubmission: async (submission) => {
      if (refusals.length === 0) saved.push(submission);
      return refusals;
    },
  };
  return { store, saved, inserted };
}

const withStatus = (kycStatus: ProfileRecord['kycStatus']): ProfileRecord => ({
  ...newProfile(caller.userId, caller.email, now),
  kycStatus,
});

function setup(
  options: { stored?: StoredAccountSetup; refusals?: SubmissionRefusal[]; missing?: string[] } = {},
) {
  const { store, saved, inserted } = fakeStore(
    options.stored ?? { profile: withStatus('not-submitted') },
    options.refusals,
  );
  const cipher = throwAwayFieldCipher();
  const objects = { copied: [] as string[], deleted: [] as string[] };
  const deps = {
    store,
    cipher,
    images: {
      storedSize: async (key: string) => (options.missing?.includes(key) ? undefined : 1024),
      copyObject: async (source: string, destination: string) => {
        objects.copied.push(`${source} -> ${destination}`);
      },
      deleteObject: async (key: string) => {
        objects.deleted.push(key);
      },
    },
    emailOfUser: async () => 'from-directory@example.in',
    now: () => now,
  };
  return { deps, saved, inserted, cipher, objects };
}

const request = (overrides: Partial<AccountSetup['kyc']> = {}, numbers = {}): AccountSetup => {
  const images = kycImageKeys(caller.userId);
  const parsed = AccountSetupRequestSchema.parse(accountSetupRequest(images, numbers));
  return { ...parsed, kyc: { ...parsed.kyc, ...overrides } };
};

describe('submitting account setup', () => {
  it('saves a pending application with the numbers sealed and masked, and claims both numbers and the bank account', async () => {
    const { deps, saved, cipher } = setup();
    const input = request();
    const view = await submitAccountSetup(caller, input, deps);

    expect(view.status).toBe('pending');
    expect(view.kyc?.aadhaarNumberMasked).toBe(`••••••••${input.kyc.aadhaarNumber.slice(-4)}`);
    expect(view.bank?.accountNumberMasked.endsWith(input.bank.accountNumber.slice(-4))).toBe(true);

    const [submission] = saved;
    if (!submission) throw new Error('nothing saved');
    const stored = JSON.stringify(submission);
    for (const secret of [input.kyc.aadhaarNumber, input.kyc.panNumber, input.bank.accountNumber])
      expect(stored).not.toContain(secret);
    expect(
      await cipher.open(
        { userId: caller.userId, record: 'kyc-application' },
        submission.application.identityNumbers,
      ),
    ).toEqual({
      aadhaarNumber: input.kyc.aadhaarNumber,
      panNumber: input.kyc.panNumber,
    });
    expect(submission.application).toMatchObject({
      status: 'pending',
      submittedAt: now.toISOString(),
      submissionId: now.toISOString(),
      email: caller.email,
    });
    expect(submission.claims.map((claim) => claim.kind)).toEqual(['aadhaar', 'pan', 'bank-account']);
    expect(submission.claims[0]?.fingerprint).toBe(
      await cipher.fingerprint('aadhaar', input.kyc.aadhaarNumber),
    );
    // The bank and the account number, as deposits compare payers: not the branch.
    expect(submission.claims[2]?.fingerprint).toBe(
      await cipher.fingerprint('bank-account', `${input.bank.ifsc.slice(0, 4)}:${input.bank.accountNumber}`),
    );
    expect(submission.bank.accountFingerprint).toBe(submission.claims[2]?.fingerprint);
    expect(submission.releasedClaims).toEqual([]);
  });

  it('opens the profile first for a customer who never opened the wallet', async () => {
    const { deps, inserted } = setup({ stored: {} });
    await submitAccountSetup({ userId: caller.userId, username: caller.username }, request(), deps);
    expect(inserted).toEqual([
      expect.objectContaining({ userId: caller.userId, email: 'from-directory@example.in' }),
    ]);
  });

  it.each([
    [
      'another customer’s image',
      (images: { front: string }) => images.front.replace(caller.userId, 'user-ravi'),
    ],
    ['a key outside the kyc folder', () => `private/${caller.userId}/avatar/me.jpg`],
    ['a key climbing out of the prefix', () => `private/${caller.userId}/kyc/../../user-ravi/kyc/front.jpg`],
    ['an encoded key', () => `private/${caller.userId}/kyc/%2e%2e/front.jpg`],
    ['a URL', () => `s3://bucket/private/${caller.userId}/kyc/front.jpg`],
  ])('refuses %s with 403 and saves nothing', async (_, keyOf) => {
    const { deps, saved } = setup();
    const input = request();
    const attempt = submitAccountSetup(
      caller,
      { ...input, kyc: { ...input.kyc, frontImageKey: keyOf({ front: input.kyc.frontImageKey }) } },
      deps,
    );
    await expect(attempt).rejects.toBeInstanceOf(ForbiddenError);
    expect(saved).toEqual([]);
  });

  it('refuses the same image for both sides', async () => {
    const { deps } = setup();
    const input = request();
    const attempt = submitAccountSetup(
      caller,
      { ...input, kyc: { ...input.kyc, backImageKey: input.kyc.frontImageKey } },
      deps,
    );
    await expect(attempt).rejects.toMatchObject({ fieldErrors: { 'kyc.backImageKey': expect.any(String) } });
  });

  it('names every image that was never uploaded, and saves nothing', async () => {
    const input = request();
    const { deps, saved } = setup({ missing: [input.kyc.frontImageKey, input.kyc.backImageKey] });
    const failure = await submitAccountSetup(caller, input, deps).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidRequestError);
    expect(Object.keys((failure as InvalidRequestError).fieldErrors).sort()).toEqual([
      'kyc.backImageKey',
      'kyc.frontImageKey',
    ]);
    expect(saved).toEqual([]);
  });

  it.each(['pending', 'approved'] as const)('refuses a new submission while %s', async (status) => {
    const { deps, saved } = setup({ stored: { profile: withStatus(status) } });
    await expect(submitAccountSetup(caller, request(), deps)).rejects.toBeInstanceOf(ConflictError);
    expect(saved).toEqual([]);
  });

  it('takes a resubmission after a rejection, releasing only the claims on numbers it no longer uses', async () => {
    const first = setup();
    const original = request();
    await submitAccountSetup(caller, original, first.deps);
    const previous = first.saved[0]?.application;
    if (!previous) throw new Error('nothing saved');

    const previousBank = first.saved[0]?.bank;
    const { deps, saved } = setup({
      stored: {
        profile: withStatus('rejected'),
        application: { ...previous, status: 'rejected' },
        ...(previousBank ? { bank: previousBank } : {}),
      },
    });
    // Same keys, so the fingerprints of the kept PAN match.
    const again = {
      ...original,
      kyc: { ...original.kyc, aadhaarNumber: request().kyc.aadhaarNumber },
      bank: {
        ...original.bank,
        accountNumber: '50100099990000',
        accountNumberConfirmation: '50100099990000',
      },
    };
    const view = await submitAccountSetup(caller, again, { ...deps, cipher: first.deps.cipher });
    expect(view.status).toBe('pending');
    expect(saved[0]?.releasedClaims).toEqual([
      { kind: 'aadhaar', fingerprint: previous.aadhaarFingerprint },
      { kind: 'bank-account', fingerprint: previousBank?.accountFingerprint },
    ]);
  });

  it('refuses a number another account claimed, in words that tell nothing about that account', async () => {
    const { deps } = setup({ refusals: ['aadhaar-claimed'] });
    const failure = await submitAccountSetup(caller, request(), deps).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IdentityNumberRefusedError);
    expect(failure).toMatchObject({
      kind: 'conflict',
      message: 'This Aadhaar number cannot be used. Contact support if you think this is wrong.',
      fieldErrors: {
        'kyc.aadhaarNumber':
          'This Aadhaar number cannot be used. Contact support if you think this is wrong.',
      },
    });
  });

  it('names the bank account when another customer gave it', async () => {
    const { deps } = setup({ refusals: ['bank-account-claimed'] });
    const failure = await submitAccountSetup(caller, request(), deps).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      kind: 'conflict',
      fieldErrors: { 'bank.accountNumber': expect.stringContaining('linked to another wallet') },
    });
  });

  it('names both numbers when both are claimed', async () => {
    const { deps } = setup({ refusals: ['aadhaar-claimed', 'pan-claimed'] });
    await expect(submitAccountSetup(caller, request(), deps)).rejects.toMatchObject({
      fieldErrors: { 'kyc.aadhaarNumber': expect.any(String), 'kyc.panNumber': expect.any(String) },
    });
  });

  it.each([['status-changed'], ['busy']] as const)('turns a %s refusal into a 409', async (refusal) => {
    const { deps } = setup({ refusals: [refusal] });
    await expect(submitAccountSetup(caller, request(), deps)).rejects.toBeInstanceOf(ConflictError);
  });
});

describe('review copies of the ID images', () => {
  it('copies both images into the read-only review folder and the application refers to the copies', async () => {
    const { deps, saved, objects } = setup();
    const input = request();
    const view = await submitAccountSetup(caller, input, deps);
    const application = saved[0]?.application;
    const folder = `private/${caller.userId}/kyc-review/${now.toISOString().replace(/:/g, '-')}/`;
    expect(application?.frontImageKey).toBe(`${folder}front.jpg`);
    expect(application?.backImageKey).toMatch(new RegExp(`^${folder}back\\.`));
    expect(application?.originalFrontImageKey).toBe(input.kyc.frontImageKey);
    expect(objects.copied).toEqual([
      `${input.kyc.frontImageKey} -> ${application?.frontImageKey}`,
      `${input.kyc.backImageKey} -> ${application?.backImageKey}`,
    ]);
    // The customer's view names the files they uploaded, which a resubmission may name again.
    expect(view.kyc?.frontImageKey).toBe(input.kyc.frontImageKey);
    expect(objects.deleted).toEqual([]);
  });

  it('deletes the copies when the transaction refuses the submission', async () => {
    const { deps, objects } = setup({ refusals: ['aadhaar-claimed'] });
    await expect(submitAccountSetup(caller, request(), deps)).rejects.toThrow();
    expect(objects.copied).toHaveLength(2);
    expect(objects.deleted).toHaveLength(2);
    expect(objects.deleted.every((key) => key.includes('/kyc-review/'))).toBe(true);
  });
});
