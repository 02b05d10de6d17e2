/**
 * A book in memory for property tests: the domain's own Bookkeeper and planner (bookkeeper.ts,
 * entry-planning.ts) decide every condition from the account rules, and this book only writes the plan
 * as the DynamoDB plan writer would (lambdas/adapters/ledger/plan-writer.ts): the entry, each wallet's
 * balance and posting count, one row per house posting, the records, one item per reference and the
 * stock guard's shards, refusing a plan whose condition fails with the same typed error. Unit tests
 * feed it to the invariant fold, sound or corrupted.
 */

import { STOCK_SHARDS } from '../../lambdas/adapters/account-items';
import { ConflictError, NotFoundError } from '../../lambdas/domain/errors';
import {
  accountId,
  customerAccount,
  type StockAccountName,
  stockAccountNames,
} from '../../lambdas/domain/ledger/book/accounts';
import { Bookkeeper } from '../../lambdas/domain/ledger/book/bookkeeper';
import type {
  CapChange,
  EntryPlan,
  Movement,
  MovementCap,
  StatusChange,
  Transition,
  WalletChange,
} from '../../lambdas/domain/ledger/book/entry-plan';
import { planMovement, planTransition } from '../../lambdas/domain/ledger/book/entry-planning';
import { type ExternalReference, referenceName } from '../../lambdas/domain/ledger/book/external-reference';
import type { JournalEntry, StoredEntry } from '../../lambdas/domain/ledger/book/journal-entry';
import type { FirstWrite, LedgerWriter, PlanOutcome } from '../../lambdas/domain/ledger/book/ledger';
import {
  CapReachedError,
  InsufficientFundsError,
  StockShardEmptiedError,
} from '../../lambdas/domain/ledger/book/refusals';
import {
  assertMovementConsistent,
  assertTransitionConsistent,
} from '../../lambdas/domain/ledger/book/request-consistency';
import type { TransactionRecord } from '../../lambdas/domain/ledger/book/transactions';
import {
  type CheckedEntry,
  checkedRecord,
  checkedRecordKey,
} from '../../lambdas/domain/ledger/checks/checked-items';
import { FullScanCheck, type LedgerReport } from '../../lambdas/domain/ledger/checks/full-scan';
import type { Currency } from '../../lambdas/domain/money';

type FirstPosted = Omit<FirstWrite, 'byThisWrite'>;

const capKey = (cap: MovementCap) => `${cap.userId}/${cap.name}/${cap.period}`;
const walletKey = (userId: string, currency: Currency) => accountId(customerAccount(userId, currency));
const NOW = '2026-11-23T10:00:00.000Z';

/** What the plan writer refuses a plan with: the book's own post and transition answer undefined. */
const isWriterRefusal = (error: unknown) =>
  error instanceof ConflictError ||
  error instanceof InsufficientFundsError ||
  error instanceof NotFoundError ||
  error instanceof StockShardEmptiedError;

export interface BookWallet {
  currency: Currency;
  balanceMinor: bigint;
  postingCount: number;
}

export interface BookHouseRow {
  accountId: string;
  currency: Currency;
  amountMinor: bigint;
  entryId: string;
}

export class LedgerBook {
  readonly entries = new Map<string, CheckedEntry>();
  /** Entries as a reversal needs them (test/support/operator-reversal.ts). */
  readonly stored = new Map<string, StoredEntry>();
  readonly wallets = new Map<string, BookWallet>();
  readonly houseRows: BookHouseRow[] = [];
  readonly records = new Map<string, TransactionRecord>();
  /** Reference name → the entry it was posted with. */
  readonly references = new Map<string, string | undefined>();
  readonly stock = new Map<StockAccountName, bigint[]>(
    stockAccountNames.map((name) => [name, Array.from({ length: STOCK_SHARDS }, () => 0n)]),
  );
  /** The write first made under each reference, as a replay answers it. */
  private readonly firstPosted = new Map<string, FirstPosted>();
  /** Running totals under caps, by customer, cap and period. */
  private readonly capTotals = new Map<string, bigint>();
  private lastId = 0;
  /** The domain's writer over this book: it plans, this book writes the plan. */
  private readonly bookkeeper = new Bookkeeper({
    plans: { write: async (plan) => this.write(plan) },
    stock: { stockShards: async (account) => [...(this.stock.get(account) ?? [])] },
  });

  /** What a customer owes (their `customer-receivable` total). */
  owedBy(userId: string): bigint {
    return this.capTotals.get(`${userId}/customer-receivable/open`) ?? 0n;
  }

