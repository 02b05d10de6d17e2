/**
 * Opening a customer's deposit account right after their KYC approval, wherever the approval is made
 * (the reviewers' API or the ops command line), so it is ready on their first visit. When the
 * provider cannot be reached, or is slow, the approval stands and the first visit opens it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { openDepositAccountOnApproval } from '../domain/deposits/deposit-account';
import { describeError, logger } from '../observability/logger';
import { depositAccountDependencies } from './deposit-account-dependencies';
import { loadProfile } from './profile-repository';

/**
 * The provider's own timeout (10 s) is the function's: a provider that hangs must not make the
 * reviewer's approval time out after it was saved, so the opening gets a budget well inside that.
 */
const OPENING_BUDGET_MS = 4_000;

export async function openDepositAccountAfterApproval(userId: string): Promise<void> {
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
