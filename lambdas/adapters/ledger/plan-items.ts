/**
 * An EntryPlan as the items of one TransactWriteItems (see account-items.ts for the layout): the wallets'
 * updates with the conditions the plan decided, the house postings as new rows, the entry, the status
 * change, the records, the caps, the stock shards, and one record per external reference on the
 * condition that it does not exist yet. Each item keeps its role, so a cancellation reason at index i
 * can be read.
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type {
  CapChange,
  EntryPlan,
  PlannedReference,
  ShardChange,
  StatusChange,
  WalletChange,
} from '../../domain/ledger/book/entry-plan';
import type { TdsDeduction } from '../../domain/ledger/book/journal-entry';
import type { TransactionKey, TransactionRecord } from '../../domain/ledger/book/transactions';
import { accountItems, transactionStatusIndex } from '../account-items';
import { transactionItem } from './transaction-items';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Item = Record<string, unknown>;

/** What an item of the transaction is, so a refusal can be named. */
export type Role =
  | 'wallet-condition'
  | 'other'
  | 'status-change'
  | 'stock-draw'
  | { reference: PlannedReference }
  | { cap: CapChange['cap'] };

/** What the writer gives a plan: the ids and the time are its own. */
export interface PlanIdentity {
  readonly table: string;
  readonly now: string;
  readonly entryId: string | undefined;
  /** Which call wrote the references: a try whose answer was lost meets its own. */
  readonly writeId: string;
  readonly records: readonly TransactionRecord[];
}

