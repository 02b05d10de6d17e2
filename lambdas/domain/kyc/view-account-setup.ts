/** GET /me/account-setup: where the customer's account setup stands, every identity number masked. */
import type { AccountSetupView } from '../../../contract/account-setup';
import type { AccountSetupStore } from './account-setup-store';
import { toAccountSetupView } from './kyc-application';

export async function viewAccountSetup(
  userId: string,
  store: Pick<AccountSetupStore, 'load'>,
): Promise<AccountSetupView> {
  const { profile, application, bank } = await store.load(userId);
  return toAccountSetupView(profile?.kycStatus ?? 'not-submitted', application, bank);
}
