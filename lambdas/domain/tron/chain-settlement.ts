/**
 * Books a page of Transfer events as the rules decide (chain-deposits.ts): the watcher and an
 * operator's rescan share it. Each end of each transfer is looked up once per page with point reads
 * of our address items, so the cost follows the transfers on the chain, not our number of addresses.
 * Every booking is keyed by the transfer's hash and event index: seeing a transfer again (a rescan, two
 * runs at once) returns the first result, and a second credit is a replay.
 */
import { ConflictError } from '../errors';
import type { LedgerWriter } from '../ledger/book/ledger';
import {
  type ChainTransfer,
  chainDeposit,
  chainDepositFinal,
  chainDepositNeverFinal,
  chainDepositSeen,
  chainDust,
} from '../ledger/recipes/chain-deposits';
import {
  FINAL_CONFIRMATIONS,
  judgeTransfer,
  type TransferEvent,
  type TransferVerdict,
} from './chain-deposits';
import type { ChainWatchStore, PendingSighting } from './chain-ports';
import { tronAccountHex } from './tron-address';

/** Bookings of one page in flight at once. */
const BOOKINGS_IN_FLIGHT = 8;

export interface SettlementCounts {
  /** Transfer events of the contract read. */
  read: number;
  pending: number;
  credited: number;
  /** Final transfers that had been credited before (a rescan's replays). */
  alreadyCredited: number;
  dust: number;
  internal: number;
  /** Sightings whose transaction never solidified. */
  failed: number;
}

export const noCounts = (): SettlementCounts => ({
  read: 0,
  pending: 0,
  credited: 0,
  alreadyCredited: 0,
  dust: 0,
  internal: 0,
  failed: 0,
});

export interface SettlementContext {
  ledger: LedgerWriter;
  store: ChainWatchStore;
  usdtContract: string;
  /** The house's own TRON addresses (hot wallet, sweep targets): what they send is never a deposit. */
  houseAddresses: ReadonlySet<string>;
}

const depositOf = (userId: string, event: TransferEvent | PendingSighting): ChainTransfer => ({
  userId,
  usdtMinor: event.amountMinor,
  txHash: event.txHash,
  eventIndex: event.eventIndex,
  fromAddress: event.from,
});

/** The pending record of a transfer: created on the first sighting, the same record ever after. */
async function pendingRecord(ledger: LedgerWriter, deposit: ChainTransfer) {
  const seen = await ledger.post(chainDepositSeen(deposit, FINAL_CONFIRMATIONS));
  const record = seen.transactions[0];
  if (!record) throw new Error(`No record for transfer ${deposit.txHash}`);
  return record;
}

async function credit(context: SettlementContext, userId: string, event: TransferEvent) {
  const deposit = depositOf(userId, event);
  // Credited in one write when first seen final; a replay names the record already there.
  const posted = await context.ledger.post(chainDeposit(deposit));
  if (!posted.replayed) return 'credited';
  const record = posted.transactions[0];
  if (record?.status === 'succeeded' || !record) return 'alreadyCredited';
  let outcome: 'credited' | 'alreadyCredited' = 'alreadyCredited';
  try {
    await context.ledger.transition(chainDepositFinal(record, deposit));
    outcome = 'credited';
  } catch (error) {
    // A concurrent run credited it between our read and our write: credited once, as it should be.
    if (!(error instanceof ConflictError)) throw error;
  }
  await context.store.forgetSighting(event);
  return outcome;
}

async function recordDust(context: SettlementContext, event: TransferEvent) {
  const posted = await context.ledger.post(chainDust(depositOf('', event)));
  return posted.replayed ? undefined : 'dust';
}

async function recordSighting(context: SettlementContext, userId: string, event: TransferEvent) {
  // The sighting first: a record whose sighting was never kept could stay pending for ever.
  await context.store.recordSighting({ ...event, userId });
  await pendingRecord(context.ledger, depositOf(userId, event));
}

/** Books one page of events; returns what it did. */
export async function settleTransfers(
  context: SettlementContext,
  events: readonly TransferEvent[],
  solidifiedHead: number,
): Promise<SettlementCounts> {
  const counts = noCounts();
  const usdt = tronAccountHex(context.usdtContract);
  const ours = events.filter((event) => tronAccountHex(event.contract) === usdt);
  counts.read = ours.length;
  const owners = await context.store.owners([...new Set(ours.flatMap((event) => [event.to, event.from]))]);
  const settle = async (event: TransferEvent) => {
    const verdict: TransferVerdict = judgeTransfer(
      event,
      {
        recipientOwner: owners.get(event.to),
        senderIsOurs: owners.has(event.from) || context.houseAddresses.has(event.from),
      },
      { usdtContract: context.usdtContract, solidifiedHead },
    );
    if (verdict.kind === 'final') counts[await credit(context, verdict.userId, event)] += 1;
    else if (verdict.kind === 'pending') {
      await recordSighting(context, verdict.userId, event);
      counts.pending += 1;
    } else if (verdict.kind === 'dust' && verdict.final) {
      if ((await recordDust(context, event)) === 'dust') counts.dust += 1;
    } else if (verdict.kind === 'internal') counts.internal += 1;
  };
  // Each transfer is booked on its own keys (its reference, its customer's wallet), so a page's
  // bookings may overlap; a few at a time keeps a busy page within a run's time.
  let next = 0;
  const worker = async () => {
    while (next < ours.length) {
      const event = ours[next++];
      if (event) await settle(event);
    }
  };
  await Promise.all(Array.from({ length: BOOKINGS_IN_FLIGHT }, worker));
  return counts;
}

/** Fails each sighting that can no longer solidify, and forgets those credited meanwhile. */
export async function failAbandonedSightings(
  context: SettlementContext,
  sightings: readonly PendingSighting[],
): Promise<number> {
  let failed = 0;
  for (const sighting of sightings) {
    const record = await pendingRecord(context.ledger, depositOf(sighting.userId, sighting));
    if (record.status === 'pending') {
      try {
        await context.ledger.transition(chainDepositNeverFinal(record));
        failed += 1;
      } catch (error) {
        // Credited by another run between our read and our write: it did solidify after all.
        if (!(error instanceof ConflictError)) throw error;
      }
    }
    await context.store.forgetSighting(sighting);
  }
  return failed;
}

export function addCounts(total: SettlementCounts, more: SettlementCounts): void {
  for (const key of Object.keys(total) as (keyof SettlementCounts)[]) total[key] += more[key];
}
