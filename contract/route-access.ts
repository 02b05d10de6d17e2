/** Who may call a route; the SPA reads the reviewers' group too, to show the review screens. */

/** Cognito group whose members may call `reviewer` routes. */
export const KYC_REVIEWERS_GROUP = 'kyc-reviewers';

/** `user`: any signed-in customer; `reviewer`: members of KYC_REVIEWERS_GROUP; `public`: no token. */
export type RouteAccess = 'public' | 'user' | 'reviewer';
