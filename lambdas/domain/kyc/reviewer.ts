/**
 * Who reviews: a member of the `kyc-reviewers` group (by their Cognito `sub` and email), or an
 * operator at the command line (`ops-cli:<os user>`). Every decision and every read of an
 * application names one.
 */
import type { Caller } from '../open-profile';

export interface Reviewer {
  id: string;
  email?: string;
}

/** The API's access tokens carry no email, so it comes from the user pool then. */
export async function reviewerOf(
  caller: Caller,
  emailOfUser: (username: string) => Promise<string>,
): Promise<Reviewer> {
  return { id: caller.userId, email: caller.email ?? (await emailOfUser(caller.username)) };
}

export const operatorReviewer = (osUser: string): Reviewer => ({ id: `ops-cli:${osUser}` });

/** How a reviewer is named on screen and in the decisions history. */
export const reviewerName = (reviewer: Reviewer): string => reviewer.email ?? reviewer.id;
