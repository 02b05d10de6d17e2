/**
 * Which items of the accounts table are the ledger's, and what each says, as the checkers read it
 * (domain/ledger/ledger-item.ts): the full scan from its pages, the stream checker from the images on
 * the table's stream. Only ids, statuses and amounts are kept: no names or bank details.
 */
import type { StockAccountName } from '../../domain/ledger/book/accounts';
import { stockAccountNames } from '../../domain/ledger/book/accounts';
import { checkedRecord, checkedRecordKey } from '../../domain/ledger/checks/checked-items';
import type { LedgerItem } from '../../domain/ledger/checks/ledger-item';
import type { Currency } from '../../domain/money';
import {
  accountItems,
  ENTRY_PK_PREFIX,
  HOUSE_PK_PREFIX,
  REFERENCE_PK_PREFIX,
  STOCK_PK_PREFIX,
  transactionPrefix,
  WALLET_SK_PREFIX,
} from '../account-items';
import { storedPostings } from '../ledger/entry-items';
import { transactionFromItem } from '../ledger/transaction-items';
import { storedInteger, storedNumber } from '../stored-numbers';

type Item = Record<string, unknown>;

/** A customer's total of what they owe us (customer-receivable.ts), kept beside customer-receivables. */
export const OWED_SK = accountItems.movementCap('-', 'customer-receivable', 'open').sk;

/** A deposit address's owner item: a withdrawal sent there is a break (checks/full-scan.ts). */
const DEPOSIT_OWNER_SK = accountItems.depositAddressOwner('-').sk;
const DEPOSIT_ADDRESS_PK_PREFIX = accountItems.depositAddressOwner('').pk;

/** The scan's filter for ledger items (the same test as ledgerItemFromStored, on the keys alone). */
export const ledgerItemFilter = {
  FilterExpression: [
    'begins_with(pk, :entry) OR begins_with(pk, :house) OR begins_with(pk, :stock)',
    'begins_with(pk, :reference) OR begins_with(sk, :wallet)',
    'begins_with(sk, :inrRecord) OR begins_with(sk, :usdtRecord)',
    'sk = :owed',
    '(begins_with(pk, :depositAddress) AND sk = :depositOwner)',
  ].join(' OR '),
  ExpressionAttributeValues: {
    ':entry': ENTRY_PK_PREFIX,
    ':house': HOUSE_PK_PREFIX,
    ':stock': STOCK_PK_PREFIX,
    ':reference': REFERENCE_PK_PREFIX,
    ':wallet': WALLET_SK_PREFIX,
    ':inrRecord': transactionPrefix('INR'),
    ':usdtRecord': transactionPrefix('USDT'),
    ':owed': OWED_SK,
    ':depositAddress': DEPOSIT_ADDRESS_PK_PREFIX,
    ':depositOwner': DEPOSIT_OWNER_SK,
  },
};

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The ledger item an item of the accounts table is, or undefined for everything else (profiles, KYC…). */
export function ledgerItemFromStored(item: Item): LedgerItem | undefined {
  const pk = String(item.pk);
  const sk = String(item.sk);
  if (pk.startsWith(ENTRY_PK_PREFIX)) {
    return {
      type: 'entry',
      entry: {
        id: String(item.entryId),
        postings: storedPostings(item),
        records: (Array.isArray(item.transactions) ? (item.transactions as Item[]) : []).map((key) =>
          checkedRecordKey({
            userId: String(key.userId),
            currency: key.currency as Currency,
            id: String(key.id),
          }),
        ),
        references: strings(item.references),
        ...(typeof item.reverses === 'string' ? { reverses: item.reverses } : {}),
      },
    };
  }
  if (pk.startsWith(HOUSE_PK_PREFIX))
    return {
      type: 'house-row',
      accountId: `house/${String(item.account)}`,
      currency: item.currency as Currency,
      entryId: String(item.entryId),
      amountMinor: storedInteger(item.amountMinor),
    };
  if (pk.startsWith(STOCK_PK_PREFIX)) {
    const [account, shard] = pk.slice(STOCK_PK_PREFIX.length).split('#');
    return stockAccountNames.includes(account as StockAccountName)
      ? {
          type: 'stock-shard',
          account: account as StockAccountName,
          shard: Number(shard),
          availableMinor: storedInteger(item.availableMinor ?? 0),
        }
      : undefined;
  }
  if (pk.startsWith(REFERENCE_PK_PREFIX))
    return {
      type: 'reference',
      name: pk.slice(REFERENCE_PK_PREFIX.length),
      ...(typeof item.entryId === 'string' ? { entryId: item.entryId } : {}),
    };
  if (pk.startsWith(DEPOSIT_ADDRESS_PK_PREFIX) && sk === DEPOSIT_OWNER_SK)
    return { type: 'deposit-address', address: pk.slice(DEPOSIT_ADDRESS_PK_PREFIX.length) };
  if (sk === OWED_SK)
    return {
      type: 'customer-total',
      total: 'customer-receivable',
      key: pk,
      totalMinor: storedInteger(item.totalMinor),
    };
  if (sk.startsWith(WALLET_SK_PREFIX)) {
    const currency = sk.slice(WALLET_SK_PREFIX.length) as Currency;
    return {
      type: 'wallet',
      accountId: `customer/${pk.slice('USER#'.length)}/${currency}`,
      currency,
      balanceMinor: storedInteger(item.balanceMinor ?? 0),
      postingCount: storedNumber(item.postingCount) ?? 0,
    };
  }
  if (sk.startsWith(transactionPrefix('INR')) || sk.startsWith(transactionPrefix('USDT')))
    return { type: 'record', record: checkedRecord(transactionFromItem(item)) };
  return undefined;
}
