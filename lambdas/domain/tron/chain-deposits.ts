/**
 * Incoming USDT: the chain-watcher port and the rule that turns what it sees into ledger movements.
 *
 * For each customer's deposit address the chain is asked for TRC20 transfers of the USDT contract to
 * it. A transfer whose block has fewer than 19 blocks on top is shown as a pending record (no money
 * moves: until then TRON may still drop the block); from 19 on it is credited, once per transaction hash
 * and event index, whichever watcher run (or two at once) gets there first: the ledger's references
 * make a second sighting return the first record, and a second credit a replay.
 * The USDT contract is matched by address, never by symbol: tokens calling themselves USDT exist.
 */
import { ConflictError } from '../errors';
import type { LedgerWriter } from '../ledger/ledger';
import { type ChainTransfer, chainDepositFinal, chainDepositSeen } from '../ledger/movements';
import { tronAccountHex } from './tron-address';

/** Blocks on top of a transfer's block before it is final: TRON solidifies a block when 19 of its 27
 * super representatives have built on it. */
export const FINAL_CONFIRMATIONS = 19;

/** One TRC20 Transfer event, as the chain reports it. */
export interface IncomingTransfer {
  txHash: string;
  eventIndex: number;
  /** The token contract that emitted the event (base58). */
  contract: string;
  from: string;
  to: string;
  /** Base units of the token (micro-USDT for USDT). */
  amountMinor: bigint;
  blockNumber: number;
}

/** The chain-watcher port: TronGrid in the cloud, the sandbox chain locally (through the same adapter). */
export interface TronChainReader {
  latestBlockNumber(): Promise<number>;
  /** Transfer events of `contract` to `address` in blocks from `since` on (confirmed or not). */
  incomingTransfers(
    address: string,
    query: { contract: string; since: Date },
  ): Promise<readonly IncomingTransfer[]>;
}

export interface WatchedAddress {
  userId: string;
  address: string;
  /** When the address was given out: nothing can have been sent to it for the customer before. */
  assignedAt: string;
}

export interface DepositWatchReport {
  addresses: number;
  pending: number;
  credited: number;
  /** Addresses whose transfers could not be read or booked this run (tried again next run). */
  failures: { address: string; message: string }[];
}

/** How far before an address's assignment to look, for clocks that disagree a little. */
const CLOCK_SLACK_MS = 10 * 60_000;

export async function watchChainDeposits(input: {
  chain: TronChainReader;
  ledger: LedgerWriter;
  addresses: Iterable<WatchedAddress> | AsyncIterable<WatchedAddress>;
  usdtContract: string;
}): Promise<DepositWatchReport> {
  const { chain, ledger, usdtContract } = input;
  const report: DepositWatchReport = { addresses: 0, pending: 0, credited: 0, failures: [] };
  const latest = await chain.latestBlockNumber();
  const usdt = tronAccountHex(usdtContract);
  for await (const watched of input.addresses) {
    report.addresses += 1;
    try {
      const since = new Date(Date.parse(watched.assignedAt) - CLOCK_SLACK_MS);
      const transfers = await chain.incomingTransfers(watched.address, { contract: usdtContract, since });
      for (const transfer of transfers) {
        // The adapter asked for the USDT contract only; a listing that mixed in another token (or a
        // transfer to another address) must still never be credited.
        if (tronAccountHex(transfer.contract) !== usdt) continue;
        if (tronAccountHex(transfer.to) !== tronAccountHex(watched.address)) continue;
        if (transfer.amountMinor <= 0n) continue;
        const outcome = await bookTransfer(ledger, watched.userId, transfer, latest - transfer.blockNumber);
        report[outcome] += 1;
      }
    } catch (error) {
      report.failures.push({ address: watched.address, message: (error as Error).message });
    }
  }
  return report;
}

async function bookTransfer(
  ledger: LedgerWriter,
  userId: string,
  transfer: IncomingTransfer,
  confirmations: number,
): Promise<'pending' | 'credited'> {
  const deposit: ChainTransfer = {
    userId,
    usdtMinor: transfer.amountMinor,
    txHash: transfer.txHash,
    eventIndex: transfer.eventIndex,
    fromAddress: transfer.from,
  };
  const seen = await ledger.post(chainDepositSeen(deposit, FINAL_CONFIRMATIONS));
  const record = seen.transactions[0];
  if (!record) throw new Error(`No record for transfer ${transfer.txHash}`);
  if (record.status === 'succeeded') return 'credited';
  if (confirmations < FINAL_CONFIRMATIONS) return 'pending';
  try {
    await ledger.transition(chainDepositFinal(record, deposit));
  } catch (error) {
    // A concurrent run credited it between our read and our write: credited once, as it should be.
    if (!(error instanceof ConflictError)) throw error;
  }
  return 'credited';
}
