/**
 * A customer's own transactions as the wallet screens show them: newest first a page at a time, and
 * one by id. The ledger keys every record under its owner, so another customer's id is simply not
 * found (404), never forbidden: nobody learns that it exists.
 */
import type { WalletCurrency, WalletTransaction } from '../../../contract/wallets';
import { DEFAULT_TRANSACTION_PAGE_SIZE } from '../../../contract/wallets';
import { NotFoundError } from '../errors';
import type { TransactionReader } from '../ledger/book/ledger';
import type { TransactionRecord } from '../ledger/book/transactions';
import { type Currency, formatAmount } from '../money';

export const currencyOfWallet = (wallet: WalletCurrency): Currency => (wallet === 'inr' ? 'INR' : 'USDT');

export function transactionView(record: TransactionRecord): WalletTransaction {
  return {
    id: record.id,
    currency: record.currency,
    type: record.type,
    direction: record.direction,
    amount: formatAmount(record.amountMinor, record.currency),
    fee: formatAmount(record.feeMinor, record.currency),
    gst: formatAmount(record.gstMinor, record.currency),
    ...(record.tdsMinor ? { tds: formatAmount(record.tdsMinor, record.currency) } : {}),
    status: record.status,
    ...(record.statusReason ? { statusReason: record.statusReason } : {}),
    ...(record.reference ? { reference: record.reference } : {}),
    counterparty: record.counterparty,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export async function listWalletTransactions(
  userId: string,
  wallet: WalletCurrency,
  page: { limit?: number; cursor?: string },
  reader: Pick<TransactionReader, 'list'>,
) {
  const found = await reader.list(userId, currencyOfWallet(wallet), {
    limit: page.limit ?? DEFAULT_TRANSACTION_PAGE_SIZE,
    ...(page.cursor ? { cursor: page.cursor } : {}),
  });
  return {
    transactions: found.transactions.map(transactionView),
    ...(found.cursor ? { cursor: found.cursor } : {}),
  };
}

export async function walletTransaction(
  userId: string,
  wallet: WalletCurrency,
  id: string,
  reader: Pick<TransactionReader, 'get'>,
): Promise<WalletTransaction> {
  const record = await reader.get({ userId, currency: currencyOfWallet(wallet), id });
  if (!record) throw new NotFoundError('There is no such transaction in this wallet.');
  return transactionView(record);
}
