/** Withdrawals and saved addresses as the API shows them: decimal strings, times as ISO. */
import type {
  UsdtWithdrawal,
  UsdtWithdrawalFee,
  UsdtWithdrawalTerms,
  WithdrawalAddress,
} from '../../../contract/usdt-withdrawals';
import type { TransactionRecord } from '../ledger/book/transactions';
import { sentOnChain } from '../ledger/recipes/usdt-withdrawals';
import { formatAmount } from '../money';
import { ADDRESS_COOLING_OFF_MS, isOpen, opensAt, type SavedAddress } from './withdrawal-addresses';
import { USDT_WITHDRAWAL_LIMITS_MICRO } from './withdrawal-terms';

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
  const limits = USDT_WITHDRAWAL_LIMITS_MICRO;
  const left = limits.maximumPerDay - withdrawnTodayMicro;
  return {
    minimumPerWithdrawal: formatAmount(limits.minimumPerWithdrawal, 'USDT'),
    maximumPerWithdrawal: formatAmount(limits.maximumPerWithdrawal, 'USDT'),
    maximumPerDay: formatAmount(limits.maximumPerDay, 'USDT'),
    withdrawnToday: formatAmount(withdrawnTodayMicro, 'USDT'),
    leftToday: formatAmount(left > 0n ? left : 0n, 'USDT'),
    coolingOffHours: ADDRESS_COOLING_OFF_MS / 3_600_000,
    explorerTransactionUrl,
  };
}

export const feeView = (amountMicro: bigint, feeMicro: bigint): UsdtWithdrawalFee => ({
  amount: formatAmount(amountMicro, 'USDT'),
  networkFee: formatAmount(feeMicro, 'USDT'),
  total: formatAmount(amountMicro + feeMicro, 'USDT'),
});
