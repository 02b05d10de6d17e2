/** API paths as the SPA calls them; they match entries of the route table in lib/model/routes.ts. */
export const apiPaths = {
  me: '/me',
  signOutEverywhere: '/me/sign-out-everywhere',
  transactionPin: '/me/transaction-pin',
  accountSetup: '/me/account-setup',
  uploads: '/uploads',
  uploadParts: '/uploads/parts',
  uploadListParts: '/uploads/list-parts',
  uploadComplete: '/uploads/complete',
  uploadAbort: '/uploads/abort',
  uploadDownloadUrl: '/uploads/download-url',
  kycQueue: '/ops/kyc/applications',
  kycApplication: (userId: string) => `/ops/kyc/applications/${encodeURIComponent(userId)}`,
  kycDecision: (userId: string) => `/ops/kyc/applications/${encodeURIComponent(userId)}/decision`,
} as const;
