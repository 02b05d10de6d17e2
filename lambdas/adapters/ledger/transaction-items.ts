/**
 * Transaction records to and from their items. Amounts are DynamoDB Numbers of minor units; the
 * document client hands them back as exact strings (wrapNumbers), and they become bigint here.
 */
import type { TransactionRecord } from '../../domain/ledger/transactions';
import { accountItems, storedInteger, transactionStatusIndex } from '../account-items';

type Item = Record<string, unknown>;

/** A DynamoDB Number as the document client returns it (wrapped, unwrapped) or as we wrote it. */
export function bigintOf(value: unknown): bigint {
  const amount = typeof value === 'bigint' ? value : storedInteger(value);
  if (amount === undefined) throw new TypeError('An amount is missing from a ledger item');
  return amount;
}

export function transactionItem(record: TransactionRecord): Item {
  return {
    ...accountItems.transaction(record.userId, record.currency, record.id),
    ...transactionStatusIndex.keys(record.status, record.createdAt, record.id),
    ...record,
    entryIds: [...record.entryIds],
  };
}

export function transactionFromItem(item: Item): TransactionRecord {
  return {
    id: String(item.id),
    userId: String(item.userId),
    currency: item.currency as TransactionRecord['currency'],
    type: item.type as TransactionRecord['type'],
    direction: item.direction as TransactionRecord['direction'],
    amountMinor: bigintOf(item.amountMinor),
    feeMinor: bigintOf(item.feeMinor),
    gstMinor: bigintOf(item.gstMinor),
    status: item.status as TransactionRecord['status'],
    ...(typeof item.reference === 'string' ? { reference: item.reference } : {}),
    counterparty: String(item.counterparty),
    ...(typeof item.statusReason === 'string' ? { statusReason: item.statusReason } : {}),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    entryIds: Array.isArray(item.entryIds) ? item.entryIds.map(String) : [],
  };
}
