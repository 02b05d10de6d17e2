/**
 * Turns what a caller asks of the ledger (a Movement or a Transition) into the EntryPlan the writer
 * writes: every condition is decided here from the account rules (accounts.ts), the caps and the stock
 * the plan was read from, so the writer only maps the plan to items.
 */
import { accountId, accountRules, type StockAccountName } from './accounts';
import {
  type CapChange,
  type EntryPlan,
  MAX_PLAN_ITEMS,
  type Movement,
  type MovementCap,
  type PlannedReference,
  planItemCount,
  type ShardChange,
  type StockChange,
  type Transition,
  type WalletAsRead,
  type WalletChange,
} from './entry-plan';
import { type ExternalReference, referenceName } from './external-reference';
import { type JournalEntry, sumsByCurrency } from './journal-entry';
import { CapReachedError, InconsistentMovementError, InventoryShortfallError } from './refusals';
import { planStockDraws, planStockTopUps } from './stock-shards';

/** What each shard of each stock the movement changes held when read. */
export type StockHeld = ReadonlyMap<StockAccountName, readonly bigint[]>;

/** The plan of a movement, its stock spread over the shards as read in `held`. */
export function planMovement(movement: Movement, held: StockHeld): EntryPlan {
  const plan = planWithoutStock(movement);
  const room = MAX_PLAN_ITEMS - planItemCount(plan);
  const stock = (movement.stock ?? []).flatMap((change) => shardChanges(change, held, room));
  return { ...plan, stock };
}

/** The plan of a transition: a transition never moves stock (assertTransitionConsistent). */
export function planTransition(transition: Transition): EntryPlan {
  const { transaction, from, to, set, amount } = transition;
  return {
    ...entryParts(transition.entry, []),
    stock: [],
    caps: (transition.caps ?? []).map(capChange),
    records: transition.records ?? [],
    statusChange: { transaction, from, to, ...(set ? { set } : {}), ...(amount ? { amount } : {}) },
    references: transition.references.map(planned),
  };
}

/**
 * How many stock shards one draw of the movement may take from: what its other items leave of
 * DynamoDB's 100 (the largest buy the inventory serves at once depends on it).
 */
export const stockDrawRoom = (movement: Movement) =>
  MAX_PLAN_ITEMS - planItemCount(planWithoutStock(movement));

function planWithoutStock(movement: Movement): EntryPlan {
  const parts = entryParts(movement.entry, movement.walletsAsRead ?? []);
  const plan: EntryPlan = {
    ...parts,
    stock: [],
    caps: (movement.caps ?? []).map(capChange),
    records: movement.transactions,
    references: movement.references.map(planned),
  };
  if (planItemCount(plan) > MAX_PLAN_ITEMS)
    throw new InconsistentMovementError(
      `A movement of ${planItemCount(plan)} items exceeds ${MAX_PLAN_ITEMS}`,
    );
  return plan;
}

const planned = (reference: ExternalReference): PlannedReference => ({
  source: reference.source,
  id: reference.id,
  name: referenceName(reference),
});

/**
 * The entry's postings as wallet changes and house rows. A wallet is one item, so its rule is a
 * condition on its change (never below zero for a debit, exactly as read when the plan was made from
 * it); a house account is append-only rows no condition can sum: its rule is kept by its stock guard
 * or checked by the ledger's checks.
 */
