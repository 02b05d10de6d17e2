/** KYC reviewers: the Cognito group that may review account set-ups, named once in the contract. */
import { KYC_REVIEWERS_GROUP } from '@contract/route-access';
import type { CurrentUser } from './session';

export const REVIEWERS_GROUP = KYC_REVIEWERS_GROUP;

/** Decides only what the screens offer: the API checks the group on every call. */
export function isReviewer(user: CurrentUser | null | undefined): boolean {
  return user?.groups.includes(REVIEWERS_GROUP) === true;
}