  /** Writes the movement, or answers undefined where the writer would refuse it or replay. */
  post(movement: Movement): { entryId?: string; records: TransactionRecord[] } | undefined {
    assertMovementConsistent(movement);
    const outcome = this.unlessRefused(() => this.write(planMovement(movement, this.stock)));
    if (!outcome?.written) return undefined;
    this.keepStored(outcome.entryId, movement.entry);
    return { ...(outcome.entryId ? { entryId: outcome.entryId } : {}), records: [...outcome.transactions] };
  }

  /** Moves the record on, or answers undefined where the writer would refuse it or replay. */
  transition(transition: Transition): TransactionRecord | undefined {
    assertTransitionConsistent(transition);
    const outcome = this.unlessRefused(() => this.write(planTransition(transition)));
    if (!outcome?.written) return undefined;
    this.keepStored(outcome.entryId, transition.entry);
    return outcome.transactions[0];
  }

  /**
   * The book as the ledger port the domain calls (post, and the reads a buy makes): a reference posted
   * before answers with the first movement (replayed), and each refusal throws the writer's typed error.
   */
  port() {
    return {
      post: (movement: Movement) => this.bookkeeper.post(movement),
      transition: (transition: Transition) => this.bookkeeper.transition(transition),
      postedUnder: async (reference: ExternalReference) => {
        const first = this.firstPosted.get(referenceName(reference));
        return (
          first && { ...(first.entryId ? { entryId: first.entryId } : {}), transactions: first.transactions }
        );
      },
      capTotal: async (userId: string, name: MovementCap['name'], period: string) =>
        this.capTotals.get(`${userId}/${name}/${period}`) ?? 0n,
      walletBalance: async (userId: string, currency: Currency) =>
        this.wallets.get(walletKey(userId, currency))?.balanceMinor ?? 0n,
    };
  }

  /** The book as a LedgerWriter: the domain's Bookkeeper, refusing as the DynamoDB writer does. */
  writer(): LedgerWriter {
    return this.bookkeeper;
  }

  /** What the checker finds, reading every item of this book as a scan would. */
  check(): LedgerReport {
    const check = new FullScanCheck();
    for (const entry of this.entries.values()) check.addEntry(entry);
    for (const [id, wallet] of this.wallets)
      check.addStoredBalance(id, wallet.currency, wallet.balanceMinor, wallet.postingCount);
    for (const row of this.houseRows) check.addStoredBalance(row.accountId, row.currency, row.amountMinor);
    for (const [key, total] of this.capTotals)
      if (key.endsWith('/customer-receivable/open')) check.addCustomerTotal('customer-receivable', total);
    for (const record of this.records.values()) check.addRecord(checkedRecord(record));
    for (const [name, entryId] of this.references) check.addReference(name, entryId);
    for (const [account, shards] of this.stock)
      for (const shard of shards) check.addStockShard(account, shard);
    return check.report();
  }

  /**
   * Writes the plan all or nothing, as its one DynamoDB transaction: refused by a reference already
   * written (answered with that first write), else by the first condition that fails, in the order the
   * DynamoDB writer reads its cancellation reasons.
   */
  private write(plan: EntryPlan): PlanOutcome {
    const posted = plan.references.find((reference) => this.references.has(reference.name));
    const first = posted && this.firstPosted.get(posted.name);
    if (posted && first)
      return { written: false, reference: posted, first: { ...first, byThisWrite: false } };
    const before = plan.statusChange && this.recordBefore(plan.statusChange);
    if (!plan.wallets.every((wallet) => this.walletAllows(wallet)))
      throw new InsufficientFundsError('The wallet does not hold enough for this');
    const failedCap = plan.caps.find((change) => !this.capAllows(change));
    if (failedCap) throw new CapReachedError(failedCap.cap);
    for (const change of plan.stock)
      if (
        change.mustHoldMinor !== undefined &&
        this.shardHolds(change.account, change.shard) < change.mustHoldMinor
      )
        throw new StockShardEmptiedError();

    const entryId = plan.entry ? this.newId('E') : undefined;
    for (const wallet of plan.wallets) this.writeWallet(wallet);
    for (const change of plan.stock) {
      const shards = this.stock.get(change.account) ?? [];
      shards[change.shard] = (shards[change.shard] ?? 0n) + change.addMinor;
    }
    for (const { cap, checkOnly } of plan.caps)
      if (!checkOnly) this.capTotals.set(capKey(cap), (this.capTotals.get(capKey(cap)) ?? 0n) + cap.addMinor);
    const created = plan.records.map((draft) => ({
      ...draft,
      id: this.newId('R'),
      createdAt: NOW,
      updatedAt: NOW,
      entryIds: entryId ? [entryId] : [],
    }));
    const moved = before && plan.statusChange && movedOn(before, plan.statusChange, entryId);
    const transactions = moved ? [moved, ...created] : created;
    for (const record of transactions) this.records.set(checkedRecordKey(record), record);
    if (plan.entry && entryId) {
      for (const { account, currency, amountMinor } of plan.entry.postings)
        if (!account.startsWith('customer/'))
          this.houseRows.push({ accountId: account, currency, amountMinor, entryId });
      this.entries.set(entryId, {
        id: entryId,
        postings: plan.entry.postings.map(({ account, currency, amountMinor }) => ({
          accountId: account,
          currency,
          amountMinor,
        })),
        records: transactions.map(checkedRecordKey),
        references: plan.references.map(({ name }) => name),
        ...(plan.entry.reverses ? { reverses: plan.entry.reverses } : {}),
      });
    }
    const names = plan.references.map(({ name }) => name);
    for (const name of names) {
      this.references.set(name, entryId);
      this.firstPosted.set(name, { ...(entryId ? { entryId } : {}), transactions, references: names });
    }
    return { written: true, ...(entryId ? { entryId } : {}), transactions };
  }