function entryParts(
  entry: JournalEntry | undefined,
  walletsAsRead: readonly WalletAsRead[],
): Pick<EntryPlan, 'entry' | 'wallets' | 'houseRows'> {
  const wallets: WalletChange[] = [];
  const houseRows: EntryPlan['houseRows'][number][] = [];
  // The builder already refused an unbalanced entry; checking again costs nothing and guards casts.
  for (const [currency, sum] of sumsByCurrency(entry?.postings ?? [])) {
    if (sum !== 0n)
      throw new InconsistentMovementError(`Refusing an entry whose ${currency} postings sum to ${sum}`);
  }
  const readOf = (userId: string, currency: string) =>
    walletsAsRead.find((wallet) => wallet.userId === userId && wallet.currency === currency);
  for (const { account, amountMinor, tds } of entry?.postings ?? []) {
    if (account.kind === 'house') {
      houseRows.push({
        account: account.name,
        currency: account.currency,
        amountMinor,
        ...(tds ? { tds } : {}),
      });
      continue;
    }
    const asRead = readOf(account.userId, account.currency);
    const guardedDebit = amountMinor < 0n && !accountRules(account).mayGoNegative;
    const mustHold = asRead
      ? { exactlyMinor: asRead.balanceMinor }
      : guardedDebit
        ? { atLeastMinor: -amountMinor }
        : undefined;
    wallets.push({
      userId: account.userId,
      currency: account.currency,
      addMinor: amountMinor,
      ...(mustHold ? { mustHold } : {}),
    });
  }
  // A wallet the plan was read from but the entry does not post to is only checked.
  for (const wallet of walletsAsRead) {
    if (wallets.some((change) => change.userId === wallet.userId && change.currency === wallet.currency))
      continue;
    wallets.push({
      userId: wallet.userId,
      currency: wallet.currency,
      addMinor: 0n,
      mustHold: { exactlyMinor: wallet.balanceMinor },
    });
  }
  return {
    ...(entry
      ? {
          entry: {
            kind: entry.kind,
            postings: entry.postings.map((posting) => ({
              account: accountId(posting.account),
              currency: posting.account.currency,
              amountMinor: posting.amountMinor,
            })),
            ...(entry.reverses ? { reverses: entry.reverses } : {}),
            ...(entry.memo ? { memo: entry.memo } : {}),
          },
        }
      : {}),
    wallets,
    houseRows,
  };
}

/**
 * The running total rises by the movement's amount on the condition that it stays within the maximum;
 * taking from a total (what a customer owes, paid off) never takes it below zero, so two payments at
 * once cannot both pay the same debt; and, when the plan read it, it must still be what was read.
 */
function capChange(cap: MovementCap): CapChange {
  const { maxMinor, asReadMinor, addMinor, minBeforeMinor } = cap;
  const atLeast = [addMinor < 0n ? -addMinor : 0n, minBeforeMinor ?? 0n].reduce((a, b) => (b > a ? b : a));
  // The writer's condition passes on a total not yet written, whatever the amount.
  if (maxMinor !== undefined && addMinor > maxMinor) throw new CapReachedError(cap);
  return {
    cap,
    ...(maxMinor !== undefined ? { atMostBeforeMinor: maxMinor - addMinor } : {}),
    ...(atLeast > 0n ? { atLeastBeforeMinor: atLeast } : {}),
    ...(asReadMinor !== undefined ? { exactlyBeforeMinor: asReadMinor } : {}),
    checkOnly: addMinor === 0n && asReadMinor !== undefined,
  };
}

/**
 * Funding tops up the emptiest shards first; a draw takes from one shard or several (stock-shards.ts),
 * each conditioned on the shard still holding what it takes, so two sales can never both take the
 * same USDT. A draw that lost a shard to another sale meanwhile is planned again from fresh reads.
 */
function shardChanges(change: StockChange, held: StockHeld, room: number): ShardChange[] {
  const shards = held.get(change.account);
  if (!shards) throw new InconsistentMovementError(`The ${change.account} shards were not read`);
  if (change.amountMinor > 0n) {
    return planStockTopUps(shards, change.amountMinor).flatMap((share, shard) =>
      share > 0n ? [{ account: change.account, shard, addMinor: share }] : [],
    );
  }
  const draws = planStockDraws(shards, -change.amountMinor, room);
  if (!draws) throw new InventoryShortfallError();
  return draws.map(({ shard, takeMinor }) => ({
    account: change.account,
    shard,
    addMinor: -takeMinor,
    mustHoldMinor: takeMinor,
  }));
}
