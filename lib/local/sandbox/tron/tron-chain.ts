/**
 * The sandbox's TRON chain: a block height that grows (on a timer, or on demand through the control
 * API) and the TRC20 transfers sent on it, each in the block that was made for it. A block is
 * solidified once 19 blocks stand on top of it, as on TRON, where 19 of the 27 super representatives
 * must build on a block; until then a transfer can be dropped (forked out), as a real one can. The state
 * is small (the height, the transfers, a few timestamps; not the empty blocks), kept in a JSON file when
 * the stack keeps its data, so a restart does not forget a transfer the ledger already knows.
 * Transaction ids are random, so a wiped chain never repeats one.
 *
 * Blocks are 3 s apart, as TRON makes them, on the clock the chain is given (the local stack's one
 * clock): a new block comes 3 s after the head, or at the clock's time when the clock is later (it was
 * moved on, or nothing was mined for a while). Only the blocks that break the 3 s step are kept (the
 * chain's first and each such jump); every other block's time follows from the nearest one below, so a
 * block keeps its time for good, empty or not, and a query by time finds exactly the blocks it should.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { writeFileAtomically } from '../../atomic-file';
import { ChainResources, MINIMUM_STAKE_SUN, type ResourceBook, type ResourceReceipt } from './tron-resources';

/** Blocks that must stand on a block before TRON calls it solidified. */
export const SOLIDIFY_CONFIRMATIONS = 19;

/** TRON makes a block every 3 seconds. */
export const BLOCK_INTERVAL_MS = 3_000;

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
  /** What its block took of the owner's energy and bandwidth and burnt (tron-resources.ts). */
  receipt?: ResourceReceipt;
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
  /** Staked TRX and used energy and bandwidth, by base58 address. */
  resources?: ResourceBook;
  /** Transactions broadcast to the full node, oldest first. */
  broadcasts?: BroadcastTransaction[];
  /** Ids of the stake transactions taken (freezebalancev2), so a repeat is a duplicate. */
  stakeTransactions?: string[];
  /** Hot wallets already given their opening TRX and USDT (once, not on every restart). */
  openedWallets?: string[];
  /** What the next broadcast does instead of succeeding (set from the page or the CLI). */
  nextOutcome?: BroadcastOutcome;
  /** The timestamp of the block at `height`. */
  headTimestamp: number;
  /** The timestamp of the first block (FIRST_HEIGHT). */
  startTimestamp?: number;
  /** The blocks whose time is not 3 s after the block below them, oldest first. */
  timeJumps?: BlockTime[];
  /** How many blocks the node answering lookups lags the one answering the head (0: none). */
  lookupLagBlocks?: number;
  transfers: ChainTransfer[];
}

interface BlockTime {
  number: number;
  timestamp: number;
}

export class TronSandboxRefusal extends Error {}

const blockTimeOf = (transfer: ChainTransfer): BlockTime => ({
  number: transfer.blockNumber,
  timestamp: transfer.blockTimestamp,
});

/** TRON's first block after genesis is number 1; start where a test can tell numbers from counts. */
const FIRST_HEIGHT = 1000;

export class TronSandboxChain {
  private state: ChainState;
  /** The clock's time when makeDueBlocks last made a block (or saw the clock put back). */
  private lastMadeAt: number | undefined;

