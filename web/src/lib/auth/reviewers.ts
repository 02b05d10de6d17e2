/** KYC reviewers: the Cognito group that may review account set-ups (KYC_REVIEWERS_GROUP in lib/model/routes.ts). */
import type { CurrentUser } from './session';

export const REVIEWERS_GROUP = 'kyc-reviewers';

/** Decides only what the screens offer: the API checks the group on every call. */
export function isReviewer(user: CurrentUser | null | undefined): boolean {
  return user?.groups.includes(REVIEWERS_GROUP) === true;
}
