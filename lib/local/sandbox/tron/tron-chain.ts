/**
 * The sandbox's TRON chain: a block height that grows (on a timer, or on demand through the control
 * API) and the TRC20 transfers sent on it, each in the block that was made for it. A block is
 * solidified once 19 blocks stand on top of it, as on TRON, where 19 of the 27 super representatives
 * must build on a block; until then a transfer can be dropped (forked out), as a real one can. The state
 * is small (the height, the transfers, a few timestamps; not the empty blocks), kept in a JSON file when
 * the stack keeps its data, so a restart does not forget a transfer the ledger already knows.
 * Transaction ids are random, so a wiped chain never repeats one.
 *
 * Block timestamps grow by at least a millisecond a block: an empty block's is its nearest known
 * block's below (a transfer's block, the chain's start) plus one per block between, so a block's time
 * is always before the next known one's, and a query by time finds exactly the blocks it should.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { writeFileAtomically } from '../../atomic-file';

/** Blocks that must stand on a block before TRON calls it solidified. */
export const SOLIDIFY_CONFIRMATIONS = 19;

const base58check = createBase58check(sha256);

/** A valid-looking TRON address no key belongs to, named after a word so it is the same on every start. */
export function sandboxAddress(name: string): string {
  const payload = new Uint8Array(21);
  payload[0] = 0x41;
  payload.set(createHash('sha256').update(`tron-sandbox:${name}`).digest().subarray(0, 20), 1);
  return base58check.encode(payload);
}

export interface SandboxToken {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
}

/** The sandbox's USDT contract: what USDT_TRC20_CONTRACT is locally (mainnet's is TR7NHq…). */
export const SANDBOX_USDT: SandboxToken = {
  address: sandboxAddress('usdt'),
  symbol: 'USDT',
  name: 'Tether USD',
  decimals: 6,
};

/** A token that calls itself USDT from another contract: such fakes exist on mainnet, never credit them. */
export const SANDBOX_FAKE_USDT: SandboxToken = {
  address: sandboxAddress('fake-usdt'),
  symbol: 'USDT',
  name: 'Tether USD',
  decimals: 6,
};

/** The token a contract address names on the sandbox chain. */
export function tokenOf(contract: string): SandboxToken {
  for (const token of [SANDBOX_USDT, SANDBOX_FAKE_USDT]) if (token.address === contract) return token;
  return { address: contract, symbol: 'TOKEN', name: 'Sandbox token', decimals: 6 };
}

/** Where sandbox transfers come from unless told otherwise. */
export const SANDBOX_SENDER = sandboxAddress('sender');

/** The house's own address locally (TRON_HOUSE_ADDRESSES): what it sends to a customer is no deposit. */
export const SANDBOX_HOUSE = sandboxAddress('house');

export interface ChainTransfer {
  txId: string;
  /** The Transfer event's index among the transaction's events. */
  eventIndex: number;
  blockNumber: number;
  blockTimestamp: number;
  contract: string;
  from: string;
  to: string;
  /** Base units, as a decimal string (USDT: micro-units). */
  value: string;
  /** Forked out before its block solidified: in no block any more. */
  dropped?: boolean;
}

/** What becomes of a broadcast transaction: included and run, failed on chain, or never included. */
export const BROADCAST_OUTCOMES = ['SUCCESS', 'OUT_OF_ENERGY', 'REVERT', 'DROPPED'] as const;
export type BroadcastOutcome = (typeof BROADCAST_OUTCOMES)[number];

/** A signed USDT transfer the sandbox's full node took (tron-full-node.ts). */
export interface BroadcastTransaction {
  txId: string;
  owner: string;
  to: string;
  /** Micro-units, as a decimal string. */
  value: string;
  feeLimitSun: string;
  expiration: number;
  /** The energy the call uses (a recipient holding no USDT costs about twice as much). */
  energy: number;
  /** The broadcast body, as gettransactionbyid answers it. */
  transaction: Record<string, unknown>;
  outcome: BroadcastOutcome;
  /** Set once a block includes it; never for DROPPED, or after the block was forked out. */
  blockNumber?: number;
  blockTimestamp?: number;
  feeSun?: string;
}

/** TRON's prices in sun (mainnet's getEnergyFee and getTransactionFee since 2024). */
export const ENERGY_PRICE_SUN = 100n;
export const BANDWIDTH_BYTE_PRICE_SUN = 1_000n;
/** A signed USDT transfer's size, paid in bandwidth. */
export const TRANSFER_BANDWIDTH_BYTES = 345n;

interface ChainState {
  height: number;
  /** TRX of the accounts the sandbox funded or charged, in sun (decimal strings), by base58 address. */
  trxSun?: Record<string, string>;
  /** Transactions broadcast to the full node, oldest first. */
  broadcasts?: BroadcastTransaction[];
  /** Hot wallets already given their opening TRX and USDT (once, not on every restart). */
  openedWallets?: string[];
  /** What the next broadcast does instead of succeeding (set from the page or the CLI). */
  nextOutcome?: BroadcastOutcome;
  /** The timestamp of the block at `height`. */
  headTimestamp: number;
  /** The timestamp of the first block (FIRST_HEIGHT). */
  startTimestamp?: number;
  transfers: ChainTransfer[];
}

