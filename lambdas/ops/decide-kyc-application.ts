/**
 * POST /ops/kyc/applications/{userId}/decision — approve, or reject with a reason (recorded, final).
 * An approval also opens the customer's deposit account, so it is ready on their first visit; when
 * the provider cannot be reached, or is slow, the approval stands and the first visit opens it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { depositAccountDependencies } from '../adapters/deposit-account-dependencies';
import { reviewStore } from '../adapters/kyc-review-repository';
import { loadProfile } from '../adapters/profile-repository';
import { emailOfUser } from '../adapters/user-directory';
import { openDepositAccountOnApproval } from '../domain/deposits/deposit-account';
import { decideApplication } from '../domain/kyc/review-decision';
import { reviewerOf } from '../domain/kyc/reviewer';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';
import { describeError, logger } from '../observability/logger';

/**
 * The provider's own timeout (10 s) is the function's: a provider that hangs must not make the
 * reviewer's approval time out after it was saved, so the opening gets a budget well inside that.
 */
const OPENING_BUDGET_MS = 4_000;

async function openDepositAccount(userId: string): Promise<void> {
  const email = (await loadProfile(userId))?.email ?? '';
  const outcome = await Promise.race([
    openDepositAccountOnApproval({ userId, email }, depositAccountDependencies),
    sleep(
      OPENING_BUDGET_MS,
      { opened: false, error: new Error(`Not opened within ${OPENING_BUDGET_MS} ms`) } as const,
      { ref: false },
    ),
  ]);
  if (!outcome.opened)
    logger.warn('No deposit account at approval; the first visit opens it', describeError(outcome.error));
}

export const handler = apiHandler('decideKycApplication', async ({ caller, body, pathParameters }) => {
  const result = await decideApplication(await reviewerOf(caller, emailOfUser), pathParameters.userId, body, {
    store: reviewStore,
    now: () => new Date(),
  });
  if (result.status === 'approved') await openDepositAccount(result.userId);
  return json(result);
});
