/**
 * The one route table of the HTTP API, cloud side: for every route of the contract's table
 * (contract/api-routes.ts: method and path from api-paths.ts, access, request schemas) the handler module and exactly the
 * grants its function gets. CDK creates one Lambda function and one API Gateway route per entry; the
 * local HTTP API serves the same entries by importing the same handler modules.
 */
import { type ApiRoute, type ApiRouteName, apiRouteNames, apiRoutes } from '../../contract/api-routes';
import type { TableId } from './tables';

export { type HttpMethod, KYC_REVIEWERS_GROUP, type RouteAccess } from '../../contract/api-routes';

export type Grant = 'read' | 'readWrite';

/**
 * Rights on the uploads bucket: `read`/`readWrite` as for tables; `list` lists the caller's prefixes
 * and uploads in progress; `delete` deletes and aborts; `copy` reads and writes objects (server-side
 * copies); `copyAndDiscard` also deletes the copies a failed KYC submission leaves.
 */
export type BucketGrant = Grant | 'list' | 'delete' | 'copy' | 'copyAndDiscard';

/** User pool actions a handler may call as an administrator; CDK grants exactly these on the pool. */
export type UserPoolAction = 'cognito-idp:AdminGetUser' | 'cognito-idp:AdminUserGlobalSignOut';

/**
 * KMS calls on the field keys (lambdas/adapters/field-cipher). GenerateDataKey and Decrypt use the
 * field encryption key, GenerateMac the identity-number hash key; CDK grants exactly these on them.
 * Only reviewer routes ever Decrypt: customers see identity numbers masked.
 */
export type FieldKeyAction = 'kms:GenerateDataKey' | 'kms:Decrypt' | 'kms:GenerateMac';

/** The kinds of sealed record (the field cipher's encryption context); see `sealedRecords`. */
export type SealedRecordKind = 'kyc-application' | 'bank-details';

/**
 * The payment provider's secrets (Secrets Manager in the cloud, values from the sandbox locally); CDK
 * lets a function read exactly the ones listed.
 */
export type ProviderSecret = 'razorpayKeySecret' | 'razorpayWebhookSecret';

/** What only the cloud needs to know about a route. */
export interface RouteInfrastructure {
  /** Handler module, relative to the repository root; it exports `handler`. */
  entry: string;
  /**
   * Every `user` and `reviewer` route reads the accounts table (at least `read`): the shared handler
   * chain refuses tokens issued before the customer signed out of all devices.
   */
  tables?: Partial<Record<TableId, Grant>>;
  uploadsBucket?: BucketGrant;
  /** User pool calls the handler makes (for example AdminGetUser for an email not in the token). */
  userPoolActions?: readonly UserPoolAction[];
  fieldKeyActions?: readonly FieldKeyAction[];
  /** When set, the route's data-key calls are held to these records by their encryption context. */
  sealedRecords?: readonly SealedRecordKind[];
  secrets?: readonly ProviderSecret[];
}

