/**
 * Buy quotes in the accounts table, under the customer's own partition (keys in account-items.ts): a
 * quote id of someone else's is simply not found. Figures are Numbers of minor units; the TTL removes a
 * quote a day after it ran out (kept that long so support can see what a person was offered).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import type { QuoteStore, StoredQuote } from '../domain/trade/buy-usdt';
import { accountItems } from './account-items';
import { dynamoDocuments } from './aws-clients';
import { storedInteger } from './stored-numbers';

const KEPT_AFTER_EXPIRY_SECONDS = 24 * 60 * 60;

const amounts = [
  'rateInrPerUsdt',
  'principalInr',
  'feeInr',
  'gstInr',
  'inrPaid',
  'usdtReceived',
  'tdsInr',
] as const satisfies readonly (keyof StoredQuote)[];

export const quoteRepository: QuoteStore = {
  async save(quote) {
    const { expiresAt, ...rest } = quote;
    await dynamoDocuments().send(
      new PutCommand({
        TableName: tableName('accounts'),
        Item: {
          ...accountItems.quote(quote.userId, quote.id),
          ...rest,
          quoteExpiresAt: expiresAt,
          // The table's TTL attribute: epoch seconds.
          expiresAt: Math.ceil(Date.parse(expiresAt) / 1000) + KEPT_AFTER_EXPIRY_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async load(userId, quoteId) {
    const { Item } = await dynamoDocuments().send(
      new GetCommand({
        TableName: tableName('accounts'),
        Key: accountItems.quote(userId, quoteId),
        ConsistentRead: true,
      }),
    );
    if (!Item) return undefined;
    const figures = Object.fromEntries(amounts.map((name) => [name, storedInteger(Item[name])]));
    return {
      id: String(Item.id),
      userId: String(Item.userId),
      asked: Item.asked === 'receive' ? 'receive' : 'spend',
      taxNote: String(Item.taxNote),
      roundingNote: String(Item.roundingNote),
      priceObservedAt: String(Item.priceObservedAt),
      quotedAt: String(Item.quotedAt),
      expiresAt: String(Item.quoteExpiresAt),
      ...(figures as Pick<StoredQuote, (typeof amounts)[number]>),
    };
  },
};
