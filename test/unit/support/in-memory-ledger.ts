/**
 * The ledger port in memory, for domain unit tests: the guarantees the DynamoDB adapter gives (all or
 * nothing, no customer balance below zero, one movement per reference, caps never passed, no sale of
 * stock the house does not hold) kept with plain maps, so a domain rule is checked without the stack.
 * The adapter itself is tested against DynamoDB Local in test/api.
 */
import { IdempotencyKeyReusedError } from '../../../lambdas/domain/client-idempotency';
import { ConflictError, InsufficientFundsError, NotFoundError } from '../../../lambdas/domain/errors';
import { accountId } from '../../../lambdas/domain/ledger/accounts';
import {
  type ExternalReference,
  referenceName,
  repeatsFirstMovement,
} from '../../../lambdas/domain/ledger/external-reference';
import type { PostedMovement } from '../../../lambdas/domain/ledger/ledger';
import {
  assertMovementConsistent,
  CapReachedError,
  InventoryShortfallError,
  type Movement,
  type MovementCap,
} from '../../../lambdas/domain/ledger/movement';
import type { TransactionRecord } from '../../../lambdas/domain/ledger/transactions';
import type { Currency } from '../../../lambdas/domain/money';

interface PostedUnder {
  entryId?: string;
  transactions: TransactionRecord[];
  references: string[];
}

export class InMemoryLedger {
  readonly balances = new Map<string, bigint>();
  readonly entries: Movement['entry'][] = [];
  readonly records: TransactionRecord[] = [];
  private readonly references = new Map<string, PostedUnder>();
  private readonly caps = new Map<string, bigint>();
  stock = 0n;
  private nextId = 0;

  async post(movement: Movement): Promise<PostedMovement> {
    assertMovementConsistent(movement);
    for (const reference of movement.references) {
      const first = this.references.get(referenceName(reference));
      if (!first) continue;
      if (!repeatsFirstMovement(reference, movement.references, first.references))
        throw new IdempotencyKeyReusedError();
      return {
        ...(first.entryId ? { entryId: first.entryId } : {}),
        transactions: first.transactions,
        replayed: true,
      };
    }
    const postings = movement.entry?.postings ?? [];
    for (const { account, amountMinor } of postings) {
      if (account.kind === 'customer' && this.balanceOf(accountId(account)) + amountMinor < 0n)
        throw new InsufficientFundsError('The wallet does not hold enough for this');
    }
    for (const cap of movement.caps ?? []) {
      const total = (this.caps.get(capKey(cap)) ?? 0n) + cap.addMinor;
      if (cap.maxMinor !== undefined && total > cap.maxMinor) throw new CapReachedError(cap);
    }
    const stockChange = (movement.stock ?? []).reduce((sum, change) => sum + change.amountMinor, 0n);
    if (this.stock + stockChange < 0n) throw new InventoryShortfallError();

    this.stock += stockChange;
    for (const cap of movement.caps ?? [])
      this.caps.set(capKey(cap), (this.caps.get(capKey(cap)) ?? 0n) + cap.addMinor);
    for (const { account, amountMinor } of postings) {
      const id = accountId(account);
      this.balances.set(id, this.balanceOf(id) + amountMinor);
    }
    const entryId = movement.entry ? this.newId() : undefined;
    if (movement.entry) this.entries.push(movement.entry);
    const now = new Date(0).toISOString();
    const transactions = movement.transactions.map((draft) => ({
      ...draft,
      id: this.newId(),
      createdAt: now,
      updatedAt: now,
      entryIds: entryId ? [entryId] : [],
    }));
    this.records.push(...transactions);
    const posted = {
      ...(entryId ? { entryId } : {}),
      transactions,
      references: movement.references.map(referenceName),
    };
    for (const reference of movement.references) this.references.set(referenceName(reference), posted);
    return { ...(entryId ? { entryId } : {}), transactions, replayed: false };
  }

  async transition(): Promise<PostedMovement> {
    throw new ConflictError('Transitions are not needed by the rules these tests check');
  }

  async postedUnder(reference: ExternalReference): Promise<Omit<PostedMovement, 'replayed'> | undefined> {
    const posted = this.references.get(referenceName(reference));
    return (
      posted && { ...(posted.entryId ? { entryId: posted.entryId } : {}), transactions: posted.transactions }
    );
  }

  async capTotal(userId: string, name: MovementCap['name'], period: string): Promise<bigint> {
    return this.caps.get(`${userId}/${name}/${period}`) ?? 0n;
  }

  async walletBalance(userId: string, currency: Currency): Promise<bigint> {
    return this.balanceOf(`customer/${userId}/${currency}`);
  }

  balanceOf(account: string): bigint {
    return this.balances.get(account) ?? 0n;
  }

  async get(): Promise<never> {
    throw new NotFoundError('Not kept in memory');
  }

  private newId(): string {
    this.nextId += 1;
    return String(this.nextId).padStart(26, '0');
  }
}

const capKey = (cap: MovementCap) => `${cap.userId}/${cap.name}/${cap.period}`;
