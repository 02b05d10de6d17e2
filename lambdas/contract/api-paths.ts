/** API paths as the SPA calls them; they match entries of the route table in lib/model/routes.ts. */
export const apiPaths = {
  me: '/me',
  signOutEverywhere: '/me/sign-out-everywhere',
  transactionPin: '/me/transaction-pin',
} as const;
