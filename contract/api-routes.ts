/**
 * The HTTP API as the backend sees it: each route of api-paths.ts (name, method, path) with who may
 * call it and what it takes (body, query string, path parameters, each a zod/mini schema or an explicit
 * "none"). The handler chain authenticates and validates with it (lambdas/http/api-handler.ts), and
 * lib/model/routes.ts adds what only the cloud needs (handler module, grants) under the same names.
 * The SPA builds URLs from api-paths.ts alone, so it never loads these schemas to do so. Adding a route
 * is its path there, its entry here (the compiler refuses one without the other) and one in lib/model.
 */
import { AccountSetupRequestSchema } from './account-setup';
import { type ApiPath, type ApiRouteName, apiPaths } from './api-paths';
import { BuyOrderRequestSchema, BuyQuoteRequestSchema } from './buy-usdt';
import {
  CardDepositPathSchema,
  CardDepositQuoteQuerySchema,
  ConfirmCardDepositRequestSchema,
  CreateCardDepositRequestSchema,
} from './card-deposits';
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
import type { RouteAccess } from './route-access';
import { SetTransactionPinRequestSchema } from './transaction-pin';
import {
  AbortUploadRequestSchema,
  CompleteUploadRequestSchema,
  DownloadUrlRequestSchema,
  ListPartsRequestSchema,
  SignPartsRequestSchema,
  StartUploadRequestSchema,
} from './uploads';
import {
  StatementQuerySchema,
  TransactionListQuerySchema,
  WalletPathSchema,
  WalletTransactionPathSchema,
} from './wallets';

export {
  type ApiRouteName,
  apiPath,
  apiRouteNames,
  type HttpMethod,
  type PathParametersOf,
} from './api-paths';
export { KYC_REVIEWERS_GROUP, type RouteAccess } from './route-access';

export interface ApiRoute extends ApiPath {
  access: RouteAccess;
  /** `noBody`, `noQuery`, `noPathParameters` when the route takes none. */
  request: { body: RequestSchema; query: RequestSchema; pathParameters: RequestSchema };
}

export const apiRoutes = {
  getMe: {
    ...apiPaths.getMe,
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
  },
  signOutEverywhere: {
    ...apiPaths.signOutEverywhere,
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
  },
  setTransactionPin: {
    ...apiPaths.setTransactionPin,
    access: 'user',
    request: { body: SetTransactionPinRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  // Uploads: the browser sends files straight to S3 with URLs these routes presign, so no file
  // passes through a Lambda (6 MB payload limit).
  startUpload: {
    ...apiPaths.startUpload,
    access: 'user',
    request: { body: StartUploadRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  signUploadParts: {
    ...apiPaths.signUploadParts,
    access: 'user',
    request: { body: SignPartsRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  listUploadParts: {
    ...apiPaths.listUploadParts,
    access: 'user',
    request: { body: ListPartsRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  completeUpload: {
    ...apiPaths.completeUpload,
    access: 'user',
    request: { body: CompleteUploadRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  abortUpload: {
    ...apiPaths.abortUpload,
    access: 'user',
    request: { body: AbortUploadRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  createDownloadUrl: {
    ...apiPaths.createDownloadUrl,
    access: 'user',
    request: { body: DownloadUrlRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  // My documents: the caller's own files listed, copied and deleted; the profile picture.
  listDocuments: {
    ...apiPaths.listDocuments,
    access: 'user',
    request: { body: noBody, query: DocumentListQuerySchema, pathParameters: noPathParameters },
  },
  deleteDocument: {
    ...apiPaths.deleteDocument,
    access: 'user',
    request: { body: DeleteDocumentRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  copyDocument: {
    ...apiPaths.copyDocument,
    access: 'user',
    request: { body: CopyDocumentRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  setAvatar: {
    ...apiPaths.setAvatar,
    access: 'user',
    request: { body: SetAvatarRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  listDocumentReads: {
    ...apiPaths.listDocumentReads,
    access: 'reviewer',
    request: { body: noBody, query: DocumentReadsQuerySchema, pathParameters: noPathParameters },
  },
  // Account setup: KYC and bank details, sealed at field level, then a reviewer's decision.
  getAccountSetup: {
    ...apiPaths.getAccountSetup,
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
  },
  submitAccountSetup: {
    ...apiPaths.submitAccountSetup,
    access: 'user',
    request: { body: AccountSetupRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  listKycApplications: {
    ...apiPaths.listKycApplications,
    access: 'reviewer',
    request: { body: noBody, query: ReviewQueueQuerySchema, pathParameters: noPathParameters },
  },
  getKycApplication: {
    ...apiPaths.getKycApplication,
    access: 'reviewer',
    request: { body: noBody, query: noQuery, pathParameters: ApplicationPathSchema },
  },
  decideKycApplication: {
    ...apiPaths.decideKycApplication,
    access: 'reviewer',
    request: { body: ReviewDecisionRequestSchema, query: noQuery, pathParameters: ApplicationPathSchema },
  },
  // Wallets: the INR deposit account and each wallet's statement.
  getDepositAccount: {
    ...apiPaths.getDepositAccount,
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
  },
  getUsdtDepositAddress: {
    ...apiPaths.getUsdtDepositAddress,
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
  },
  listWalletTransactions: {
    ...apiPaths.listWalletTransactions,
    access: 'user',
    request: { body: noBody, query: TransactionListQuerySchema, pathParameters: WalletPathSchema },
  },
  getWalletStatement: {
    ...apiPaths.getWalletStatement,
    access: 'user',
    request: { body: noBody, query: StatementQuerySchema, pathParameters: WalletPathSchema },
  },
  getWalletTransaction: {
    ...apiPaths.getWalletTransaction,
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: WalletTransactionPathSchema },
  },
  // Card deposits: the server sets every figure and creates the provider's order; the browser pays on
  // the provider's checkout and comes back to confirm. Creating one needs an Idempotency-Key.
  getCardDepositQuote: {
    ...apiPaths.getCardDepositQuote,
    access: 'user',
    request: { body: noBody, query: CardDepositQuoteQuerySchema, pathParameters: noPathParameters },
  },
  createCardDeposit: {
    ...apiPaths.createCardDeposit,
    access: 'user',
    request: { body: CreateCardDepositRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  getCardDeposit: {
    ...apiPaths.getCardDeposit,
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: CardDepositPathSchema },
  },
  confirmCardDeposit: {
    ...apiPaths.confirmCardDeposit,
    access: 'user',
    request: { body: ConfirmCardDepositRequestSchema, query: noQuery, pathParameters: CardDepositPathSchema },
  },
  // Buying USDT: the terms before typing, a quote kept ~30 s, the buy confirmed with the PIN.
  getBuyTerms: {
    ...apiPaths.getBuyTerms,
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
  },
  createBuyQuote: {
    ...apiPaths.createBuyQuote,
    access: 'user',
    request: { body: BuyQuoteRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  executeBuy: {
    ...apiPaths.executeBuy,
    access: 'user',
    request: { body: BuyOrderRequestSchema, query: noQuery, pathParameters: noPathParameters },
  },
  // The payment provider's events: no token, but a signature over the raw body, checked first.
  receiveRazorpayWebhook: {
    ...apiPaths.receiveRazorpayWebhook,
    access: 'public',
    request: { body: RazorpayWebhookBodySchema, query: noQuery, pathParameters: noPathParameters },
  },
} as const satisfies { [Name in ApiRouteName]: ApiRoute };
