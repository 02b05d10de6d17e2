/**
 * A KYC reviewer for the local twin, so a person (or a test) can open the review screens at once:
 * `reviewer@wallet.local`, confirmed, in the kyc-reviewers group. The password is generated on the
 * first start and kept in `.local/<profile>/reviewer.json` (ignored by git); every start makes the
 * account match it again, so restarts, resets and fresh test pools all end in the same state.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KYC_REVIEWERS_GROUP } from '../../contract/route-access';
import { writeFileAtomically } from './atomic-file';
import type { CognitoLocal } from './cognito-local';
import { profileDirectory } from './local-paths';
import type { LocalProfile } from './ports';

export const LOCAL_REVIEWER_EMAIL = 'reviewer@wallet.local';

export interface ReviewerSignIn {
  email: string;
  password: string;
}

function reviewerPassword(profile: LocalProfile): string {
  const file = join(profileDirectory(profile), 'reviewer.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<ReviewerSignIn>;
    if (typeof saved.password === 'string' && saved.password.length >= 8) return saved.password;
  }
  const password = `review-${randomBytes(9).toString('base64url')}`;
  writeFileAtomically(file, `${JSON.stringify({ email: LOCAL_REVIEWER_EMAIL, password }, null, 2)}\n`, {
    mode: 0o600,
  });
  return password;
}

export async function ensureLocalReviewer(
  cognito: CognitoLocal,
  userPoolId: string,
  profile: LocalProfile,
): Promise<ReviewerSignIn> {
  const password = reviewerPassword(profile);
  const exists = await cognito
    .call('AdminGetUser', { UserPoolId: userPoolId, Username: LOCAL_REVIEWER_EMAIL })
    .then(() => true)
    .catch(() => false);
  if (!exists) {
    await cognito.call('AdminCreateUser', {
      UserPoolId: userPoolId,
      Username: LOCAL_REVIEWER_EMAIL,
      UserAttributes: [
        { Name: 'email', Value: LOCAL_REVIEWER_EMAIL },
        { Name: 'email_verified', Value: 'true' },
      ],
      MessageAction: 'SUPPRESS',
    });
  }
  // Permanent: the account is CONFIRMED and signs in without a forced password change.
  await cognito.call('AdminSetUserPassword', {
    UserPoolId: userPoolId,
    Username: LOCAL_REVIEWER_EMAIL,
    Password: password,
    Permanent: true,
  });
  await cognito.call('AdminAddUserToGroup', {
    UserPoolId: userPoolId,
    Username: LOCAL_REVIEWER_EMAIL,
    GroupName: KYC_REVIEWERS_GROUP,
  });
  return { email: LOCAL_REVIEWER_EMAIL, password };
}
