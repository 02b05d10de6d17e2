/**
 * Transaction records to and from their items. Amounts are DynamoDB Numbers of minor units; the
 * document client hands them back as exact strings (wrapNumbers), and they become bigint here.
 */
import type { TransactionRecord } from '../../domain/ledger/book/transactions';
import { accountItems, transactionStatusIndex } from '../account-items';
import { storedInteger } from '../stored-numbers';

type Item = Record<string, unknown>;

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
    amountMinor: storedInteger(item.amountMinor),
    feeMinor: storedInteger(item.feeMinor),
    gstMinor: storedInteger(item.gstMinor),
    ...(item.tdsMinor !== undefined ? { tdsMinor: storedInteger(item.tdsMinor) } : {}),
    status: item.status as TransactionRecord['status'],
    ...(typeof item.reference === 'string' ? { reference: item.reference } : {}),
    counterparty: String(item.counterparty),
    ...(typeof item.statusReason === 'string' ? { statusReason: item.statusReason } : {}),
    ...(typeof item.orderId === 'string' ? { orderId: item.orderId } : {}),
    ...(typeof item.providerPaymentId === 'string' ? { providerPaymentId: item.providerPaymentId } : {}),
    ...(typeof item.decidedBy === 'string' ? { decidedBy: item.decidedBy } : {}),
    ...(typeof item.destination === 'string' ? { destination: item.destination } : {}),
    ...(typeof item.signedTransaction === 'string' ? { signedTransaction: item.signedTransaction } : {}),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    entryIds: Array.isArray(item.entryIds) ? item.entryIds.map(String) : [],
  };
}
