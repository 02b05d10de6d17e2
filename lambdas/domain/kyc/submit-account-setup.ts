/**
 * PUT /me/account-setup: a customer hands over their KYC and bank details for review. Everything is
 * checked before anything is written; then one transaction stores the application, the bank details,
 * the claims on the Aadhaar number, the PAN and the bank account, the profile's `pending` status and
 * the review-queue entry together, so a refusal at any point leaves nothing half-saved.
 */
import type { AccountSetup, AccountSetupView } from '../../../contract/account-setup';
import { maskLastFour } from '../../../contract/identity-numbers';
import { payerFingerprintInput } from '../deposits/verified-payer';
import { ConflictError, InvalidRequestError } from '../errors';
import type { Caller } from '../open-profile';
import { newProfile, type ProfileRecord } from '../profile';
import type { UploadStorage } from '../uploads/upload-storage';
import type { AccountSetupStore, IdentityClaim, SubmissionRefusal } from './account-setup-store';
import type { FieldCipher } from './field-cipher';
import { type BankDetailsRecord, type KycApplicationRecord, toAccountSetupView } from './kyc-application';
import {
  FIELDS_NEED_ATTENTION,
  ForeignImageKeyError,
  IdentityNumberRefusedError,
  imageFieldError,
} from './kyc-errors';
import { isOwnKycImageKey } from './kyc-image-keys';
import { copyForReview, discardReviewCopies, type ReviewCopyStorage } from './review-copies';

export interface SubmitAccountSetupDependencies {
  store: AccountSetupStore;
  /** The uploads bucket, where the ID images must already be, and where their review copies go. */
  images: Pick<UploadStorage, 'storedSize'> & ReviewCopyStorage;
  cipher: FieldCipher;
  emailOfUser(username: string): Promise<string>;
  now(): Date;
}

const statusRefusals = {
  pending: 'Your account setup is already waiting for review. You can change it only if it is rejected.',
  approved: 'Your account is already verified. Contact support to change your KYC or bank details.',
} as const;

