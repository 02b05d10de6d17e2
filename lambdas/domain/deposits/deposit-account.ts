/**
 * Each verified customer's own virtual account (account number, IFSC and UPI id) for topping up the INR
 * wallet by bank transfer or UPI. Created with the provider on the first visit, with the verified bank
 * account as its only allowed payer. The provider has no idempotency key for virtual accounts, so a
 * creation lease in our table makes concurrent first visits create one account, not several: the
 * visit holding the lease creates it, the others wait for it.
 */

import { ConflictError, ForbiddenError } from '../errors';
import { formatAmount } from '../money';
import type { PaymentProvider, ProviderVirtualAccount } from '../payments/payment-provider';
import type { KycStatus } from '../profile';
import { bankTransferLimits } from './bank-transfer-limits';
import type { VerifiedPayer } from './verified-payer';

export interface CustomerVirtualAccount {
  virtualAccountId: string;
  beneficiaryName: string;
  accountNumber: string;
  ifsc: string;
  bankName: string;
  upiId: string;
  verifiedBankAccount: { accountHolderName: string; accountNumberMasked: string; ifsc: string };
  createdAt: string;
}

export interface VirtualAccountOwner {
  userId: string;
  /** The fingerprint of the verified payer the account was created for. */
  payerFingerprint: string;
}

export interface VirtualAccountStore {
  find(userId: string): Promise<CustomerVirtualAccount | undefined>;
  /** True when this caller may create the account: nobody has one, and no unexpired lease is held. */
  takeCreationLease(userId: string, now: Date, leaseMs: number): Promise<boolean>;
  /** Stores the account and who owns it, ending the lease. */
  saveCreated(userId: string, account: CustomerVirtualAccount, payerFingerprint: string): Promise<void>;
  ownerOf(virtualAccountId: string): Promise<VirtualAccountOwner | undefined>;
}

export interface DepositAccountDependencies {
  store: VirtualAccountStore;
  provider: Pick<PaymentProvider, 'createVirtualAccount'>;
  verifiedPayer: (userId: string) => Promise<VerifiedPayer>;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
}

export interface DepositAccountCustomer {
  userId: string;
  email: string;
  kycStatus: KycStatus;
}

/** Longer than a function may run (10 s), so a lease outlives the visit holding it. */
const CREATION_LEASE_MS = 30_000;
const WAIT_STEP_MS = 250;
const WAIT_LIMIT_MS = 8_000;

const notVerified: Record<Exclude<KycStatus, 'approved'>, string> = {
  'not-submitted': 'Complete your account setup (KYC and bank details) to add money.',
  pending: 'Your account setup is being reviewed. You can add money once it is approved.',
  rejected: 'Your account setup was not approved. Update it and submit it again to add money.',
};

/** Only a KYC-verified person may add money (PMLA: a reporting entity knows its customers first). */
export function assertMayAddMoney(kycStatus: KycStatus): void {
  if (kycStatus !== 'approved') throw new ForbiddenError(notVerified[kycStatus]);
}

export async function depositAccountOf(
  customer: DepositAccountCustomer,
  deps: DepositAccountDependencies,
): Promise<CustomerVirtualAccount> {
  assertMayAddMoney(customer.kycStatus);
  const existing = await deps.store.find(customer.userId);
  if (existing) return existing;
  if (!(await deps.store.takeCreationLease(customer.userId, deps.now(), CREATION_LEASE_MS)))
    return waitForAccount(customer.userId, deps);
  const payer = await deps.verifiedPayer(customer.userId);
  const created = await deps.provider.createVirtualAccount({
    customer: { name: payer.accountHolderName, email: customer.email },
    allowedPayer: { ifsc: payer.ifsc, accountNumber: payer.accountNumber },
    description: 'INR wallet top-up',
    // Notes show in the provider's dashboard: an id, never PII.
    notes: { purpose: 'wallet-top-up', customer: customer.userId },
  });
  const account = customerVirtualAccount(created, payer, deps.now());
  await deps.store.saveCreated(customer.userId, account, payer.fingerprint);
  return account;
}

async function waitForAccount(userId: string, deps: DepositAccountDependencies) {
  for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
    await deps.sleep(WAIT_STEP_MS);
    const account = await deps.store.find(userId);
    if (account) return account;
  }
  throw new ConflictError('Your deposit account is still being set up. Please try again in a moment.');
}

function customerVirtualAccount(
  created: ProviderVirtualAccount,
  payer: VerifiedPayer,
  now: Date,
): CustomerVirtualAccount {
  if (!created.bankAccount || !created.vpa)
    throw new Error(`Virtual account ${created.id} came without a bank account or UPI receiver`);
  return {
    virtualAccountId: created.id,
    beneficiaryName: created.bankAccount.name,
    accountNumber: created.bankAccount.accountNumber,
    ifsc: created.bankAccount.ifsc,
    bankName: created.bankAccount.bankName,
    upiId: created.vpa.address,
    verifiedBankAccount: {
      accountHolderName: payer.accountHolderName,
      accountNumberMasked: payer.accountNumberMasked,
      ifsc: payer.ifsc,
    },
    createdAt: now.toISOString(),
  };
}

/** The account as the top-up screen shows it, with the limits and a `upi://pay` link for the QR code. */
export function depositAccountView(account: CustomerVirtualAccount) {
  // UPI apps read the `@` of the payee address literally; everything else is percent-encoded.
  const payee = encodeURIComponent(account.upiId).replace('%40', '@');
  const upiUri = `upi://pay?pa=${payee}&pn=${encodeURIComponent(account.beneficiaryName)}&cu=INR`;
  return {
    beneficiaryName: account.beneficiaryName,
    accountNumber: account.accountNumber,
    ifsc: account.ifsc,
    bankName: account.bankName,
    upiId: account.upiId,
    upiUri,
    verifiedBankAccount: account.verifiedBankAccount,
    limits: {
      minimum: formatAmount(bankTransferLimits.minimumMinor, 'INR'),
      perTransferMaximum: formatAmount(bankTransferLimits.perTransferMaximumMinor, 'INR'),
      dailyMaximum: formatAmount(bankTransferLimits.dailyMaximumMinor, 'INR'),
    },
  };
}
