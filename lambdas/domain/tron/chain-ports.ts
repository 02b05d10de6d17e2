/**
 * What the chain watcher needs from the outside: the chain (TronGrid in the cloud, the sandbox chain
 * locally, through the same adapter) and the watcher's own items (its watermark, the pending
 * sightings, the owners of our addresses) in the accounts table.
 */
import type { TransferEvent } from './chain-deposits';
import type { IncomingTransfer } from './chain-reconciliation';

export interface ChainBlock {
  number: number;
  /** Epoch milliseconds, as TRON stamps blocks. */
  timestamp: number;
}

export interface TransferEventQuery {
  /** The token contract whose Transfer events are read. */
  contract: string;
  /** Blocks stamped from this instant on (epoch ms, inclusive). */
  fromTimestamp: number;
  /** …up to this instant (inclusive). */
  toTimestamp?: number;
  /** Solidified blocks only, or unsolidified ones only. */
  solidified: boolean;
  /** Where the previous page of the same query ended. */
  fingerprint?: string;
}

/** The indexer no longer knows a fingerprint (it keeps them a while): the range is read again from its start. */
export class StaleFingerprintError extends Error {}

export interface TransferEventPage {
  /** Oldest first. */
  events: TransferEvent[];
  /** The next page of the same query; absent on the last. */
  next?: string;
}

export interface TronChainReader {
  /** The newest solidified block: what TRON itself calls irreversible. */
  solidifiedHead(): Promise<ChainBlock>;
  /** One block by number (for a rescan from a block number: events are queried by time). */
  block(number: number): Promise<ChainBlock>;
  /** StaleFingerprintError when the query's fingerprint is refused. */
  transferEvents(query: TransferEventQuery): Promise<TransferEventPage>;
}

/**
 * How far the watcher has read the contract's solidified Transfer events. Every solidified block up to
 * `block` (stamped `timestamp`) has been read; `resume` is a range being read when a run's time ran out
 * in the middle of it, with the indexer's fingerprint of the next page (a block may hold more events
 * than a page).
 */
export interface ChainWatermark {
  block: number;
  timestamp: number;
  resume?: { toBlock: number; toTimestamp: number; fingerprint: string };
}

/** A customer's deposit seen in a block not yet solidified, kept until it is credited or fails. */
export interface PendingSighting {
  userId: string;
  txHash: string;
  eventIndex: number;
  from: string;
  to: string;
  amountMinor: bigint;
  blockNumber: number;
}

export interface ChainWatchStore {
  /** The watermark and its version (for a conditional save), or undefined before the first run. */
  watermark(): Promise<{ watermark: ChainWatermark; version: number } | undefined>;
  /** Saves on the condition that the stored version is still `version` (0: none stored); false when
   * another run moved it in between. */
  saveWatermark(watermark: ChainWatermark, version: number): Promise<boolean>;
  /** When the first deposit address was given out: nothing was sent to us before. */
  firstAssignment(): Promise<Date | undefined>;
  /** The owners of those of `addresses` that are our customers' deposit addresses (base58 → user id). */
  owners(addresses: readonly string[]): Promise<Map<string, string>>;
  recordSighting(sighting: PendingSighting): Promise<void>;
  forgetSighting(sighting: Pick<PendingSighting, 'txHash' | 'eventIndex'>): Promise<void>;
  /** Pending sightings in blocks up to `blockNumber`, oldest first (all of them without one). */
  sightings(through?: number): Promise<PendingSighting[]>;
}

/** One page of an address's incoming solidified transfers of a token, oldest first. */
export interface IncomingTransferPage {
  transfers: IncomingTransfer[];
  /** The next page of the same address; absent on the last. */
  next?: string;
}

/** The chain read per account (TronGrid's account history), not per contract as the watcher reads it. */
export interface TronAddressHistory {
  incomingTransfers(query: {
    address: string;
    contract: string;
    fingerprint?: string;
  }): Promise<IncomingTransferPage>;
}

/** One page of the deposit addresses given out, oldest first. */
export interface DepositAddressPage {
  addresses: string[];
  /** Where the next page starts; absent on the last. */
  next?: string;
}

export interface DepositAddressList {
  depositAddresses(cursor?: string): Promise<DepositAddressPage>;
}