/** Keyed by the contract's route names: a route missing on either side does not compile. */
export const routeInfrastructure: Record<ApiRouteName, RouteInfrastructure> = {
  getMe: {
    entry: 'lambdas/me/get-me.ts',
    tables: { accounts: 'readWrite' },
    // Presigns the link to the profile picture that the profile shows.
    uploadsBucket: 'read',
    userPoolActions: ['cognito-idp:AdminGetUser'],
  },
  signOutEverywhere: {
    entry: 'lambdas/me/sign-out-everywhere.ts',
    tables: { accounts: 'readWrite' },
    userPoolActions: ['cognito-idp:AdminUserGlobalSignOut'],
  },
  setTransactionPin: {
    entry: 'lambdas/me/set-transaction-pin.ts',
    tables: { accounts: 'readWrite' },
  },
  // Uploads: the browser sends files straight to S3 with URLs these routes presign.
  startUpload: {
    entry: 'lambdas/uploads/start-upload.ts',
    // Records the upload's session (owner, key, upload id) before the id is handed out.
    tables: { accounts: 'readWrite' },
    uploadsBucket: 'readWrite',
  },
  signUploadParts: {
    entry: 'lambdas/uploads/sign-upload-parts.ts',
    // Looks up the upload's session: parts are signed for its owner and key only.
    tables: { accounts: 'read' },
    uploadsBucket: 'readWrite',
  },
  listUploadParts: {
    entry: 'lambdas/uploads/list-upload-parts.ts',
    // Looks up the upload's session: parts are listed for its owner and key only.
    tables: { accounts: 'read' },
    uploadsBucket: 'readWrite',
  },
  completeUpload: {
    entry: 'lambdas/uploads/complete-upload.ts',
    // Looks up the upload's session and ends it.
    tables: { accounts: 'readWrite' },
    uploadsBucket: 'readWrite',
  },
  abortUpload: {
    entry: 'lambdas/uploads/abort-upload.ts',
    // Looks up the upload's session and ends it.
    tables: { accounts: 'readWrite' },
    uploadsBucket: 'readWrite',
  },
  createDownloadUrl: {
    entry: 'lambdas/uploads/create-download-url.ts',
    // Writes the record of a reviewer's read of someone else's file (kept for audit).
    tables: { accounts: 'readWrite' },
    uploadsBucket: 'read',
    // The reviewer's email for that record, when the token is an access token.
    userPoolActions: ['cognito-idp:AdminGetUser'],
  },
  // My documents: the caller's own files listed, copied and deleted; the profile picture.
  listDocuments: {
    entry: 'lambdas/documents/list-documents.ts',
    tables: { accounts: 'read' },
    uploadsBucket: 'list',
  },
  deleteDocument: {
    entry: 'lambdas/documents/delete-document.ts',
    // Forgets the profile picture when its file is deleted.
    tables: { accounts: 'readWrite' },
    uploadsBucket: 'delete',
  },
  copyDocument: {
    entry: 'lambdas/documents/copy-document.ts',
    tables: { accounts: 'read' },
    uploadsBucket: 'copy',
  },
  setAvatar: {
    entry: 'lambdas/me/set-avatar.ts',
    tables: { accounts: 'readWrite' },
    uploadsBucket: 'read',
  },
  listDocumentReads: {
    entry: 'lambdas/ops/list-document-reads.ts',
    tables: { accounts: 'read' },
  },
  // Account setup: KYC and bank details, sealed at field level, then a reviewer's decision.
  getAccountSetup: {
    entry: 'lambdas/me/get-account-setup.ts',
    tables: { accounts: 'read' },
  },
  submitAccountSetup: {
    entry: 'lambdas/me/submit-account-setup.ts',
    tables: { accounts: 'readWrite' },
    // HEAD of the two ID images the customer uploaded, and the review copies made of them on submit
    // (which the customer cannot overwrite while the application is reviewed).
    uploadsBucket: 'copyAndDiscard',
    userPoolActions: ['cognito-idp:AdminGetUser'],
    fieldKeyActions: ['kms:GenerateDataKey', 'kms:GenerateMac'],
  },
  listKycApplications: {
    entry: 'lambdas/ops/list-kyc-applications.ts',
    tables: { accounts: 'read' },
  },
  getKycApplication: {
    entry: 'lambdas/ops/get-kyc-application.ts',
    // Writes the record of the reviewer's read.
    tables: { accounts: 'readWrite' },
    // Presigned GETs of the ID images.
    uploadsBucket: 'read',
    userPoolActions: ['cognito-idp:AdminGetUser'],
    fieldKeyActions: ['kms:Decrypt'],
  },
  decideKycApplication: {
    entry: 'lambdas/ops/decide-kyc-application.ts',
    tables: { accounts: 'readWrite' },
    userPoolActions: ['cognito-idp:AdminGetUser'],
    // An approval opens the customer's deposit account, as getDepositAccount does (same grants, why there).
    fieldKeyActions: ['kms:Decrypt', 'kms:GenerateMac'],
    sealedRecords: ['bank-details'],
    secrets: ['razorpayKeySecret'],
  },
  // Wallets: the INR deposit account and each wallet's statement.
  getDepositAccount: {
    entry: 'lambdas/wallets/get-deposit-account.ts',
    tables: { accounts: 'readWrite' },
    // Opens the customer's own sealed bank account number only to register it with the provider as
    // the virtual account's allowed payer (the response shows it masked), and fingerprints it.
    fieldKeyActions: ['kms:Decrypt', 'kms:GenerateMac'],
    sealedRecords: ['bank-details'],
    secrets: ['razorpayKeySecret'],
  },
  getUsdtDepositAddress: {
    entry: 'lambdas/wallets/get-usdt-deposit-address.ts',
    // Assigns the person's address on the first visit (the index counter, the owner, the profile).
    tables: { accounts: 'readWrite' },
  },
  listWalletTransactions: {
    entry: 'lambdas/wallets/list-wallet-transactions.ts',
    tables: { accounts: 'read' },
  },
  getWalletStatement: {
    entry: 'lambdas/wallets/get-wallet-statement.ts',
    tables: { accounts: 'read' },
  },
  getWalletTransaction: {
    entry: 'lambdas/wallets/get-wallet-transaction.ts',
    tables: { accounts: 'read' },
  },
  getCardDepositQuote: {
    entry: 'lambdas/wallets/get-card-deposit-quote.ts',
    tables: { accounts: 'read' },
  },
  createCardDeposit: {
    entry: 'lambdas/wallets/create-card-deposit.ts',
    // Reads the profile (KYC status), records the pending deposit; the Idempotency-Key's record.
    tables: { accounts: 'readWrite', idempotency: 'readWrite' },
    // Creates the provider's order (HTTP Basic with the key secret).
    secrets: ['razorpayKeySecret'],
  },
  getCardDeposit: {
    entry: 'lambdas/wallets/get-card-deposit.ts',
    // A pending deposit is checked with the provider on read, and credited, failed or expired.
    tables: { accounts: 'readWrite' },
    secrets: ['razorpayKeySecret'],
  },
  confirmCardDeposit: {
    entry: 'lambdas/wallets/confirm-card-deposit.ts',
    tables: { accounts: 'readWrite' },
    // Checks the checkout's signature (HMAC keyed with the key secret), then fetches the payment.
    secrets: ['razorpayKeySecret'],
  },
  // Buying USDT. Each reads the price feed (PRICE_FEED_URL, every handler's environment: a public
  // HTTPS ticker, no grant); the day's total spent is read from the accounts table.
  getBuyTerms: {
    entry: 'lambdas/trade/get-buy-terms.ts',
    tables: { accounts: 'read' },
  },
  createBuyQuote: {
    entry: 'lambdas/trade/create-buy-quote.ts',
    // Keeps the quote under the customer.
    tables: { accounts: 'readWrite' },
  },
  executeBuy: {
    entry: 'lambdas/trade/execute-buy.ts',
    // Counts PIN attempts and posts the journal entry; the Idempotency-Key records its answer.
    tables: { accounts: 'readWrite', idempotency: 'readWrite' },
  },
  receiveRazorpayWebhook: {
    entry: 'lambdas/webhooks/razorpay-webhook.ts',
    // Posts journal entries; reads virtual account owners.
    tables: { accounts: 'readWrite' },
    // Fingerprints the payer's account to compare it with the verified one; never decrypts.
    fieldKeyActions: ['kms:GenerateMac'],
    // The webhook secret checks the signature; the key secret fetches the payment an event names,
    // so a leaked webhook secret alone cannot move money.
    secrets: ['razorpayWebhookSecret', 'razorpayKeySecret'],
  },
};

export interface RouteDefinition extends ApiRoute, RouteInfrastructure {
  /** The contract's route name: `getKycApplication`. */
  name: ApiRouteName;
  /** PascalCase of the name: the CDK construct id and the `npm run invoke` name (`GetKycApplication`). */
  functionName: string;
}

export const pascalCase = (name: string) => `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;

/**
 * A route's sample event for `npm run invoke` and the route-table tests, relative to the repository
 * root: `GetKycApplication` → `events/get-kyc-application.json`.
 */
export const sampleEventFile = (functionName: string) =>
  `events/${functionName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.json`;

/** Every route, contract and infrastructure joined, in the contract's order. */
export const routes: readonly RouteDefinition[] = apiRouteNames.map((name) => ({
  ...apiRoutes[name],
  ...routeInfrastructure[name],
  name,
  functionName: pascalCase(name),
}));

export function routeNamed(name: ApiRouteName): RouteDefinition {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}
