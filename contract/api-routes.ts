/**
 * The HTTP API as both sides see it: one entry per route with its method, path, who may call it and
 * what it takes (body, query string, path parameters, each a zod/mini schema or an explicit "none").
 * The SPA builds its URLs from it (apiPath), the handler chain authenticates and validates with it
 * (lambdas/http/api-handler.ts), and lib/model/routes.ts adds what only the cloud needs (handler
 * module, grants) under the same names. Adding a route is one entry here and one there.
 */
import { AccountSetupRequestSchema } from './account-setup';
import {
  CopyDocumentRequestSchema,
  DeleteDocumentRequestSchema,
  DocumentListQuerySchema,
  DocumentReadsQuerySchema,
  SetAvatarRequestSchema,
} from './documents';
import { ApplicationPathSchema, ReviewDecisionRequestSchema, ReviewQueueQuerySchema } from './kyc-review';
import { RazorpayWebhookBodySchema } from './payment-webhooks';
import { noBody, noPathParameters, noQuery, type RequestSchema } from './request-shapes';
import { SetTransactionPinRequestSchema } from './transaction-pin';
import {
  AbortUploadRequestSchema,
  CompleteUploadRequestSchema,
  DownloadUrlRequestSchema,
  ListPartsRequestSchema,
  SignPartsRequestSchema,
  StartUploadRequestSchema,
} from './uploads';
import { TransactionListQuerySchema, WalletPathSchema, WalletTransactionPathSchema } from './wallets';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Cognito group whose members may call `reviewer` routes. */
export const KYC_REVIEWERS_GROUP = 'kyc-reviewers';

/** `user`: any signed-in customer; `reviewer`: members of KYC_REVIEWERS_GROUP; `public`: no token. */
export type RouteAccess = 'public' | 'user' | 'reviewer';

export interface ApiRoute {
  method: HttpMethod;
  /** API Gateway path syntax: `/ops/kyc/applications/{userId}`. */
  path: string;
  access: RouteAccess;
  /** `noBody`, `noQuery`, `noPathParameters` when the route takes none. */
  request: { body: RequestSchema; query: RequestSchema; pathParameters: RequestSchema };
}

export const apiRoutes = {
  getMe: {
    method: 'GET',
    path: '/me',
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
  },
  signOutEverywhere: {
    method: 'POST',
    path: '/me/sign-out-everywhere',
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
  },
  setTransactionPin: {
    method: 'PUT',
    path: '/me/transaction-pin',
    access: 'user',
    request: { body: SetTransactionPinRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  // Uploads: the browser sends files straight to S3 with URLs these routes presign, so no file
  // passes through a Lambda (6 MB payload limit).
  startUpload: {
    method: 'POST',
    path: '/uploads',
    access: 'user',
    request: { body: StartUploadRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  signUploadParts: {
    method: 'POST',
    path: '/uploads/parts',
    access: 'user',
    request: { body: SignPartsRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  listUploadParts: {
    method: 'POST',
    path: '/uploads/list-parts',
    access: 'user',
    request: { body: ListPartsRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  completeUpload: {
    method: 'POST',
    path: '/uploads/complete',
    access: 'user',
    request: { body: CompleteUploadRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  abortUpload: {
    method: 'POST',
    path: '/uploads/abort',
    access: 'user',
    request: { body: AbortUploadRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  createDownloadUrl: {
    method: 'POST',
    path: '/uploads/download-url',
    access: 'user',
    request: { body: DownloadUrlRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  // My documents: the caller's own files listed, copied and deleted; the profile picture.
  listDocuments: {
    method: 'GET',
    path: '/documents',
    access: 'user',
    request: { body: noBody, query: DocumentListQuerySchema, pathParameters: noPathParameters },
  },
  deleteDocument: {
    method: 'POST',
    path: '/documents/delete',
    access: 'user',
    request: { body: DeleteDocumentRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  copyDocument: {
    method: 'POST',
    path: '/documents/copy',
    access: 'user',
    request: { body: CopyDocumentRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  setAvatar: {
    method: 'PUT',
    path: '/me/avatar',
    access: 'user',
    request: { body: SetAvatarRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  listDocumentReads: {
    method: 'GET',
    path: '/ops/audit/document-reads',
    access: 'reviewer',
    request: { body: noBody, query: DocumentReadsQuerySchema, pathParameters: noPathParameters },
  },
  // Account setup: KYC and bank details, sealed at field level, then a reviewer's decision.
  getAccountSetup: {
    method: 'GET',
    path: '/me/account-setup',
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
  },
  submitAccountSetup: {
    method: 'PUT',
    path: '/me/account-setup',
    access: 'user',
    request: { body: AccountSetupRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  listKycApplications: {
    method: 'GET',
    path: '/ops/kyc/applications',
    access: 'reviewer',
    request: { body: noBody, query: ReviewQueueQuerySchema, pathParameters: noPathParameters },
  },
  getKycApplication: {
    method: 'GET',
    path: '/ops/kyc/applications/{userId}',
    access: 'reviewer',
    request: { body: noBody, query: noQuery, pathParameters: ApplicationPathSchema },
  },
  decideKycApplication: {
    method: 'POST',
    path: '/ops/kyc/applications/{userId}/decision',
    access: 'reviewer',
    request: { body: ReviewDecisionRequestSchema, query: noQuery, pathParameters: ApplicationPathSchema },
  },
  // Wallets: the INR deposit account and each wallet's statement.
  getDepositAccount: {
    method: 'GET',
    path: '/wallets/inr/deposit-account',
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
  },
  listWalletTransactions: {
    method: 'GET',
    path: '/wallets/{currency}/transactions',
    access: 'user',
    request: { body: noBody, query: TransactionListQuerySchema, pathParameters: WalletPathSchema },
  },
  getWalletTransaction: {
    method: 'GET',
    path: '/wallets/{currency}/transactions/{transactionId}',
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: WalletTransactionPathSchema },
  },
  // The payment provider's events: no token, but a signature over the raw body, checked first.
  receiveRazorpayWebhook: {
    method: 'POST',
    path: '/webhooks/razorpay',
    access: 'public',
    request: { body: RazorpayWebhookBodySchema, query: noQuery, pathParameters: noPathParameters },
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof apiRoutes;

export const apiRouteNames = Object.keys(apiRoutes) as ApiRouteName[];

/** The `{name}` segments of a path, as a union of names. */
type PathParameterNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParameterNames<Rest>
  : never;

export type PathParametersOf<Name extends ApiRouteName> = {
  [Parameter in PathParameterNames<(typeof apiRoutes)[Name]['path']>]: string;
};

/**
 * A route's URL path with its parameters filled in, each percent-encoded as one path segment (a
 * `/` or `?` in a value can never reach another route): `apiPath('getKycApplication', { userId })`.
 */
export function apiPath<Name extends ApiRouteName>(
  name: Name,
  ...[parameters]: keyof PathParametersOf<Name> extends never ? [] : [PathParametersOf<Name>]
): string {
  const values = (parameters ?? {}) as Record<string, string>;
  return apiRoutes[name].path.replace(/\{(\w+)\}/g, (_, parameter: string) => {
    const value = values[parameter];
    if (value === undefined) throw new Error(`${name} needs the path parameter ${parameter}`);
    return encodeURIComponent(value);
  });
}
