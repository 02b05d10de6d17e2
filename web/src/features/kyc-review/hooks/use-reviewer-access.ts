/**
 * Whether the signed-in person is a KYC reviewer, from the `cognito:groups` claim of their ID token in
 * the token store. Only decides what the screens show: the API checks the group on every call.
 */
import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from '../../../config/runtime-config';
import { readClaims } from '../../../lib/auth/jwt-claims';
import { readStoredUser } from '../../../lib/auth/token-store';
import { REVIEWERS_GROUP } from './reviewers-group';

export type ReviewerAccess = 'checking' | 'reviewer' | 'not-reviewer';

export function isReviewerToken(idToken: string | null | undefined): boolean {
  const groups = readClaims(idToken)?.['cognito:groups'];
  return Array.isArray(groups) && groups.includes(REVIEWERS_GROUP);
}

export function useReviewerAccess(): ReviewerAccess {
  const [access, setAccess] = useState<ReviewerAccess>('checking');
  useEffect(() => {
    let current = true;
    loadRuntimeConfig()
      .then((config) => isReviewerToken(readStoredUser(config.cognito.userPoolClientId)?.idToken))
      .catch(() => false)
      .then((reviewer) => {
        if (current) setAccess(reviewer ? 'reviewer' : 'not-reviewer');
      });
    return () => {
      current = false;
    };
  }, []);
  return access;
}
