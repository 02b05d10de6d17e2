/** API paths as the SPA calls them; they match entries of the route table in lib/model/routes.ts. */
export const apiPaths = {
  me: '/me',
} as const;
