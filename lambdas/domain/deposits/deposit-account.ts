/**
 * Each verified customer's own virtual account (account number, IFSC and UPI id) for topping up the INR
 * wallet by bank transfer or UPI. Created with the provider at KYC approval or on the first visit,
 * with the verified bank account as its only allowed payer. The provider has no idempotency key for
 * virtual accounts, so a creation lease in our table makes concurrent first visits create one account,
 * not several: the visit holding the lease creates it, the others wait for it. The provider's account
 * id is noted on the lease the moment it exists, so a visit that then fails to save the account (or
 * dies) leaves it to the next visit to reuse, never an orphan at the provider that a transfer could
 * reach with nobody to credit.
 */

import { ConflictError, ForbiddenError } from '../errors';
import { formatAmount } from '../money';
import type { PaymentProvider, ProviderVirtualAccount } from '../payments/payment-provider';
import type { KycStatus } from '../profile';
import { bankTransferLimits } from './bank-transfer-limits';
import { payerFingerprintInput, type VerifiedPayer } from './verified-payer';

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

/** The right to create a customer's account, and what an earlier holder of it left. */
export interface CreationLease {
  /** The provider account an earlier holder created and could not save. */
  providerAccountId?: string;
}

export interface VirtualAccountStore {
  find(userId: string): Promise<CustomerVirtualAccount | undefined>;
  /** The lease when this caller may create the account (nobody has one, no unexpired lease is held). */
  takeCreationLease(userId: string, now: Date, leaseMs: number): Promise<CreationLease | undefined>;
  /** Notes on the lease the provider account just created under it. */
  recordProviderAccount(userId: string, virtualAccountId: string): Promise<void>;
  /** Gives up a lease under which no provider account was created, so the next visit need not wait. */
  releaseCreationLease(userId: string): Promise<void>;
  /** Stores the account and who owns it, ending the lease. */
  saveCreated(userId: string, account: CustomerVirtualAccount, payerFingerprint: string): Promise<void>;
  ownerOf(virtualAccountId: string): Promise<VirtualAccountOwner | undefined>;
}

export interface DepositAccountDependencies {
  store: VirtualAccountStore;
  provider: Pick<PaymentProvider, 'createVirtualAccount' | 'fetchVirtualAccount' | 'addAllowedPayer'>;
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
  const lease = await deps.store.takeCreationLease(customer.userId, deps.now(), CREATION_LEASE_MS);
  if (!lease) return waitForAccount(customer.userId, deps);
  let payer: VerifiedPayer;
  let created: ProviderVirtualAccount;
  try {
    payer = await deps.verifiedPayer(customer.userId);
    created = await providerAccount(customer, payer, lease, deps);
  } catch (error) {
    // The store keeps a lease that names a provider account; any other the next visit may take at once.
    await deps.store.releaseCreationLease(customer.userId).catch(() => {});
    throw error;
  }
  const account = customerVirtualAccount(created, payer, deps.now());
  await deps.store.saveCreated(customer.userId, account, payer.fingerprint);
  return account;
}

/** The account an earlier lease holder created, if it is still open, or a new one noted on the lease. */
async function providerAccount(
  customer: DepositAccountCustomer,
  payer: VerifiedPayer,
  lease: CreationLease,
  deps: DepositAccountDependencies,
): Promise<ProviderVirtualAccount> {
  const allowedPayer = { ifsc: payer.ifsc, accountNumber: payer.accountNumber };
  if (lease.providerAccountId) {
    const earlier = await deps.provider.fetchVirtualAccount(lease.providerAccountId);
    if (earlier.status === 'active') {
      // Made for the verified account of its day; the person may have changed it since.
      const allowed = earlier.allowedPayers.some(
        (each) => payerFingerprintInput(each) === payerFingerprintInput(allowedPayer),
      );
      return allowed ? earlier : deps.provider.addAllowedPayer(earlier.id, allowedPayer);
    }
  }
  const created = await deps.provider.createVirtualAccount({
    customer: { name: payer.accountHolderName, email: customer.email },
    allowedPayer,
    description: 'INR wallet top-up',
    // Notes show in the provider's dashboard: an id, never PII.
    notes: { purpose: 'wallet-top-up', customer: customer.userId },
  });
  await deps.store.recordProviderAccount(customer.userId, created.id);
  return created;
}

/**
 * At KYC approval the account is made at once, so it is ready on the person's first visit. A provider
 * outage must never fail or undo an approval: the failure is handed back to be logged, and the first
 * visit creates the account instead.
 */
export async function openDepositAccountOnApproval(
  customer: Omit<DepositAccountCustomer, 'kycStatus'>,
  deps: DepositAccountDependencies,
): Promise<{ opened: true } | { opened: false; error: unknown }> {
  try {
    await depositAccountOf({ ...customer, kycStatus: 'approved' }, deps);
    return { opened: true };
  } catch (error) {
    return { opened: false, error };
  }
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
      minimum: formatAmount(bankTransferLimits.perRequest.min, 'INR'),
      perTransferMaximum: formatAmount(bankTransferLimits.perRequest.max, 'INR'),
      dailyMaximum: formatAmount(bankTransferLimits.perDay, 'INR'),
    },
  };
}