export class TronSandboxRefusal extends Error {}

/** TRON's first block after genesis is number 1; start where a test can tell numbers from counts. */
const FIRST_HEIGHT = 1000;

export class TronSandboxChain {
  private state: ChainState;

  constructor(
    private readonly stateFile: string | undefined,
    private readonly now: () => number = Date.now,
  ) {
    const started = now();
    this.state = this.load() ?? {
      height: FIRST_HEIGHT,
      headTimestamp: started,
      startTimestamp: started,
      transfers: [],
    };
  }

  get height(): number {
    return this.state.height;
  }

  get headTimestamp(): number {
    return this.state.headTimestamp;
  }

  /** The newest block that is final: 19 blocks stand on it. */
  get solidifiedHeight(): number {
    return this.state.height - SOLIDIFY_CONFIRMATIONS;
  }

  /** Adds `count` blocks, the first taking the broadcast transactions waiting; returns the new height. */
  mine(count: number): number {
    const waiting = this.broadcasts().filter(
      (sent) => sent.blockNumber === undefined && sent.outcome !== 'DROPPED',
    );
    if (waiting.length > 0 && count > 0) {
      this.includeBroadcasts(waiting);
      count -= 1;
    }
    this.state.height += count;
    this.state.headTimestamp = Math.max(this.now(), this.state.headTimestamp + count);
    this.save();
    return this.state.height;
  }

  /** A transfer in a new block of its own (at the new head: not solidified yet). */
  send(transfer: { contract: string; from: string; to: string; value: string }): ChainTransfer {
    const [sent] = this.include([transfer]);
    if (!sent) throw new Error('No transfer was sent');
    return sent;
  }

  /** Transfers in one new block, each its own transaction. */
  include(
    transfers: readonly { contract: string; from: string; to: string; value: string }[],
  ): ChainTransfer[] {
    this.state.height += 1;
    this.state.headTimestamp = Math.max(this.now(), this.state.headTimestamp + 1);
    const sent = transfers.map((transfer) => ({
      ...transfer,
      txId: randomBytes(32).toString('hex'),
      eventIndex: 0,
      blockNumber: this.state.height,
      blockTimestamp: this.state.headTimestamp,
    }));
    this.state.transfers.push(...sent);
    this.save();
    return sent;
  }

  /** A broadcast's fee as the chain burns it: energy at its price (all of the fee limit when it ran out) and bandwidth. */
  private feeOf(sent: BroadcastTransaction): bigint {
    const energyFee =
      sent.outcome === 'OUT_OF_ENERGY' ? BigInt(sent.feeLimitSun) : BigInt(sent.energy) * ENERGY_PRICE_SUN;
    return energyFee + TRANSFER_BANDWIDTH_BYTES * BANDWIDTH_BYTE_PRICE_SUN;
  }

  /** The most a transfer would burn: what its owner's TRX must cover for the node to take it. */
  transferCost(energy: number): bigint {
    return BigInt(energy) * ENERGY_PRICE_SUN + TRANSFER_BANDWIDTH_BYTES * BANDWIDTH_BYTE_PRICE_SUN;
  }

  private includeBroadcasts(waiting: readonly BroadcastTransaction[]): void {
    const moved = waiting.filter((sent) => sent.outcome === 'SUCCESS');
    // A failed call is in the block too (its fee burns), but moves no USDT and emits no Transfer.
    const transfers = this.include(
      moved.map((sent) => ({
        contract: SANDBOX_USDT.address,
        from: sent.owner,
        to: sent.to,
        value: sent.value,
      })),
    );
    moved.forEach((sent, index) => {
      const transfer = transfers[index];
      if (transfer) transfer.txId = sent.txId;
    });
    for (const sent of waiting) {
      const fee = this.feeOf(sent);
      sent.blockNumber = this.state.height;
      sent.blockTimestamp = this.state.headTimestamp;
      sent.feeSun = fee.toString();
      this.fundTrx(sent.owner, -fee);
    }
    this.save();
  }

  broadcasts(): BroadcastTransaction[] {
    this.state.broadcasts ??= [];
    return this.state.broadcasts;
  }

  broadcastById(txId: string): BroadcastTransaction | undefined {
    return this.broadcasts().find((sent) => sent.txId === txId.toLowerCase());
  }

  /** Takes a broadcast, doing what the next one was told to do; the block comes with the next mine. */
  takeBroadcast(sent: Omit<BroadcastTransaction, 'outcome'>): BroadcastTransaction {
    const taken = { ...sent, outcome: this.state.nextOutcome ?? 'SUCCESS' };
    delete this.state.nextOutcome;
    this.broadcasts().push(taken);
    this.save();
    return taken;
  }

