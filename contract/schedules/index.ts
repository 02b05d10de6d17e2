/**
 * Every capability's scheduled jobs, one file each in this folder, named as the capability's routes
 * file beside it in contract/routes/. The cloud builds a function and a rule per job; the local twin
 * starts its loops from the same list.
 */
import type { ScheduledJob } from '../schedule-definition';
import { bankTransferSchedules } from './bank-transfers';
import { cardDepositSchedules } from './card-deposits';
import { chainDepositSchedules } from './chain-deposits';
import { inrWithdrawalSchedules } from './inr-withdrawals';
import { ledgerSchedules } from './ledger';
import { proofOfReservesSchedules } from './proof-of-reserves';
import { usdtWithdrawalSchedules } from './usdt-withdrawals';

export const scheduledJobsByName = {
  ...ledgerSchedules,
  ...proofOfReservesSchedules,
  ...cardDepositSchedules,
  ...bankTransferSchedules,
  ...inrWithdrawalSchedules,
  ...chainDepositSchedules,
  ...usdtWithdrawalSchedules,
};

export type ScheduledJobName = keyof typeof scheduledJobsByName;

/** Every scheduled job of every capability. */
export const scheduledJobs: readonly ScheduledJob[] = Object.values(scheduledJobsByName);
