/**
 * Where a withdrawal is paid: the customer's verified bank account as the payout provider knows it (a
 * contact and its fund account), created once per bank account and kept on the customer under the
 * account's fingerprint. New bank details have a new fingerprint, so they get a payee of their own, and
 * only once a review has approved them (the customer's KYC status is approved again).
 */
import type { KycStatus } from '../../../contract/account';
import type { VerifiedPayer } from '../deposits/verified-payer';
import { ForbiddenError } from '../errors';
import type { PayoutProvider } from '../payments/payout-provider';

export interface PayoutPayee {
  readonly fingerprint: string;
  readonly contactId: string;
  readonly fundAccountId: string;
  /** The account as the customer sees it (`HDFC0001234 ••••6789`), never the full number. */
  readonly accountLabel: string;
  readonly accountHolderName: string;
}

export interface PayeeStore {
  load(userId: string, fingerprint: string): Promise<PayoutPayee | undefined>;
  /** Keeps the first payee saved for a fingerprint and answers it (two first withdrawals at once). */
  saveIfAbsent(userId: string, payee: PayoutPayee): Promise<PayoutPayee>;
}

export interface PayeeDependencies {
  kycStatusOf(userId: string): Promise<KycStatus>;
  verifiedBank(userId: string): Promise<VerifiedPayer>;
  payees: PayeeStore;
  payouts: Pick<PayoutProvider, 'createContact' | 'createFundAccount'>;
}

const notVerified: Record<Exclude<KycStatus, 'approved'>, string> = {
  'not-submitted': 'Complete your account setup (KYC and bank details) to withdraw to your bank.',
  pending: 'Your account setup is being reviewed. You can withdraw to your bank account once it is approved.',
  rejected: 'Your account setup was not approved. Update it and submit it again to withdraw.',
};

/** Why a customer in this KYC status may not withdraw, or nothing when they may. */
export const withdrawalRefusal = (status: KycStatus): string | undefined =>
  status === 'approved' ? undefined : notVerified[status];

/** Only a KYC-verified person's approved bank account is paid (PMLA: money goes to whom we know). */
export async function assertWithdrawalAllowed(
  userId: string,
  deps: Pick<PayeeDependencies, 'kycStatusOf'>,
): Promise<void> {
  const refusal = withdrawalRefusal(await deps.kycStatusOf(userId));
  if (refusal) throw new ForbiddenError(refusal);
}

export const bankAccountLabel = (bank: Pick<VerifiedPayer, 'ifsc' | 'accountNumberMasked'>) =>
  `${bank.ifsc} ${bank.accountNumberMasked}`;

/** The payee of the customer's verified bank account, registered with the provider on first use. */
export async function verifiedPayee(userId: string, deps: PayeeDependencies): Promise<PayoutPayee> {
  await assertWithdrawalAllowed(userId, deps);
  const bank = await deps.verifiedBank(userId);
  const known = await deps.payees.load(userId, bank.fingerprint);
  if (known) return known;
  // The customer's id is our reference: the provider's dashboard then names no one by their details.
  const contact = await deps.payouts.createContact({
    name: bank.accountHolderName,
    type: 'customer',
    referenceId: userId,
  });
  const fundAccount = await deps.payouts.createFundAccount({
    contactId: contact.id,
    bankAccount: { name: bank.accountHolderName, ifsc: bank.ifsc, accountNumber: bank.accountNumber },
  });
  return deps.payees.saveIfAbsent(userId, {
    fingerprint: bank.fingerprint,
    contactId: contact.id,
    fundAccountId: fundAccount.id,
    accountLabel: bankAccountLabel(bank),
    accountHolderName: bank.accountHolderName,
  });
}