  /** The next broadcast fails on chain (OUT_OF_ENERGY, REVERT) or is never included (DROPPED). */
  setNextOutcome(outcome: BroadcastOutcome): void {
    if (outcome === 'SUCCESS') delete this.state.nextOutcome;
    else this.state.nextOutcome = outcome;
    this.save();
  }

  get nextOutcome(): BroadcastOutcome {
    return this.state.nextOutcome ?? 'SUCCESS';
  }

  /** True the first time it is asked for an address: whether to give it its opening funds. */
  firstOpening(address: string): boolean {
    this.state.openedWallets ??= [];
    if (this.state.openedWallets.includes(address)) return false;
    this.state.openedWallets.push(address);
    this.save();
    return true;
  }

  trxBalance(address: string): bigint {
    return BigInt(this.state.trxSun?.[address] ?? 0);
  }

  /** Adds (or with a negative amount burns) TRX; the sandbox's faucet has no end. */
  fundTrx(address: string, sun: bigint): void {
    this.state.trxSun ??= {};
    const balance = this.trxBalance(address) + sun;
    this.state.trxSun[address] = (balance < 0n ? 0n : balance).toString();
    this.save();
  }

  /**
   * An address's USDT in blocks, less what it has broadcast and no block took yet (spent once taken, as
   * a node's pending state has it). Sandbox senders (SANDBOX_SENDER) are a faucet and go negative.
   */
  usdtBalance(address: string): bigint {
    let balance = 0n;
    for (const transfer of this.transfers()) {
      if (transfer.contract !== SANDBOX_USDT.address) continue;
      if (transfer.to === address) balance += BigInt(transfer.value);
      if (transfer.from === address) balance -= BigInt(transfer.value);
    }
    for (const sent of this.broadcasts())
      if (sent.owner === address && sent.blockNumber === undefined && sent.outcome !== 'DROPPED')
        balance -= BigInt(sent.value);
    return balance;
  }

  /** The transfers in blocks, oldest first (dropped ones are in none). */
  transfers(): readonly ChainTransfer[] {
    return this.state.transfers.filter((transfer) => !transfer.dropped);
  }

  /** Every transfer ever sent, dropped ones too, for the sandbox's page. */
  history(): readonly ChainTransfer[] {
    return this.state.transfers;
  }

  isConfirmed(transfer: ChainTransfer): boolean {
    return !transfer.dropped && transfer.blockNumber <= this.solidifiedHeight;
  }

  /** Forks a transaction out of the chain, as a block replaced before it solidified: its events go. */
  drop(txId: string): ChainTransfer {
    const transfer = this.state.transfers.find((candidate) => candidate.txId === txId.toLowerCase());
    if (!transfer) throw new TronSandboxRefusal(`No transaction ${txId} on the sandbox chain`);
    if (transfer.dropped) return transfer;
    if (this.isConfirmed(transfer))
      throw new TronSandboxRefusal(
        `Transaction ${txId} is in solidified block ${transfer.blockNumber}: it can no longer be dropped`,
      );
    transfer.dropped = true;
    const sent = this.broadcastById(transfer.txId);
    if (sent) {
      // Forked out with its block: never to be included again, as the expiry passes meanwhile.
      sent.outcome = 'DROPPED';
      delete sent.blockNumber;
      delete sent.blockTimestamp;
      if (sent.feeSun) this.fundTrx(sent.owner, BigInt(sent.feeSun));
      delete sent.feeSun;
    }
    this.save();
    return transfer;
  }

  /** A block's timestamp (see the file's comment); undefined above the head. */
  blockTimestamp(number: number): number | undefined {
    if (number > this.state.height) return undefined;
    const start =
      this.state.startTimestamp ?? this.state.transfers[0]?.blockTimestamp ?? this.state.headTimestamp;
    if (number === this.state.height) return this.state.headTimestamp;
    let known = { number: FIRST_HEIGHT, timestamp: start };
    for (const transfer of this.state.transfers) {
      if (transfer.blockNumber > number) break;
      known = { number: transfer.blockNumber, timestamp: transfer.blockTimestamp };
    }
    return known.timestamp + (number - known.number);
  }

  /** A block id as TRON writes it: the block number in the first 8 bytes, then 24 bytes of hash. */
  blockId(number: number): string {
    const hash = createHash('sha256').update(`tron-sandbox-block:${number}`).digest('hex');
    return number.toString(16).padStart(16, '0') + hash.slice(16);
  }

  private load(): ChainState | undefined {
    if (!this.stateFile || !existsSync(this.stateFile)) return undefined;
    try {
      return JSON.parse(readFileSync(this.stateFile, 'utf8')) as ChainState;
    } catch {
      return undefined;
    }
  }

  save(): void {
    if (this.stateFile) writeFileAtomically(this.stateFile, JSON.stringify(this.state));
  }
}
