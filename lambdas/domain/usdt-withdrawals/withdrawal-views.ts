/** Withdrawals and saved addresses as the API shows them: decimal strings, times as ISO. */
import type { UsdtWithdrawal, WithdrawalAddress } from '../../../contract/usdt-withdrawals';
import type { TransactionRecord } from '../ledger/transactions';
import { sentOnChain } from '../ledger/usdt-withdrawal-movements';
import { formatAmount } from '../money';
import { isOpen, opensAt, type SavedAddress } from './withdrawal-addresses';

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
