/** Withdrawals and saved addresses as the API shows them: decimal strings, times as ISO. */
import { namedLimits } from '../../../contract/limits';
import {
  type UsdtWithdrawal,
  type UsdtWithdrawalFee,
  type UsdtWithdrawalTerms,
  usdtWithdrawalLimitNames,
  type WithdrawalAddress,
} from '../../../contract/usdt-withdrawals';
import type { TransactionRecord } from '../ledger/book/transactions';
import { sentOnChain } from '../ledger/recipes/usdt-withdrawals';
import { limitsView } from '../limits/limits-view';
import { formatAmount } from '../money';
import { ADDRESS_COOLING_OFF_MS, isOpen, opensAt, type SavedAddress } from './withdrawal-addresses';
import { USDT_WITHDRAWAL_LIMITS } from './withdrawal-terms';

export const savedAddressView = (saved: SavedAddress, now: Date): WithdrawalAddress => ({
  label: saved.label,
  address: saved.address,
  addedAt: saved.addedAt,
  opensAt: opensAt(saved).toISOString(),
  open: isOpen(saved, now),
});

/** The label the customer gave the address, kept on the record as `TRON <address> (<label>)`. */
const labelOf = (record: TransactionRecord) => /\((.*)\)$/.exec(record.counterparty)?.[1] ?? '';

export const withdrawalView = (record: TransactionRecord): UsdtWithdrawal => ({
  id: record.id,
  to: record.destination ?? '',
  label: labelOf(record),
  amount: formatAmount(sentOnChain(record), 'USDT'),
  networkFee: formatAmount(record.feeMinor, 'USDT'),
  total: formatAmount(record.amountMinor, 'USDT'),
  status: record.status,
  ...(record.statusReason ? { statusReason: record.statusReason } : {}),
  ...(record.status !== 'reserved' && record.reference ? { transactionId: record.reference } : {}),
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

export function termsView(withdrawnTodayMicro: bigint, explorerTransactionUrl: string): UsdtWithdrawalTerms {
  return {
    ...namedLimits(limitsView(USDT_WITHDRAWAL_LIMITS, withdrawnTodayMicro), usdtWithdrawalLimitNames),
    coolingOffHours: ADDRESS_COOLING_OFF_MS / 3_600_000,
    explorerTransactionUrl,
  };
}

export const feeView = (amountMicro: bigint, feeMicro: bigint): UsdtWithdrawalFee => ({
  amount: formatAmount(amountMicro, 'USDT'),
  networkFee: formatAmount(feeMicro, 'USDT'),
  total: formatAmount(amountMicro + feeMicro, 'USDT'),
});
