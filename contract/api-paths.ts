/**
 * Every API route's name, method and path: the part of the route table the SPA needs to build URLs.
 * It imports no schema on purpose, so a screen that only calls the API does not load every route's
 * request validation (api-routes.ts adds access and request schemas to these same entries).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiPath {
  method: HttpMethod;
  /** API Gateway path syntax: `/ops/kyc/applications/{userId}`. */
  path: string;
}

export const apiPaths = {
  getMe: { method: 'GET', path: '/me' },
  signOutEverywhere: { method: 'POST', path: '/me/sign-out-everywhere' },
  setTransactionPin: { method: 'PUT', path: '/me/transaction-pin' },
  startUpload: { method: 'POST', path: '/uploads' },
  signUploadParts: { method: 'POST', path: '/uploads/parts' },
  listUploadParts: { method: 'POST', path: '/uploads/list-parts' },
  completeUpload: { method: 'POST', path: '/uploads/complete' },
  abortUpload: { method: 'POST', path: '/uploads/abort' },
  createDownloadUrl: { method: 'POST', path: '/uploads/download-url' },
  listDocuments: { method: 'GET', path: '/documents' },
  deleteDocument: { method: 'POST', path: '/documents/delete' },
  copyDocument: { method: 'POST', path: '/documents/copy' },
  setAvatar: { method: 'PUT', path: '/me/avatar' },
  listDocumentReads: { method: 'GET', path: '/ops/audit/document-reads' },
  getAccountSetup: { method: 'GET', path: '/me/account-setup' },
  submitAccountSetup: { method: 'PUT', path: '/me/account-setup' },
  listKycApplications: { method: 'GET', path: '/ops/kyc/applications' },
  getKycApplication: { method: 'GET', path: '/ops/kyc/applications/{userId}' },
  decideKycApplication: { method: 'POST', path: '/ops/kyc/applications/{userId}/decision' },
  getDepositAccount: { method: 'GET', path: '/wallets/inr/deposit-account' },
  getUsdtDepositAddress: { method: 'GET', path: '/wallets/usdt/deposit-address' },
  listWalletTransactions: { method: 'GET', path: '/wallets/{currency}/transactions' },
  getWalletStatement: { method: 'GET', path: '/wallets/{currency}/statement' },
  getWalletTransaction: { method: 'GET', path: '/wallets/{currency}/transactions/{transactionId}' },
  getCardDepositQuote: { method: 'GET', path: '/wallets/inr/card-deposits/quote' },
  createCardDeposit: { method: 'POST', path: '/wallets/inr/card-deposits' },
  getCardDeposit: { method: 'GET', path: '/wallets/inr/card-deposits/{transactionId}' },
  confirmCardDeposit: { method: 'POST', path: '/wallets/inr/card-deposits/{transactionId}/confirm' },
  getBuyTerms: { method: 'GET', path: '/trade/buy-usdt/terms' },
  createBuyQuote: { method: 'POST', path: '/trade/buy-usdt/quotes' },
  executeBuy: { method: 'POST', path: '/trade/buy-usdt/orders' },
  receiveRazorpayWebhook: { method: 'POST', path: '/webhooks/razorpay' },
} as const satisfies Record<string, ApiPath>;

export type ApiRouteName = keyof typeof apiPaths;

export const apiRouteNames = Object.keys(apiPaths) as ApiRouteName[];

/** The `{name}` segments of a path, as a union of names. */
type PathParameterNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParameterNames<Rest>
  : never;

export type PathParametersOf<Name extends ApiRouteName> = {
  [Parameter in PathParameterNames<(typeof apiPaths)[Name]['path']>]: string;
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
  return apiPaths[name].path.replace(/\{(\w+)\}/g, (_, parameter: string) => {
    const value = values[parameter];
    if (value === undefined) throw new Error(`${name} needs the path parameter ${parameter}`);
    return encodeURIComponent(value);
  });
}
