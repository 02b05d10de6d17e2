import { KYC_REVIEWERS_GROUP } from '@contract/route-access';
import { describe, expect, it } from 'vitest';
import { REVIEWERS_GROUP } from '../hooks/reviewers-group';
import { isReviewerToken } from '../hooks/use-reviewer-access';

const token = (claims: object) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

describe('who sees the reviewer screens', () => {
  it('uses the same group name as the API routes', () => {
    expect(REVIEWERS_GROUP).toBe(KYC_REVIEWERS_GROUP);
  });

  it('lets members of the reviewers group in', () => {
    expect(isReviewerToken(token({ 'cognito:groups': ['kyc-reviewers'] }))).toBe(true);
  });

  it('keeps everyone else out', () => {
    expect(isReviewerToken(token({ 'cognito:groups': ['support'] }))).toBe(false);
    expect(isReviewerToken(token({}))).toBe(false);
    expect(isReviewerToken(null)).toBe(false);
  });
});
