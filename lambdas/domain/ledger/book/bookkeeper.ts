/**
 * The ledger's writer as callers see it (LedgerWriter): checks what is asked, plans it (entry-planning.ts)
 * and hands the plan to the adapter's plan writer once; reads only the stock a draw or funding is planned
 * from. What a write refused by a reference answers (the first result, or a key reused for another
 * request) is decided here, from what the writer read of the first write.
 */
import { IdempotencyKeyReusedError } from '../../client-idempotency';
import type { StockAccountName } from './accounts';
import type { Movement, Transition } from './entry-plan';
import { planMovement, planTransition } from './entry-planning';
import { type ExternalReference, repeatsFirstMovement } from './external-reference';
import type { LedgerWriter, PlanOutcome, PlanWriter, PostedMovement, StockReader } from './ledger';
import { InventoryShortfallError, StockShardEmptiedError } from './refusals';
import { assertMovementConsistent, assertTransitionConsistent } from './request-consistency';

/**
 * Reads of the stock shards before a draw gives up (each after another sale took from a chosen shard).
 * A draw over several shards is conditioned on each, so it meets concurrent sales more often.
 */
const STOCK_DRAW_ATTEMPTS = 6;

export class Bookkeeper implements LedgerWriter {
  constructor(private readonly adapter: { plans: PlanWriter; stock: StockReader }) {}

  async post(movement: Movement): Promise<PostedMovement> {
    assertMovementConsistent(movement);
    for (let attempt = 1; ; attempt += 1) {
      const plan = planMovement(movement, await this.stockHeld(movement));
      try {
        return answer(await this.adapter.plans.write(plan), movement.references);
      } catch (error) {
        if (!(error instanceof StockShardEmptiedError)) throw error;
        if (attempt >= STOCK_DRAW_ATTEMPTS) throw new InventoryShortfallError();
      }
    }
  }

  async transition(transition: Transition): Promise<PostedMovement> {
    assertTransitionConsistent(transition);
    return answer(await this.adapter.plans.write(planTransition(transition)), transition.references);
  }

  private async stockHeld(movement: Movement) {
    const accounts = [...new Set((movement.stock ?? []).map((change) => change.account))];
    const read = await Promise.all(
      accounts.map(async (account) => [account, await this.adapter.stock.stockShards(account)] as const),
    );
    return new Map<StockAccountName, readonly bigint[]>(read);
  }
}

/**
 * A write refused by one of its references answers with the first write under that reference, as a
 * replay, unless that write was this very plan's, written on a try whose answer was lost.
 */
function answer(outcome: PlanOutcome, references: readonly ExternalReference[]): PostedMovement {
  if (outcome.written) {
    const { entryId, transactions } = outcome;
    return { ...(entryId ? { entryId } : {}), transactions, replayed: false };
  }
  const { first, reference } = outcome;
  if (!repeatsFirstMovement(reference, references, first.references)) throw new IdempotencyKeyReusedError();
  return {
    ...(first.entryId ? { entryId: first.entryId } : {}),
    transactions: first.transactions,
    replayed: !first.byThisWrite,
  };
}