  /** Accounts' staked energy and free bandwidth, kept in the chain's state. */
  readonly resources: ChainResources;

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
    this.resources = new ChainResources(() => {
      this.state.resources ??= {};
      return this.state.resources;
    }, now);
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
    if (count > 0) this.produce(count, this.nextBlockTimestamp());
    return this.state.height;
  }

  /**
   * What a running chain has made by now (the first new block taking the broadcast transactions
   * waiting): the blocks the clock says are due since the head, one every 3 s, however many the clock
   * skipped. A chain ahead of the clock (blocks mined on demand, the clock put back) still makes one
   * every 3 s of the clock, 3 s after its head, as a chain's time never runs back.
   */
  makeDueBlocks(): number {
    const now = this.now();
    const due = Math.floor((now - this.state.headTimestamp) / BLOCK_INTERVAL_MS);
    this.lastMadeAt ??= now;
    if (due > 0) this.produce(due, this.state.headTimestamp + BLOCK_INTERVAL_MS);
    else if (now - this.lastMadeAt >= BLOCK_INTERVAL_MS) this.produce(1, this.nextBlockTimestamp());
    else if (now >= this.lastMadeAt) return this.state.height;
    this.lastMadeAt = now;
    return this.state.height;
  }

  /** The time of the clock the chain runs on. */
  clockNow(): number {
    return this.now();
  }

  /** A new block's time: 3 s after the head, or the clock's time when that is later. */
  private nextBlockTimestamp(): number {
    return Math.max(this.now(), this.state.headTimestamp + BLOCK_INTERVAL_MS);
  }

  private produce(count: number, firstTimestamp: number): void {
    const waiting = this.broadcasts().filter(
      (sent) => sent.blockNumber === undefined && sent.outcome !== 'DROPPED',
    );
    let empty = count;
    if (waiting.length > 0) {
      this.includeBroadcasts(waiting, firstTimestamp);
      empty -= 1;
    }
    if (empty > 0)
      this.extend(empty, waiting.length > 0 ? this.state.headTimestamp + BLOCK_INTERVAL_MS : firstTimestamp);
    this.save();
  }

  /** Puts `count` blocks on the head, 3 s apart from `firstTimestamp`, keeping the first if it jumps. */
  private extend(count: number, firstTimestamp: number): void {
    if (firstTimestamp !== this.state.headTimestamp + BLOCK_INTERVAL_MS) {
      this.state.timeJumps ??= [];
      this.state.timeJumps.push({ number: this.state.height + 1, timestamp: firstTimestamp });
    }
    this.state.height += count;
    this.state.headTimestamp = firstTimestamp + BLOCK_INTERVAL_MS * (count - 1);
  }

  /**
   * Behind a load balancer the node answering a lookup may lag the one answering the head: with a lag,
   * transaction and block lookups answer as a node `blocks` behind would (tron-full-node.ts).
   */
  setLookupLag(blocks: number): void {
    if (blocks > 0) this.state.lookupLagBlocks = blocks;
    else delete this.state.lookupLagBlocks;
    this.save();
  }

  get lookupLag(): number {
    return this.state.lookupLagBlocks ?? 0;
  }

  /** The head and solidified heights as the node answering lookups sees them. */
  lookupHeights(): { height: number; solidifiedHeight: number } {
    return { height: this.height - this.lookupLag, solidifiedHeight: this.solidifiedHeight - this.lookupLag };
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
    timestamp: number = this.nextBlockTimestamp(),
  ): ChainTransfer[] {
    this.extend(1, timestamp);
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

  /** What a broadcast takes as its block runs it: staked energy and free bandwidth first, TRX for the rest. */
  private receiptOf(sent: BroadcastTransaction): ResourceReceipt {
    return this.resources.consume(sent.owner, {
      energy: sent.energy,
      bytes: Number(TRANSFER_BANDWIDTH_BYTES),
      energyPriceSun: ENERGY_PRICE_SUN,
      bytePriceSun: BANDWIDTH_BYTE_PRICE_SUN,
      // Out of energy, a call burns its whole fee limit.
      ...(sent.outcome === 'OUT_OF_ENERGY' ? { burnAllSun: BigInt(sent.feeLimitSun) } : {}),
    });
  }

  /** What a transfer from `owner` would burn now: what its TRX must cover for the node to take it. */
  transferCost(owner: string, energy: number): bigint {
    return this.resources.burnFor(
      owner,
      energy,
      Number(TRANSFER_BANDWIDTH_BYTES),
      ENERGY_PRICE_SUN,
      BANDWIDTH_BYTE_PRICE_SUN,
    );
  }

  /** Stakes TRX of the account's balance for energy (Stake 2.0's freezebalancev2, resource ENERGY). */
  stakeForEnergy(owner: string, sun: bigint): void {
    if (sun < MINIMUM_STAKE_SUN)
      throw new TronSandboxRefusal('frozenBalance must be greater than or equal to 1 TRX');
    if (sun > this.trxBalance(owner))
      throw new TronSandboxRefusal('frozenBalance must be less than or equal to accountBalance');
    this.fundTrx(owner, -sun);
    this.resources.stakeForEnergy(owner, sun);
    this.save();
  }

  private includeBroadcasts(waiting: readonly BroadcastTransaction[], timestamp: number): void {
    const moved = waiting.filter((sent) => sent.outcome === 'SUCCESS');
    // A failed call is in the block too (its fee burns), but moves no USDT and emits no Transfer.
    const transfers = this.include(
      moved.map((sent) => ({
        contract: SANDBOX_USDT.address,
        from: sent.owner,
        to: sent.to,
        value: sent.value,
      })),
      timestamp,
    );
    moved.forEach((sent, index) => {
      const transfer = transfers[index];
      if (transfer) transfer.txId = sent.txId;
    });
    for (const sent of waiting) {
      const receipt = this.receiptOf(sent);
      const fee = BigInt(receipt.energyFee) + BigInt(receipt.netFee);
      sent.blockNumber = this.state.height;
      sent.blockTimestamp = this.state.headTimestamp;
      sent.feeSun = fee.toString();
      sent.receipt = receipt;
      this.fundTrx(sent.owner, -fee);
    }
    this.save();
  }

  /** True the first time a stake transaction's id is taken; false for a repeat. */
  takeStakeTransaction(txId: string): boolean {
    this.state.stakeTransactions ??= [];
    if (this.state.stakeTransactions.includes(txId)) return false;
    this.state.stakeTransactions.push(txId);
    this.save();
    return true;
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
      if (sent.receipt) this.resources.giveBack(sent.owner, sent.receipt);
      delete sent.feeSun;
      delete sent.receipt;
    }
    this.save();
    return transfer;
  }

  /** A block's timestamp (see the file's comment); undefined above the head. */
  blockTimestamp(number: number): number | undefined {
    if (number > this.state.height) return undefined;
    if (number === this.state.height) return this.state.headTimestamp;
    const start =
      this.state.startTimestamp ?? this.state.transfers[0]?.blockTimestamp ?? this.state.headTimestamp;
    let below: BlockTime = { number: FIRST_HEIGHT, timestamp: start };
    let above: BlockTime = { number: this.state.height, timestamp: this.state.headTimestamp };
    // A transfer's block is a known time too: chains kept from before blocks were 3 s apart hold
    // transfers whose blocks were a millisecond apart.
    for (const known of [...(this.state.timeJumps ?? []), ...this.state.transfers.map(blockTimeOf)]) {
      if (known.number <= number && known.number >= below.number) below = known;
      if (known.number > number && known.number < above.number) above = known;
    }
    const stepped = below.timestamp + BLOCK_INTERVAL_MS * (number - below.number);
    // Never at or past the next known block's time (only such an older chain can ask for it).
    return Math.min(stepped, above.timestamp - (above.number - number));
  }

  /** The account's TRX in the newest solidified block: less only the fees burnt in blocks at or below it. */
  solidifiedTrxBalance(address: string): bigint {
    let unsolidifiedFees = 0n;
    for (const sent of this.broadcasts())
      if (
        sent.owner === address &&
        sent.blockNumber !== undefined &&
        sent.blockNumber > this.solidifiedHeight
      )
        unsolidifiedFees += BigInt(sent.feeSun ?? 0);
    return this.trxBalance(address) + unsolidifiedFees;
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
