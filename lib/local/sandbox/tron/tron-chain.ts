/**
 * The sandbox's TRON chain: a block height that grows (on a timer, or on demand through the control
 * API) and the TRC20 transfers sent on it, each in the block that was made for it. A transfer is final
 * ("solidified") once 19 blocks stand on top of its block, as on TRON, where 19 of the 27 super
 * representatives must build on a block. The state is small (the height and the transfers, not the
 * empty blocks), kept in a JSON file when the stack keeps its data, so a restart does not forget a
 * transfer the ledger already knows. Transaction ids are random, so a wiped chain never repeats one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';

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

/** Where sandbox transfers come from unless told otherwise. */
export const SANDBOX_SENDER = sandboxAddress('sender');

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
}

interface ChainState {
  height: number;
  /** The timestamp of the block at `height`. */
  headTimestamp: number;
  transfers: ChainTransfer[];
}

/** TRON's first block after genesis is number 1; start where a test can tell numbers from counts. */
const FIRST_HEIGHT = 1000;

export class TronSandboxChain {
  private state: ChainState;

  constructor(
    private readonly stateFile: string | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.state = this.load() ?? { height: FIRST_HEIGHT, headTimestamp: now(), transfers: [] };
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

  /** Adds `count` empty blocks; returns the new height. */
  mine(count: number): number {
    this.state.height += count;
    this.state.headTimestamp = Math.max(this.now(), this.state.headTimestamp + 1);
    this.save();
    return this.state.height;
  }

  /** A transfer in a new block of its own (at the new head: no confirmations yet). */
  send(transfer: { contract: string; from: string; to: string; value: string }): ChainTransfer {
    this.state.height += 1;
    this.state.headTimestamp = Math.max(this.now(), this.state.headTimestamp + 1);
    const sent: ChainTransfer = {
      ...transfer,
      txId: randomBytes(32).toString('hex'),
      eventIndex: 0,
      blockNumber: this.state.height,
      blockTimestamp: this.state.headTimestamp,
    };
    this.state.transfers.push(sent);
    this.save();
    return sent;
  }

  transfers(): readonly ChainTransfer[] {
    return this.state.transfers;
  }

  isConfirmed(transfer: ChainTransfer): boolean {
    return transfer.blockNumber <= this.solidifiedHeight;
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
    if (!this.stateFile) return;
    mkdirSync(dirname(this.stateFile), { recursive: true });
    // Written aside and renamed, so a stop mid-write never leaves half a file.
    const temporary = `${this.stateFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.stateFile);
  }
}
