/**
 * Buy and sell quotes in the accounts table, under the customer's own partition (keys in account-items.ts): a
 * quote id of someone else's is simply not found. Figures are Numbers of minor units; the TTL removes a
 * quote a day after it ran out (kept that long so support can see what a person was offered).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { tableName } from '../config/environment';
import type { QuoteStore, StoredBuyQuote, StoredSellQuote } from '../domain/trade/quote-store';
import { accountItems } from './account-items';
import { dynamoDocuments } from './aws-clients';
import { storedInteger } from './stored-numbers';

const KEPT_AFTER_EXPIRY_SECONDS = 24 * 60 * 60;

/** The figures each side's quote keeps, as Numbers of minor units. */
const figures = {
  buy: [
    'rateInrPerUsdt',
    'principalInr',
    'feeInr',
    'gstInr',
    'inrPaid',
    'usdtReceived',
    'tdsInr',
  ] as const satisfies readonly (keyof StoredBuyQuote)[],
  sell: [
    'rateInrPerUsdt',
    'marketRateInrPerUsdt',
    'usdtSold',
    'considerationInr',
    'feeInr',
    'gstInr',
    'tdsInr',
    'inrReceived',
  ] as const satisfies readonly (keyof StoredSellQuote)[],
};

const integersOf = (item: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, storedInteger(item[name])]));

/** Whether the item a conditional put found under a fresh quote id is this very quote. */
const isThisQuote = (
  found: ConditionalCheckFailedException['Item'],
  quote: { userId: string; quotedAt: string },
) => {
  const item = found ? unmarshall(found) : undefined;
  return item?.userId === quote.userId && item?.quotedAt === quote.quotedAt;
};

export const quoteRepository: QuoteStore = {
  async save(quote) {
    const { expiresAt, ...rest } = quote;
    try {
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
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException) || !isThisQuote(error.Item, quote)) throw error;
      // DynamoDB stored the quote and lost its answer; the AWS SDK sent the put again, which found it.
    }
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
    const common = {
      id: String(Item.id),
      userId: String(Item.userId),
      taxNote: String(Item.taxNote),
      roundingNote: String(Item.roundingNote),
      priceObservedAt: String(Item.priceObservedAt),
      quotedAt: String(Item.quotedAt),
      expiresAt: String(Item.quoteExpiresAt),
    };
    // Quotes kept before sells existed carry no side: they are buys.
    if (Item.side === 'sell')
      return { ...common, side: 'sell', ...integersOf(Item, figures.sell) } as StoredSellQuote;
    return {
      ...common,
      side: 'buy',
      asked: Item.asked === 'receive' ? 'receive' : 'spend',
      ...integersOf(Item, figures.buy),
    } as StoredBuyQuote;
  },
};