export async function submitAccountSetup(
  caller: Caller,
  request: AccountSetup,
  deps: SubmitAccountSetupDependencies,
): Promise<AccountSetupView> {
  const { kyc, bank } = request;
  assertOwnImages(caller.userId, kyc.frontImageKey, kyc.backImageKey);

  const stored = await deps.store.load(caller.userId);
  const profile = stored.profile ?? (await openProfileFor(caller, deps));
  if (profile.kycStatus === 'pending' || profile.kycStatus === 'approved')
    throw new ConflictError(statusRefusals[profile.kycStatus]);

  await assertImagesUploaded(deps.images, kyc.frontImageKey, kyc.backImageKey);

  const submittedAt = deps.now().toISOString();
  const [aadhaarFingerprint, panFingerprint, accountFingerprint, identityNumbers, accountNumber] =
    await Promise.all([
      deps.cipher.fingerprint('aadhaar', kyc.aadhaarNumber),
      deps.cipher.fingerprint('pan', kyc.panNumber),
      // As deposits compare payers: the same account at another branch is the same account.
      deps.cipher.fingerprint('bank-account', payerFingerprintInput(bank)),
      deps.cipher.seal(
        { userId: caller.userId, record: 'kyc-application' },
        { aadhaarNumber: kyc.aadhaarNumber, panNumber: kyc.panNumber },
      ),
      deps.cipher.seal(
        { userId: caller.userId, record: 'bank-details' },
        { accountNumber: bank.accountNumber },
      ),
    ]);

  // Copied before the transaction, so a saved application always has its copies.
  const copies = await copyForReview(deps.images, caller.userId, submittedAt, {
    front: kyc.frontImageKey,
    back: kyc.backImageKey,
  });
  const application: KycApplicationRecord = {
    userId: caller.userId,
    email: profile.email,
    submissionId: submittedAt,
    submittedAt,
    status: 'pending',
    fullName: kyc.fullName,
    address: kyc.address,
    identityNumbers,
    aadhaarNumberMasked: maskLastFour(kyc.aadhaarNumber),
    panNumberMasked: maskLastFour(kyc.panNumber),
    aadhaarFingerprint,
    panFingerprint,
    frontImageKey: copies.front,
    backImageKey: copies.back,
    originalFrontImageKey: kyc.frontImageKey,
    originalBackImageKey: kyc.backImageKey,
  };
  const bankDetails: BankDetailsRecord = {
    userId: caller.userId,
    submissionId: submittedAt,
    accountHolderName: bank.accountHolderName,
    accountNumber,
    accountNumberMasked: maskLastFour(bank.accountNumber),
    ifsc: bank.ifsc,
    accountFingerprint,
  };
  const claims: IdentityClaim[] = [
    { kind: 'aadhaar', fingerprint: aadhaarFingerprint },
    { kind: 'pan', fingerprint: panFingerprint },
    { kind: 'bank-account', fingerprint: accountFingerprint },
  ];
  const previous = stored.application;
  const previousClaims: IdentityClaim[] = [
    ...(previous
      ? [
          { kind: 'aadhaar' as const, fingerprint: previous.aadhaarFingerprint },
          { kind: 'pan' as const, fingerprint: previous.panFingerprint },
        ]
      : []),
    ...(stored.bank?.accountFingerprint
      ? [{ kind: 'bank-account' as const, fingerprint: stored.bank.accountFingerprint }]
      : []),
  ];
  const releasedClaims = previousClaims.filter(
    (old) => !claims.some((claim) => claim.kind === old.kind && claim.fingerprint === old.fingerprint),
  );

  let refusals: SubmissionRefusal[];
  try {
    refusals = await deps.store.saveSubmission({ application, bank: bankDetails, claims, releasedClaims });
  } catch (error) {
    await discardReviewCopies(deps.images, copies);
    throw error;
  }
  if (refusals.length > 0) await discardReviewCopies(deps.images, copies);
  throwForRefusals(refusals);
  return toAccountSetupView('pending', application, bankDetails);
}

function assertOwnImages(userId: string, front: string, back: string): void {
  if (!isOwnKycImageKey(userId, front) || !isOwnKycImageKey(userId, back)) throw new ForeignImageKeyError();
  if (front === back) throw imageFieldError('backImageKey', 'Upload a separate image of the back of your ID');
}

async function assertImagesUploaded(
  images: Pick<UploadStorage, 'storedSize'>,
  front: string,
  back: string,
): Promise<void> {
  const [frontSize, backSize] = await Promise.all([images.storedSize(front), images.storedSize(back)]);
  const missing = 'We could not find this image. Please upload it again.';
  const fieldErrors: Record<string, string> = {};
  if (!frontSize) fieldErrors['kyc.frontImageKey'] = missing;
  if (!backSize) fieldErrors['kyc.backImageKey'] = missing;
  if (Object.keys(fieldErrors).length > 0) throw new InvalidRequestError(FIELDS_NEED_ATTENTION, fieldErrors);
}

async function openProfileFor(caller: Caller, deps: SubmitAccountSetupDependencies): Promise<ProfileRecord> {
  const email = caller.email ?? (await deps.emailOfUser(caller.username));
  return deps.store.insertProfileIfAbsent(newProfile(caller.userId, email, deps.now()));
}

function throwForRefusals(refusals: SubmissionRefusal[]): void {
  if (refusals.length === 0) return;
  const aadhaar = refusals.includes('aadhaar-claimed');
  const pan = refusals.includes('pan-claimed');
  const bankAccount = refusals.includes('bank-account-claimed');
  if (aadhaar || pan || bankAccount) throw new IdentityNumberRefusedError({ aadhaar, pan, bankAccount });
  if (refusals.includes('status-changed'))
    throw new ConflictError('Your account setup was submitted from another request meanwhile.');
  throw new ConflictError('Your account setup is being saved by another request. Please try again.');
}