export function planItems(plan: EntryPlan, identity: PlanIdentity): { items: TransactItem[]; roles: Role[] } {
  const items: TransactItem[] = [];
  const roles: Role[] = [];
  const add = (role: Role, item: TransactItem) => {
    items.push(item);
    roles.push(role);
  };
  const { table, now, entryId, records } = identity;
  // The records the entry and references name: the one moving on, then the new ones.
  const touched: TransactionKey[] = [
    ...(plan.statusChange ? [plan.statusChange.transaction] : []),
    ...records,
  ];
  for (const wallet of plan.wallets)
    add(wallet.mustHold ? 'wallet-condition' : 'other', walletItem(wallet, table, now));
  if (plan.entry && entryId) {
    for (const { tds, ...row } of plan.houseRows) {
      add('other', {
        Put: {
          TableName: table,
          Item: {
            ...accountItems.housePosting(row.account, entryId),
            ...row,
            ...(tds ? tdsAttributes(tds) : {}),
            entryId,
            createdAt: now,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
    }
    add('other', {
      Put: {
        TableName: table,
        Item: {
          ...accountItems.entry(entryId),
          entryId,
          kind: plan.entry.kind,
          createdAt: now,
          postings: plan.entry.postings,
          references: plan.references.map((reference) => reference.name),
          transactions: touched.map(recordKey),
          ...(plan.entry.reverses ? { reverses: plan.entry.reverses } : {}),
          ...(plan.entry.memo ? { memo: plan.entry.memo } : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  if (plan.statusChange)
    add('status-change', { Update: statusUpdate(plan.statusChange, table, now, entryId) });
  for (const record of records) {
    add('other', {
      Put: {
        TableName: table,
        Item: transactionItem(record),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  for (const cap of plan.caps) add({ cap: cap.cap }, capItem(cap, table, now));
  for (const change of plan.stock)
    add(change.mustHoldMinor === undefined ? 'other' : 'stock-draw', shardItem(change, table, now));
  for (const reference of plan.references) {
    add(
      { reference },
      {
        Put: {
          TableName: table,
          Item: {
            ...accountItems.externalReference(reference),
            source: reference.source,
            reference: reference.id,
            ...(entryId ? { entryId } : {}),
            transactions: touched.map(recordKey),
            // Every name of the write, so a later write refused by one of them can be told apart
            // from a repeat (see repeatsFirstMovement).
            movementReferences: plan.references.map((each) => each.name),
            writeId: identity.writeId,
            createdAt: now,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    );
  }
  return { items, roles };
}

/** A TDS row's deductee and consideration, flat on the row so the quarterly statement reads rows alone. */
export const tdsAttributes = (tds: TdsDeduction) => ({
  tdsUserId: tds.userId,
  tdsConsiderationMinor: tds.considerationMinor,
  tdsKind: tds.kind,
});

function walletItem(wallet: WalletChange, table: string, now: string): TransactItem {
  const Key = accountItems.walletBalance(wallet.userId, wallet.currency);
  const { mustHold } = wallet;
  if (wallet.addMinor === 0n && mustHold && 'exactlyMinor' in mustHold) {
    // A wallet never credited has no item: it holds zero.
    return {
      ConditionCheck: {
        TableName: table,
        Key,
        ConditionExpression:
          mustHold.exactlyMinor === 0n
            ? 'attribute_not_exists(balanceMinor) OR balanceMinor = :read'
            : 'balanceMinor = :read',
        ExpressionAttributeValues: { ':read': mustHold.exactlyMinor },
      },
    };
  }
  return {
    Update: {
      TableName: table,
      Key,
      UpdateExpression:
        'ADD balanceMinor :amount, postingCount :one SET currency = :currency, updatedAt = :now',
      ...(mustHold
        ? {
            ConditionExpression:
              'exactlyMinor' in mustHold ? 'balanceMinor = :read' : 'balanceMinor >= :needed',
          }
        : {}),
      ExpressionAttributeValues: {
        ':amount': wallet.addMinor,
        ':one': 1,
        ':currency': wallet.currency,
        ':now': now,
        ...(mustHold
          ? 'exactlyMinor' in mustHold
            ? { ':read': mustHold.exactlyMinor }
            : { ':needed': mustHold.atLeastMinor }
          : {}),
      },
    },
  };
}

function capItem(change: CapChange, table: string, now: string): TransactItem {
  const { cap, atMostBeforeMinor, atLeastBeforeMinor, exactlyBeforeMinor } = change;
  const conditions: string[] = [];
  const values: Item = {};
  if (atMostBeforeMinor !== undefined) {
    conditions.push('(attribute_not_exists(totalMinor) OR totalMinor <= :room)');
    values[':room'] = atMostBeforeMinor;
  }
  if (atLeastBeforeMinor !== undefined) {
    conditions.push('totalMinor >= :needed');
    values[':needed'] = atLeastBeforeMinor;
  }
  if (exactlyBeforeMinor !== undefined) {
    conditions.push(
      exactlyBeforeMinor === 0n
        ? '(attribute_not_exists(totalMinor) OR totalMinor = :read)'
        : 'totalMinor = :read',
    );
    values[':read'] = exactlyBeforeMinor;
  }
  const Key = accountItems.movementCap(cap.userId, cap.name, cap.period);
  if (change.checkOnly) {
    return {
      ConditionCheck: {
        TableName: table,
        Key,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeValues: values,
      },
    };
  }
  return {
    Update: {
      TableName: table,
      Key,
      UpdateExpression: 'ADD totalMinor :amount SET updatedAt = :now',
      ...(conditions.length > 0 ? { ConditionExpression: conditions.join(' AND ') } : {}),
      ExpressionAttributeValues: { ':amount': cap.addMinor, ':now': now, ...values },
    },
  };
}

function shardItem(change: ShardChange, table: string, now: string): TransactItem {
  const needed = change.mustHoldMinor;
  return {
    Update: {
      TableName: table,
      Key: accountItems.stockShard(change.account, change.shard),
      UpdateExpression: 'ADD availableMinor :amount SET updatedAt = :now',
      ...(needed !== undefined ? { ConditionExpression: 'availableMinor >= :needed' } : {}),
      ExpressionAttributeValues: {
        ':amount': change.addMinor,
        ':now': now,
        ...(needed !== undefined ? { ':needed': needed } : {}),
      },
    },
  };
}

function statusUpdate(change: StatusChange, table: string, now: string, entryId: string | undefined) {
  const { transaction, from, to, set = {} } = change;
  const values: Item = { ':to': to, ':now': now };
  const assignments = ['#status = :to', 'updatedAt = :now'];
  from.forEach((status, index) => {
    values[`:from${index}`] = status;
  });
  if (set.reference !== undefined) {
    assignments.push('#reference = :reference');
    values[':reference'] = set.reference;
  }
  const removed: string[] = [];
  if (set.statusReason === null) removed.push('statusReason');
  else if (set.statusReason !== undefined) {
    assignments.push('statusReason = :reason');
    values[':reason'] = set.statusReason;
  }
  if (set.decidedBy !== undefined) {
    assignments.push('decidedBy = :decidedBy');
    values[':decidedBy'] = set.decidedBy;
  }
  if (set.signedTransaction !== undefined) {
    assignments.push('signedTransaction = :signedTransaction');
    values[':signedTransaction'] = set.signedTransaction;
  }
  const { amount } = change;
  if (amount) values[':amountFrom'] = amount.fromMinor;
  if (amount?.toMinor !== undefined) {
    assignments.push('amountMinor = :amountTo');
    values[':amountTo'] = amount.toMinor;
  }
  if (entryId) {
    assignments.push('entryIds = list_append(entryIds, :entryIds)');
    values[':entryIds'] = [entryId];
  }
  if (transactionStatusIndex.queuedStatuses.includes(to)) {
    assignments.push('gsi1pk = :queue, gsi1sk = :queuedAt');
    values[':queue'] = transactionStatusIndex.partition(to);
    values[':queuedAt'] = `${now}#${transaction.id}`;
  } else {
    removed.push('gsi1pk', 'gsi1sk');
  }
  const removals = removed.length > 0 ? ` REMOVE ${removed.join(', ')}` : '';
  return {
    TableName: table,
    Key: accountItems.transaction(transaction.userId, transaction.currency, transaction.id),
    UpdateExpression: `SET ${assignments.join(', ')}${removals}`,
    ConditionExpression: `attribute_exists(pk) AND #status IN (${from.map((_, index) => `:from${index}`).join(', ')})${amount ? ' AND amountMinor = :amountFrom' : ''}`,
    ExpressionAttributeNames: {
      '#status': 'status',
      ...(set.reference !== undefined ? { '#reference': 'reference' } : {}),
    },
    ExpressionAttributeValues: values,
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  };
}

export const recordKey = (record: TransactionKey): TransactionKey => ({
  userId: record.userId,
  currency: record.currency,
  id: record.id,
});
