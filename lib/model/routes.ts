/**
 * The one route table of the HTTP API. CDK creates one Lambda function and one API Gateway route per
 * entry (with exactly the grants listed); the local HTTP API serves the same entries by importing the
 * same handler modules. Adding a feature means adding a line here.
 */
import type { TableId } from './tables';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `user`: any signed-in customer; `reviewer`: members of the KYC reviewers group; `public`: no token. */
export type RouteAccess = 'public' | 'user' | 'reviewer';

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

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax: `/documents/{documentId}`. */
  path: string;
  /** Handler module, relative to the repository root; it exports `handler`. */
  entry: string;
  /** PascalCase name: the CDK construct id and the `npm run invoke` name. */
  functionName: string;
  access: RouteAccess;
  /**
   * Every `user` and `reviewer` route reads the accounts table (at least `read`): the shared handler
   * chain refuses tokens issued before the customer signed out of all devices.
   */
  tables?: Partial<Record<TableId, Grant>>;
  uploadsBucket?: BucketGrant;
  /** User pool calls the handler makes (for example AdminGetUser for an email not in the token). */
  userPoolActions?: readonly UserPoolAction[];
  fieldKeyActions?: readonly FieldKeyAction[];
}

export const routes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    path: '/me',
    entry: 'lambdas/me/get-me.ts',
    functionName: 'GetMe',
    access: 'user',
    tables: { accounts: 'readWrite' },
    // Presigns the link to the profile picture that the profile shows.
    uploadsBucket: 'read',
    userPoolActions: ['cognito-idp:AdminGetUser'],
  },
  {
    method: 'POST',
    path: '/me/sign-out-everywhere',
    entry: 'lambdas/me/sign-out-everywhere.ts',
    functionName: 'SignOutEverywhere',
    access: 'user',
    tables: { accounts: 'readWrite' },
    userPoolActions: ['cognito-idp:AdminUserGlobalSignOut'],
  },
  {
    method: 'PUT',
    path: '/me/transaction-pin',
    entry: 'lambdas/me/set-transaction-pin.ts',
    functionName: 'SetTransactionPin',
    access: 'user',
    tables: { accounts: 'readWrite' },
  },
  // Uploads: the browser sends files straight to S3 with URLs these routes presign, so no file
  // passes through a Lambda (6 MB payload limit).
  {
    method: 'POST',
    path: '/uploads',
    entry: 'lambdas/uploads/start-upload.ts',
    functionName: 'StartUpload',
    access: 'user',
    tables: { accounts: 'read' },
    uploadsBucket: 'readWrite',
  },
  {
    method: 'POST',
    path: '/uploads/parts',
    entry: 'lambdas/uploads/sign-upload-parts.ts',
    functionName: 'SignUploadParts',
    access: 'user',
    tables: { accounts: 'read' },
    uploadsBucket: 'readWrite',
  },
  {
    method: 'POST',
    path: '/uploads/list-parts',
    entry: 'lambdas/uploads/list-upload-parts.ts',
    functionName: 'ListUploadParts',
    access: 'user',
    tables: { accounts: 'read' },
    uploadsBucket: 'readWrite',
  },
  {
    method: 'POST',
    path: '/uploads/complete',
    entry: 'lambdas/uploads/complete-upload.ts',
    functionName: 'CompleteUpload',
    access: 'user',
    tables: { accounts: 'read' },
    uploadsBucket: 'readWrite',
  },
  {
    method: 'POST',
    path: '/uploads/abort',
    entry: 'lambdas/uploads/abort-upload.ts',
    functionName: 'AbortUpload',
    access: 'user',
    tables: { accounts: 'read' },
    uploadsBucket: 'readWrite',
  },
  {
    method: 'POST',
    path: '/uploads/download-url',
    entry: 'lambdas/uploads/create-download-url.ts',
    functionName: 'CreateDownloadUrl',
    access: 'user',
    // Writes the record of a reviewer's read of someone else's file (kept for audit).
    tables: { accounts: 'readWrite' },
    uploadsBucket: 'read',
    // The reviewer's email for that record, when the token is an access token.
    userPoolActions: ['cognito-idp:AdminGetUser'],
  },
  // My documents: the caller's own files listed, copied and deleted; the profile picture.
  {
    method: 'GET',
    path: '/documents',
    entry: 'lambdas/documents/list-documents.ts',
    functionName: 'ListDocuments',
    access: 'user',
    tables: { accounts: 'read' },
    uploadsBucket: 'list',
  },
  {
    method: 'POST',
    path: '/documents/delete',
    entry: 'lambdas/documents/delete-document.ts',
    functionName: 'DeleteDocument',
    access: 'user',
    // Forgets the profile picture when its file is deleted.
    tables: { accounts: 'readWrite' },
    uploadsBucket: 'delete',
  },
  {
    method: 'POST',
    path: '/documents/copy',
    entry: 'lambdas/documents/copy-document.ts',
    functionName: 'CopyDocument',
    access: 'user',
    tables: { accounts: 'read' },
    uploadsBucket: 'copy',
  },
  {
    method: 'PUT',
    path: '/me/avatar',
    entry: 'lambdas/me/set-avatar.ts',
    functionName: 'SetAvatar',
    access: 'user',
    tables: { accounts: 'readWrite' },
    uploadsBucket: 'read',
  },
  {
    method: 'GET',
    path: '/ops/audit/document-reads',
    entry: 'lambdas/ops/list-document-reads.ts',
    functionName: 'ListDocumentReads',
    access: 'reviewer',
    tables: { accounts: 'read' },
  },
  // Account setup: KYC and bank details, sealed at field level, then a reviewer's decision.
  {
    method: 'GET',
    path: '/me/account-setup',
    entry: 'lambdas/me/get-account-setup.ts',
    functionName: 'GetAccountSetup',
    access: 'user',
    tables: { accounts: 'read' },
  },
  {
    method: 'PUT',
    path: '/me/account-setup',
    entry: 'lambdas/me/submit-account-setup.ts',
    functionName: 'SubmitAccountSetup',
    access: 'user',
    tables: { accounts: 'readWrite' },
    // HEAD of the two ID images the customer uploaded, and the review copies made of them on submit
    // (which the customer cannot overwrite while the application is reviewed).
    uploadsBucket: 'copyAndDiscard',
    userPoolActions: ['cognito-idp:AdminGetUser'],
    fieldKeyActions: ['kms:GenerateDataKey', 'kms:GenerateMac'],
  },
  {
    method: 'GET',
    path: '/ops/kyc/applications',
    entry: 'lambdas/ops/list-kyc-applications.ts',
    functionName: 'ListKycApplications',
    access: 'reviewer',
    tables: { accounts: 'read' },
  },
  {
    method: 'GET',
    path: '/ops/kyc/applications/{userId}',
    entry: 'lambdas/ops/get-kyc-application.ts',
    functionName: 'GetKycApplication',
    access: 'reviewer',
    // Writes the record of the reviewer's read.
    tables: { accounts: 'readWrite' },
    // Presigned GETs of the ID images.
    uploadsBucket: 'read',
    userPoolActions: ['cognito-idp:AdminGetUser'],
    fieldKeyActions: ['kms:Decrypt'],
  },
  {
    method: 'POST',
    path: '/ops/kyc/applications/{userId}/decision',
    entry: 'lambdas/ops/decide-kyc-application.ts',
    functionName: 'DecideKycApplication',
    access: 'reviewer',
    tables: { accounts: 'readWrite' },
    userPoolActions: ['cognito-idp:AdminGetUser'],
  },
];

/** Group whose members may call `reviewer` routes. */
export const KYC_REVIEWERS_GROUP = 'kyc-reviewers';
