/**
 * Writes an EntryPlan as one TransactWriteItems (plan-items.ts), retrying conflicts; names a refusal as
 * the domain's error, and a write refused by one of its references as that reference's first write.
 */
import { InternalServerError, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ServiceFailureError } from '../../domain/errors';
import { type EntryPlan, MAX_PLAN_ITEMS, type PlannedReference } from '../../domain/ledger/book/entry-plan';
import type { PlanOutcome, PlanWriter } from '../../domain/ledger/book/ledger';
import {
  CapReachedError,
  InsufficientFundsError,
  RecordNotFoundError,
  RecordStatusChangedError,
  StockShardEmptiedError,
} from '../../domain/ledger/book/refusals';
import type { TransactionRecord } from '../../domain/ledger/book/transactions';
import { now as clockNow } from '../clock';
import { clockOrderedIds } from './clock-ordered-ids';
import { defaultRetryPolicy, RetriesExhaustedError, type RetryPolicy, retryWhile } from './conflict-retry';
import type { LedgerReader } from './ledger-reader';
import type { LedgerTable } from './ledger-table';
import { planItems, type Role, type TransactItem } from './plan-items';

export interface PlanWriterOptions {
  now?: () => Date;
  retry?: RetryPolicy;
  /** Told of each conflict (or lock time-out) that is retried: the bench counts them. */
  onConflict?: () => void;
}

export class DynamoPlanWriter implements PlanWriter {
  private readonly newId = clockOrderedIds();
  private readonly now: () => Date;
  private readonly retry: RetryPolicy;
  private readonly onConflict: () => void;

  constructor(
    private readonly at: LedgerTable,
    private readonly reader: LedgerReader,
    options: PlanWriterOptions = {},
  ) {
    this.now = options.now ?? clockNow;
    this.retry = options.retry ?? defaultRetryPolicy;
    this.onConflict = options.onConflict ?? (() => {});
  }

  async write(plan: EntryPlan): Promise<PlanOutcome> {
    const clock = this.now();
    const now = clock.toISOString();
    // Ids sort by the writer's clock, as records are listed by time from their ids.
    const newId = () => this.newId(clock.getTime());
    const entryId = plan.entry ? newId() : undefined;
    const writeId = newId();
    const records: TransactionRecord[] = plan.records.map((draft) => ({
      ...draft,
      id: newId(),
      createdAt: now,
      updatedAt: now,
      entryIds: entryId ? [entryId] : [],
    }));
    const { items, roles } = planItems(plan, { table: this.at.table(), now, entryId, writeId, records });
    if (items.length > MAX_PLAN_ITEMS)
      throw new Error(`A plan of ${items.length} items exceeds DynamoDB's ${MAX_PLAN_ITEMS}`);
    const refusedBy = await this.send(items, roles);
    if (refusedBy) return this.firstWriteUnder(refusedBy, writeId);
    const moved = plan.statusChange ? await this.reader.get(plan.statusChange.transaction) : undefined;
    if (plan.statusChange && !moved) throw new Error('A record vanished right after its transition');
    return {
      written: true,
      ...(entryId ? { entryId } : {}),
      transactions: moved ? [moved, ...records] : records,
    };
  }

  /** Sends the items, retrying conflicts; a reference already written comes back as the refusal. */
  private async send(items: TransactItem[], roles: readonly Role[]): Promise<PlannedReference | undefined> {
    try {
      const retryable = (error: unknown) => {
        const conflict = isRetryable(error);
        if (conflict) this.onConflict();
        return conflict;
      };
      await retryWhile(this.retry, retryable, () =>
        this.at.client().send(new TransactWriteCommand({ TransactItems: items })),
      );
      return undefined;
    } catch (error) {
      if (error instanceof RetriesExhaustedError) {
        throw new ServiceFailureError(
          'The ledger is busy with other payments. Please try again in a moment.',
        );
      }
      if (!(error instanceof TransactionCanceledException)) throw error;
      return refusalOf(error, roles);
    }
  }

  private async firstWriteUnder(reference: PlannedReference, writeId: string): Promise<PlanOutcome> {
    const first = await this.reader.referenceRecord(reference);
    if (!first) throw new Error(`The reference ${reference.name} refused a write but cannot be read`);
    const { writeId: firstWriteId, ...kept } = first;
    return { written: false, reference, first: { ...kept, byThisWrite: firstWriteId === writeId } };
  }
}

const reasonCodes = (error: TransactionCanceledException) =>
  (error.CancellationReasons ?? []).map((reason) => reason.Code);

/**
 * Worth another try: a transaction cancelled only because another one held an item (nothing was
 * written), or an internal error, which leaves the outcome unknown (DynamoDB Local also answers so when
 * it waited too long for a lock under load). Trying again is safe either way: had the first try been
 * written, its reference records refuse the second, which then answers with the first's result.
 */
function isRetryable(error: unknown): boolean {
  if (error instanceof InternalServerError) return true;
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = reasonCodes(error);
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

/** Reads why DynamoDB cancelled the transaction, most telling reason first. */
function refusalOf(error: TransactionCanceledException, roles: readonly Role[]): PlannedReference {
  const reasons = error.CancellationReasons ?? [];
  const failed = (index: number) => reasons[index]?.Code === 'ConditionalCheckFailed';
  for (const [index, role] of roles.entries()) {
    if (typeof role === 'object' && 'reference' in role && failed(index)) return role.reference;
  }
  const statusAt = roles.indexOf('status-change');
  if (statusAt >= 0 && failed(statusAt)) {
    const old = reasons[statusAt]?.Item as Record<string, { S?: string } | string> | undefined;
    if (!old) throw new RecordNotFoundError();
    const status = old.status;
    throw new RecordStatusChangedError(typeof status === 'string' ? status : status?.S);
  }
  if (roles.some((role, index) => role === 'wallet-condition' && failed(index))) {
    throw new InsufficientFundsError('The wallet does not hold enough for this');
  }
  for (const [index, role] of roles.entries()) {
    if (typeof role === 'object' && 'cap' in role && failed(index)) throw new CapReachedError(role.cap);
  }
  if (roles.some((role, index) => role === 'stock-draw' && failed(index))) throw new StockShardEmptiedError();
  throw error;
}
