/**
 * A book in memory, written as the DynamoDB ledger writes a plan (lambdas/adapters/ledger/plan-items.ts):
 * the entry with its postings, records and references, each wallet's balance and posting count, one row
 * per house posting, the transaction records, one item per reference and the stock guard's shards. Movements the
 * writer refuses (a wallet debit below zero, a draw beyond the stock, a reference already posted) are
 * refused here too. Unit tests feed it to the invariant fold, sound or corrupted.
 */

import { STOCK_SHARDS } from '../../lambdas/adapters/account-items';
import { IdempotencyKeyReusedError } from '../../lambdas/domain/client-idempotency';
import { InsufficientFundsError } from '../../lambdas/domain/errors';
import {
  accountId,
  accountRules,
  type StockAccountName,
  stockAccountNames,
} from '../../lambdas/domain/ledger/accounts';
import {
  CapReachedError,
  InventoryShortfallError,
  type Movement,
  type MovementCap,
  type Transition,
} from '../../lambdas/domain/ledger/entry-plan';
import {
  type ExternalReference,
  referenceName,
  repeatsFirstMovement,
} from '../../lambdas/domain/ledger/external-reference';
import type { JournalEntry, StoredEntry } from '../../lambdas/domain/ledger/journal-entry';
import type { LedgerWriter, PostedMovement } from '../../lambdas/domain/ledger/ledger';
import {
  type AuditedEntry,
  auditedRecord,
  auditedRecordKey,
  LedgerAudit,
  type LedgerReport,
} from '../../lambdas/domain/ledger/ledger-audit';
import {
  assertMovementConsistent,
  assertTransitionConsistent,
} from '../../lambdas/domain/ledger/request-consistency';
import { planStockDraws, planStockTopUps } from '../../lambdas/domain/ledger/stock-shards';
import type { TransactionKey, TransactionRecord } from '../../lambdas/domain/ledger/transactions';
import type { Currency } from '../../lambdas/domain/money';

interface FirstPosted {
  entryId?: string;
  transactions: TransactionRecord[];
  references: string[];
}