  private unlessRefused(write: () => PlanOutcome): PlanOutcome | undefined {
    try {
      return write();
    } catch (error) {
      if (isWriterRefusal(error)) return undefined;
      throw error;
    }
  }

  private keepStored(entryId: string | undefined, entry: JournalEntry | undefined): void {
    if (entryId && entry) this.stored.set(entryId, { id: entryId, createdAt: NOW, entry });
  }

  /** The record a status change moves on, as its condition finds it (there, in a status it moves from). */
  private recordBefore(change: StatusChange): TransactionRecord {
    const record = this.records.get(checkedRecordKey(change.transaction));
    if (!record) throw new NotFoundError('There is no such transaction');
    if (
      !change.from.includes(record.status) ||
      (change.amount && change.amount.fromMinor !== record.amountMinor)
    )
      throw new ConflictError(`The transaction is ${record.status}, so this cannot be done`);
    return record;
  }

  private walletAllows({ userId, currency, mustHold }: WalletChange): boolean {
    const held = this.wallets.get(walletKey(userId, currency))?.balanceMinor ?? 0n;
    if (!mustHold) return true;
    return 'exactlyMinor' in mustHold ? held === mustHold.exactlyMinor : held >= mustHold.atLeastMinor;
  }

  /** A wallet only checked is not written; any other change is a posting to it. */
  private writeWallet({ userId, currency, addMinor, mustHold }: WalletChange): void {
    if (addMinor === 0n && mustHold && 'exactlyMinor' in mustHold) return;
    const id = walletKey(userId, currency);
    const wallet = this.wallets.get(id) ?? { currency, balanceMinor: 0n, postingCount: 0 };
    this.wallets.set(id, {
      ...wallet,
      balanceMinor: wallet.balanceMinor + addMinor,
      postingCount: wallet.postingCount + 1,
    });
  }

  private capAllows({ cap, atMostBeforeMinor, atLeastBeforeMinor, exactlyBeforeMinor }: CapChange): boolean {
    const written = this.capTotals.get(capKey(cap));
    const total = written ?? 0n;
    if (atMostBeforeMinor !== undefined && total > atMostBeforeMinor) return false;
    // A total never written fails "at least", as the writer's condition on a missing attribute does.
    if (atLeastBeforeMinor !== undefined && (written === undefined || total < atLeastBeforeMinor))
      return false;
    return exactlyBeforeMinor === undefined || total === exactlyBeforeMinor;
  }

  private shardHolds(account: StockAccountName, shard: number): bigint {
    return this.stock.get(account)?.[shard] ?? 0n;
  }

  private newId(prefix: string): string {
    this.lastId += 1;
    return `${prefix}${String(this.lastId).padStart(6, '0')}`;
  }
}

/** The record after its status change, as the writer's update leaves it. */
function movedOn(
  record: TransactionRecord,
  change: StatusChange,
  entryId: string | undefined,
): TransactionRecord {
  const { statusReason: _replaced, ...unchanged } = record;
  const { set = {} } = change;
  // null removes the reason (a capture after a decline), as the adapter does.
  const statusReason = set.statusReason === undefined ? record.statusReason : set.statusReason;
  return {
    ...unchanged,
    status: change.to,
    ...(change.amount?.toMinor !== undefined ? { amountMinor: change.amount.toMinor } : {}),
    ...(set.reference !== undefined ? { reference: set.reference } : {}),
    ...(statusReason ? { statusReason } : {}),
    ...(set.decidedBy !== undefined ? { decidedBy: set.decidedBy } : {}),
    entryIds: entryId ? [...record.entryIds, entryId] : record.entryIds,
  };
}
