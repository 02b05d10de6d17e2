/**
 * Incoming USDT: what one Transfer event of the USDT contract means for us. Pure rules, no I/O; the
 * watcher (chain-watch.ts) reads the chain and books what these rules decide.
 *
 * - Only the USDT contract counts, matched by address, never by symbol: tokens calling themselves USDT
 *   exist.
 * - A transfer is final when its block is solidified (19 of TRON's 27 super representatives built on
 *   it): the solidified head is what TRON itself calls irreversible, not a count of blocks on the newest
 *   head, which a fork can still replace. Until then the customer sees it pending and no money moves.
 * - A transfer sent from one of our own addresses (a deposit address, the house's) is money moving
 *   inside the house: never a customer's credit.
 * - Less than MINIMUM_DEPOSIT_MINOR is dust (address-poisoning spam sends fractions of a cent to make
 *   a look-alike address show in a wallet's history): booked to the house's dust account for operators,
 *   never credited or listed to the customer.
 * - A sighting whose transaction never solidifies (dropped, forked out) fails once the solidified
 *   chain has gone NEVER_SOLIDIFIED_AFTER_BLOCKS past its block, so no record stays pending for ever.
 */
import { tronAccountHex } from './tron-address';

/** Blocks TRON's super representatives build on a block before it is solidified (19 of 27). */
export const FINAL_CONFIRMATIONS = 19;

/** 1 USDT in micro-units: less is dust, not a deposit. */
export const MINIMUM_DEPOSIT_MINOR = 1_000_000n;

/**
 * Solidified blocks past a sighting's block before it is declared never solidified: 400 blocks are
 * 20 minutes at TRON's 3 s per block, far past a transaction's default 60 s expiration, after which it
 * can no longer be put in any block.
 */
export const NEVER_SOLIDIFIED_AFTER_BLOCKS = 400;

/** One TRC20 Transfer event, as the chain reports it. */
export interface TransferEvent {
  txHash: string;
  /** The event's index in its transaction: one transaction may pay several addresses, each its own deposit. */
  eventIndex: number;
  /** The token contract that emitted the event (base58). */
  contract: string;
  from: string;
  to: string;
  /** Base units of the token (micro-USDT for USDT). */
  amountMinor: bigint;
  blockNumber: number;
  /** The indexer reports it in a solidified block. */
  confirmed: boolean;
}

/** What we know of the two ends of a transfer, from point reads of our address items. */
export interface TransferParties {
  /** The customer whose deposit address received it, if any. */
  recipientOwner?: string;
  /** The sender is one of our deposit addresses or the house's address. */
  senderIsOurs: boolean;
}

export type TransferVerdict =
  /** Another token, or a recipient that is not ours: nothing to do. */
  | { kind: 'not-ours' }
  /** Between our own addresses: no customer's credit. */
  | { kind: 'internal' }
  /** Under the minimum: the house's, recorded for operators, once final. */
  | { kind: 'dust'; final: boolean }
  /** A customer's deposit, not solidified yet: shown pending. */
  | { kind: 'pending'; userId: string }
  /** A customer's deposit in a solidified block: credited. */
  | { kind: 'final'; userId: string };

/** The block is solidified: `solidifiedHead` is the number of the newest solidified block. */
export const isSolidified = (blockNumber: number, solidifiedHead: number) => blockNumber <= solidifiedHead;

export function judgeTransfer(
  event: TransferEvent,
  parties: TransferParties,
  chain: { usdtContract: string; solidifiedHead: number },
): TransferVerdict {
  if (tronAccountHex(event.contract) !== tronAccountHex(chain.usdtContract)) return { kind: 'not-ours' };
  if (!parties.recipientOwner || event.amountMinor <= 0n) return { kind: 'not-ours' };
  if (parties.senderIsOurs) return { kind: 'internal' };
  const final = event.confirmed && isSolidified(event.blockNumber, chain.solidifiedHead);
  if (event.amountMinor < MINIMUM_DEPOSIT_MINOR) return { kind: 'dust', final };
  return final
    ? { kind: 'final', userId: parties.recipientOwner }
    : { kind: 'pending', userId: parties.recipientOwner };
}

/** A pending sighting in `blockNumber` will never solidify: the chain read through `scannedThrough` (every
 * solidified block up to it) has gone far enough past it without the transfer in it. */
export const neverSolidified = (blockNumber: number, scannedThrough: number) =>
  scannedThrough - blockNumber >= NEVER_SOLIDIFIED_AFTER_BLOCKS;

/** The newest block whose sightings may be declared never solidified, once the scan reached `scannedThrough`. */
export const abandonedThrough = (scannedThrough: number) => scannedThrough - NEVER_SOLIDIFIED_AFTER_BLOCKS;