const capKey = (cap: MovementCap) => `${cap.userId}/${cap.name}/${cap.period}`;
const NOW = '2026-11-23T10:00:00.000Z';

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
  readonly entries = new Map<string, AuditedEntry>();
  /** Entries as a reversal needs them. */
  readonly stored = new Map<string, StoredEntry>();
  readonly wallets = new Map<string, BookWallet>();
  readonly houseRows: BookHouseRow[] = [];
  readonly records = new Map<string, TransactionRecord>();
  /** Reference name → the entry it was posted with. */
  readonly references = new Map<string, string | undefined>();
  readonly stock = new Map<StockAccountName, bigint[]>(
    stockAccountNames.map((name) => [name, Array.from({ length: STOCK_SHARDS }, () => 0n)]),
  );
  /** The movement first posted under each reference, as a replay answers it. */
  private readonly firstPosted = new Map<string, FirstPosted>();
  /** Running totals under caps, by customer, cap and period. */
  private readonly capTotals = new Map<string, bigint>();
  private lastId = 0;

  /** What a customer owes (their `customer-receivable` total). */
  owedBy(userId: string): bigint {
    return this.capTotals.get(`${userId}/customer-receivable/open`) ?? 0n;
  }

  /** Writes the movement, or answers undefined where the writer would refuse it or replay. */
  post(movement: Movement): { entryId?: string; records: TransactionRecord[] } | undefined {
    assertMovementConsistent(movement);
    if (this.anyPosted(movement.references.map(referenceName))) return undefined;
    if (this.refusalOf(movement)) return undefined;
    const stock = this.stockAfter(movement);
    if (!stock) return undefined;
    for (const cap of movement.caps ?? [])
      this.capTotals.set(capKey(cap), (this.capTotals.get(capKey(cap)) ?? 0n) + cap.addMinor);
    const entryId = movement.entry ? this.newId('E') : undefined;
    const records = movement.transactions.map((draft) => ({
      ...draft,
      id: this.newId('R'),
      createdAt: NOW,
      updatedAt: NOW,
      entryIds: entryId ? [entryId] : [],
    }));
    for (const [account, shards] of stock) this.stock.set(account, shards);
    if (movement.entry && entryId) this.writeEntry(entryId, movement.entry, movement.references, records);
    for (const record of records) this.records.set(auditedRecordKey(record), record);
    for (const reference of movement.references) {
      this.references.set(referenceName(reference), entryId);
      this.firstPosted.set(referenceName(reference), {
        ...(entryId ? { entryId } : {}),
        transactions: records,
        references: movement.references.map(referenceName),
      });
    }
    return { ...(entryId ? { entryId } : {}), records };
  }

  /**
   * The book as the ledger port the domain calls (post, and the reads a buy makes): a reference posted
   * before answers with the first movement (replayed), and each refusal throws the writer's typed error.
   */
  port() {
    return {
      post: async (movement: Movement): Promise<PostedMovement> => {
        assertMovementConsistent(movement);
        for (const reference of movement.references) {
          const first = this.firstPosted.get(referenceName(reference));
          if (!first) continue;
          if (!repeatsFirstMovement(reference, movement.references, first.references))
            throw new IdempotencyKeyReusedError();
          return { ...first, replayed: true };
        }
        const refusal = this.refusalOf(movement);
        if (refusal) throw refusal;
        const posted = this.post(movement);
        if (!posted) throw new InventoryShortfallError();
        return {
          ...(posted.entryId ? { entryId: posted.entryId } : {}),
          transactions: posted.records,
          replayed: false,
        };
      },
      transition: this.writer().transition,
      postedUnder: async (reference: ExternalReference) => {
        const first = this.firstPosted.get(referenceName(reference));
        return (
          first && { ...(first.entryId ? { entryId: first.entryId } : {}), transactions: first.transactions }
        );
      },
      capTotal: async (userId: string, name: MovementCap['name'], period: string) =>
        this.capTotals.get(`${userId}/${name}/${period}`) ?? 0n,
      walletBalance: async (userId: string, currency: Currency) =>
        this.wallets.get(`customer/${userId}/${currency}`)?.balanceMinor ?? 0n,
    };
  }

  /** Why the writer would refuse the movement (a wallet below zero, a cap passed), if it would. */
  private refusalOf(movement: Movement): Error | undefined {
    if (movement.entry && !this.walletsAllow(movement.entry))
      return new InsufficientFundsError('The wallet does not hold enough for this');
    for (const wallet of movement.walletsAsRead ?? []) {
      const held = this.wallets.get(`customer/${wallet.userId}/${wallet.currency}`)?.balanceMinor ?? 0n;
      if (held !== wallet.balanceMinor)
        return new InsufficientFundsError('The wallet moved since it was read');
    }
    for (const cap of movement.caps ?? []) {
      const before = this.capTotals.get(capKey(cap)) ?? 0n;
      if (cap.asReadMinor !== undefined && before !== cap.asReadMinor) return new CapReachedError(cap);
      if (cap.minBeforeMinor !== undefined && before < cap.minBeforeMinor) return new CapReachedError(cap);
      const total = before + cap.addMinor;
      if (cap.maxMinor !== undefined && total > cap.maxMinor) return new CapReachedError(cap);
      // Taking from a total (a debt paid off) never takes it below zero, as the writer's condition.
      if (cap.addMinor < 0n && total < 0n) return new CapReachedError(cap);
    }
    return undefined;
  }

  transition(transition: Transition): TransactionRecord | undefined {
    assertTransitionConsistent(transition);
    const key = auditedRecordKey(transition.transaction);
    const record = this.records.get(key);
    if (!record || !transition.from.includes(record.status)) return undefined;
    if (transition.amount && transition.amount.fromMinor !== record.amountMinor) return undefined;
    if (this.anyPosted(transition.references.map(referenceName))) return undefined;
    if (transition.entry && !this.walletsAllow(transition.entry)) return undefined;
    if (this.refusalOf({ transactions: [], references: [], caps: transition.caps ?? [] })) return undefined;
    for (const cap of transition.caps ?? [])
      this.capTotals.set(capKey(cap), (this.capTotals.get(capKey(cap)) ?? 0n) + cap.addMinor);
    const entryId = transition.entry ? this.newId('E') : undefined;
    // New records the transition shows on other wallets (money in suspense assigned to a customer).
    const created = (transition.records ?? []).map((draft) => ({
      ...draft,
      id: this.newId('R'),
      createdAt: NOW,
      updatedAt: NOW,
      entryIds: entryId ? [entryId] : [],
    }));
    if (transition.entry && entryId)
      this.writeEntry(entryId, transition.entry, transition.references, [transition.transaction, ...created]);
    for (const each of created) this.records.set(auditedRecordKey(each), each);
    const { statusReason: _replaced, ...unchanged } = record;
    const statusReason =
      transition.set?.statusReason === undefined ? record.statusReason : transition.set.statusReason;
    const moved: TransactionRecord = {
      ...unchanged,
      status: transition.to,
      ...(transition.amount?.toMinor !== undefined ? { amountMinor: transition.amount.toMinor } : {}),
      ...(transition.set?.reference !== undefined ? { reference: transition.set.reference } : {}),
      // null removes the reason (a capture after a decline), as the adapter does.
      ...(statusReason ? { statusReason } : {}),
      entryIds: entryId ? [...record.entryIds, entryId] : record.entryIds,
    };
    this.records.set(key, moved);
    for (const reference of transition.references) this.references.set(referenceName(reference), entryId);
    return moved;
  }

  /** The book as a LedgerWriter: what it refuses throws, as the DynamoDB writer's refusals do. */
  writer(): LedgerWriter {
    return {
      post: async (movement) => {
        const posted = this.post(movement);
        if (!posted) throw new Error('The book refused the movement');
        return {
          ...(posted.entryId ? { entryId: posted.entryId } : {}),
          transactions: posted.records,
          replayed: false,
        };
      },
      transition: async (transition) => {
        const moved = this.transition(transition);
        if (!moved) throw new Error('The book refused the transition');
        const entryId = moved.entryIds.at(-1);
        return {
          ...(transition.entry && entryId ? { entryId } : {}),
          transactions: [moved],
          replayed: false,
        };
      },
    };
  }

  /** What the checker finds, reading every item of this book as a scan would. */
  audit(): LedgerReport {
    const audit = new LedgerAudit();
    for (const entry of this.entries.values()) audit.addEntry(entry);
    for (const [id, wallet] of this.wallets)
      audit.addStoredBalance(id, wallet.currency, wallet.balanceMinor, wallet.postingCount);
    for (const row of this.houseRows) audit.addStoredBalance(row.accountId, row.currency, row.amountMinor);
    for (const [key, total] of this.capTotals)
      if (key.endsWith('/customer-receivable/open')) audit.addCustomerTotal('customer-receivable', total);
    for (const record of this.records.values()) audit.addRecord(auditedRecord(record));
    for (const [name, entryId] of this.references) audit.addReference(name, entryId);
    for (const [account, shards] of this.stock)
      for (const shard of shards) audit.addStockShard(account, shard);
    return audit.report();
  }

  private newId(prefix: string): string {
    this.lastId += 1;
    return `${prefix}${String(this.lastId).padStart(6, '0')}`;
  }

  private anyPosted(names: string[]): boolean {
    return names.some((name) => this.references.has(name));
  }

  /** The writer conditions a debit on each wallet whose rules forbid a balance below zero. */
  private walletsAllow(entry: JournalEntry): boolean {
    return entry.postings.every(({ account, amountMinor }) => {
      if (account.kind !== 'customer' || amountMinor >= 0n || accountRules(account).mayGoNegative)
        return true;
      return (this.wallets.get(accountId(account))?.balanceMinor ?? 0n) + amountMinor >= 0n;
    });
  }

  /** The shards after the movement's stock changes, or undefined when a draw finds too little. */
  private stockAfter(movement: Movement): Map<StockAccountName, bigint[]> | undefined {
    const after = new Map<StockAccountName, bigint[]>();
    for (const change of movement.stock ?? []) {
      const shards = [...(after.get(change.account) ?? this.stock.get(change.account) ?? [])];
      if (change.amountMinor > 0n) {
        planStockTopUps(shards, change.amountMinor).forEach((share, shard) => {
          shards[shard] = (shards[shard] ?? 0n) + share;
        });
      } else {
        const draws = planStockDraws(shards, -change.amountMinor, STOCK_SHARDS);
        if (!draws) return undefined;
        for (const { shard, takeMinor } of draws) shards[shard] = (shards[shard] ?? 0n) - takeMinor;
      }
      after.set(change.account, shards);
    }
    return after;
  }

  private writeEntry(
    entryId: string,
    entry: JournalEntry,
    references: Movement['references'],
    records: readonly TransactionKey[],
  ): void {
    this.stored.set(entryId, { id: entryId, createdAt: NOW, entry });
    for (const { account, amountMinor } of entry.postings) {
      const id = accountId(account);
      if (account.kind === 'customer') {
        const wallet = this.wallets.get(id) ?? {
          currency: account.currency,
          balanceMinor: 0n,
          postingCount: 0,
        };
        this.wallets.set(id, {
          ...wallet,
          balanceMinor: wallet.balanceMinor + amountMinor,
          postingCount: wallet.postingCount + 1,
        });
      } else {
        this.houseRows.push({ accountId: id, currency: account.currency, amountMinor, entryId });
      }
    }
    this.entries.set(entryId, {
      id: entryId,
      postings: entry.postings.map(({ account, amountMinor }) => ({
        accountId: accountId(account),
        currency: account.currency,
        amountMinor,
      })),
      records: records.map(auditedRecordKey),
      references: references.map(referenceName),
      ...(entry.reverses ? { reverses: entry.reverses } : {}),
    });
  }
}
