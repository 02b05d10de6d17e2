/**
 * The customer profile: who they are and what they hold, as GET /me shows it. Pure: the repository
 * loads the stored record and balances, this module decides what a new profile is and how it reads.
 */
import type { KycStatus, Profile } from '../../contract/account';
import { owedReason } from './deposits/customer-receivable';
import { type Currency, formatAmount } from './money';

export type { KycStatus } from '../../contract/account';

export interface ProfileRecord {
  userId: string;
  email: string;
  kycStatus: KycStatus;
  createdAt: string;
  /** TRC20 deposit addresses assigned to this customer (none until the crypto wallet is opened). */
  trc20Addresses: string[];
  /** Set once the customer chose a transaction PIN (only its salted hash is stored). */
  transactionPinSet?: boolean;
  /** The profile picture (`protected/{userId}/avatar/…`), once set with PUT /me/avatar. */
  avatarKey?: string;
}

export type Balances = Partial<Record<Currency, bigint>>;

export function newProfile(userId: string, email: string, now: Date): ProfileRecord {
  return { userId, email, kycStatus: 'not-submitted', createdAt: now.toISOString(), trc20Addresses: [] };
}

/** `owedMinor`: what the customer owes us (customer-receivable.ts), 0 or absent when nothing. */
export function toProfileView(record: ProfileRecord, balances: Balances, owedMinor = 0n): Profile {
  return {
    userId: record.userId,
    email: record.email,
    KYCVerified: record.kycStatus === 'approved',
    kycStatus: record.kycStatus,
    transactionPinSet: record.transactionPinSet === true,
    fiatBalance: formatAmount(balances.INR ?? 0n, 'INR'),
    cryptoBalance: { USDT: formatAmount(balances.USDT ?? 0n, 'USDT') },
    cryptoAddresses: { TRC20: [...record.trc20Addresses] },
    createdAt: record.createdAt,
    ...(record.avatarKey ? { avatarKey: record.avatarKey } : {}),
    ...(owedMinor > 0n
      ? { owed: { amount: formatAmount(owedMinor, 'INR'), reason: owedReason(owedMinor) } }
      : {}),
  };
}
