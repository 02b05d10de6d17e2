/**
 * Customers for the load bench, made in seconds rather than hours: the same adapters and domain
 * functions the product's routes use, called in-process against the bench's stack, instead of each
 * person's sign-up emails, uploads and a reviewer's clicks over HTTP.
 *
 * Every customer is a real Cognito user (an administrator creates it with a permanent password, then
 * it signs in with USER_PASSWORD_AUTH), so each request carries an access token the API's authorizer
 * checks; has the bench PIN (one scrypt hash saved for all through the PIN repository: a buy or a
 * withdrawal still verifies it with scrypt, only the seeding skips hashing it a thousand times); and
 * its INR from a bank-transfer deposit posted through the ledger (one balanced journal entry each),
 * never a balance written by hand. Two kinds:
 *
 * - `seedVerifiedCustomers`: KYC as a person goes through it: ID images in the uploads bucket,
 *   `submitAccountSetup` (fields sealed, numbers claimed), `decideApplication` approving it as an
 *   operator and the deposit account opened, as `npm run ops -- kyc approve` does. Withdrawals need
 *   the verified bank account this stores.
 * - `seedTradingCustomers`: what buys and top-ups read, for the scaling runs' thousand: an approved
 *   profile through the profile repository, and a virtual account with its owner record as the first
 *   visit leaves it (test/support/deposit-burst.ts). About a tenth of the full path's cost.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { accountSetupStore } from '../../../lambdas/adapters/account-setup-repository';
import { cognitoIdentityProvider, s3Client } from '../../../lambdas/adapters/aws-clients';
import { openDepositAccountAfterApproval } from '../../../lambdas/adapters/deposit-account-opening';
import { DynamoLedger } from '../../../lambdas/adapters/dynamodb-ledger';
import { fieldCipher } from '../../../lambdas/adapters/field-cipher/field-cipher-from-environment';
import { reviewStore } from '../../../lambdas/adapters/kyc-review-repository';
import { customerNotifier } from '../../../lambdas/adapters/notifications/ses-customer-notifier';
import { insertProfileIfAbsent } from '../../../lambdas/adapters/profile-repository';
import { s3DocumentStorage } from '../../../lambdas/adapters/s3-document-storage';
import { scryptPinHasher } from '../../../lambdas/adapters/scrypt-pin-hasher';
import { transactionPinRepository } from '../../../lambdas/adapters/transaction-pin-repository';
import { emailOfUser } from '../../../lambdas/adapters/user-directory';
import { virtualAccountRepository } from '../../../lambdas/adapters/virtual-account-repository';
import { decideApplication } from '../../../lambdas/domain/kyc/review-decision';
import { operatorReviewer } from '../../../lambdas/domain/kyc/reviewer';
import { submitAccountSetup } from '../../../lambdas/domain/kyc/submit-account-setup';
import { bankTransferDeposit } from '../../../lambdas/domain/ledger/recipes/bank-transfers';
import { newProfile } from '../../../lambdas/domain/profile';
import { seedDepositor } from '../../../test/support/deposit-burst';
import { accountSetupRequest, bankAccountNumber, kycImageKeys } from '../../../test/support/kyc-samples';
import { runLimited } from '../../../web/src/lib/uploads/run-limited';

export const BENCH_PIN = '482915';
const PASSWORD = 'bench correct horse';
/** Customers seeded at once: the stand-ins share this process, more only queue. */
const SEEDING_CONCURRENCY = 16;

export interface BenchCustomer {
  userId: string;
  accessToken: string;
  /** The provider's virtual account of the customer: bank transfers to it are their top-ups. */
  virtualAccountId: string;
}

const subjectOf = (token: string): string =>
  String(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub);

async function signedInUser(email: string): Promise<{ userId: string; accessToken: string }> {
  const cognito = cognitoIdentityProvider();
  const UserPoolId = process.env.USER_POOL_ID;
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
      MessageAction: 'SUPPRESS',
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: PASSWORD, Permanent: true }),
  );
  const signedIn = await cognito.send(
    new InitiateAuthCommand({
      ClientId: process.env.USER_POOL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  );
  const accessToken = signedIn.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new Error('The local Cognito gave the bench customer no access token');
  return { userId: subjectOf(accessToken), accessToken };
}

async function putIdImage(key: string, body: string, contentType: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({
      Bucket: process.env.UPLOADS_BUCKET,
      Key: key,
      Body: body,
      ContentType: contentType,
    }),
  );
}

/** Account setup submitted and approved; answers the deposit account the approval opened. */
async function approvedAccountSetup(userId: string, username: string): Promise<string> {
  const keys = kycImageKeys(userId);
  await Promise.all([
    putIdImage(keys.front, 'front of a bench ID', 'image/jpeg'),
    putIdImage(keys.back, 'back of a bench ID', 'image/png'),
  ]);
  const now = () => new Date();
  await submitAccountSetup({ userId, username }, accountSetupRequest(keys), {
    store: accountSetupStore,
    images: s3DocumentStorage(),
    cipher: fieldCipher(),
    emailOfUser,
    now,
  });
  await decideApplication(
    operatorReviewer('load-bench'),
    userId,
    { decision: 'approve' },
    { store: reviewStore, now, notifier: customerNotifier() },
  );
  await openDepositAccountAfterApproval(userId);
  const account = await virtualAccountRepository.find(userId);
  if (!account) throw new Error('The approval opened no deposit account for a bench customer');
  return account.virtualAccountId;
}

/** An approved profile and a deposit account, without the KYC records only withdrawals read. */
async function approvedProfile(userId: string, email: string): Promise<string> {
  await insertProfileIfAbsent({ ...newProfile(userId, email, new Date()), kycStatus: 'approved' });
  const payer = { ifsc: 'HDFC0001234', accountNumber: bankAccountNumber(), name: 'Load Bench' };
  return (await seedDepositor(payer, userId)).virtualAccountId;
}

type Verification = (userId: string, email: string) => Promise<string>;

async function seedCustomers(
  count: number,
  fundingMinor: bigint,
  verified: Verification,
): Promise<BenchCustomer[]> {
  const pinHash = await scryptPinHasher.hash(BENCH_PIN);
  const ledger = new DynamoLedger();
  const customers: BenchCustomer[] = [];
  await runLimited(
    Array.from({ length: count }, (_, index) => index),
    SEEDING_CONCURRENCY,
    async () => {
      const email = `bench.${randomUUID()}@example.in`;
      const { userId, accessToken } = await signedInUser(email);
      const [virtualAccountId] = await Promise.all([
        // The PIN is saved on the profile, which the verification opens.
        verified(userId, email).then(async (accountId) => {
          await transactionPinRepository.save(userId, pinHash, undefined);
          return accountId;
        }),
        ledger.post(
          bankTransferDeposit({
            userId,
            amountMinor: fundingMinor,
            utr: `BENCH${randomUUID().replaceAll('-', '').slice(0, 14).toUpperCase()}`,
            counterparty: 'load bench funding',
          }),
        ),
      ]);
      customers.push({ userId, accessToken, virtualAccountId });
    },
  );
  return customers;
}

/** `count` customers through KYC as a person goes, each with `fundingMinor` paise and the bench PIN. */
export const seedVerifiedCustomers = (count: number, fundingMinor: bigint) =>
  seedCustomers(count, fundingMinor, approvedAccountSetup);

/** `count` customers who may buy and top up, each with `fundingMinor` paise and the bench PIN. */
export const seedTradingCustomers = (count: number, fundingMinor: bigint) =>
  seedCustomers(count, fundingMinor, approvedProfile);
