/**
 * The watcher's run over a chain whose events come a page at a time: a run whose time runs out keeps
 * the indexer's fingerprint in its watermark and the next run goes on from it, a fingerprint the indexer
 * no longer knows makes the range be read again, a run another run overtook stops, and however the
 * runs fall every deposit is credited once. The chain, the store and the ledger are small stand-ins.
 */
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../../../lambdas/domain/errors';
import { referenceName } from '../../../../lambdas/domain/ledger/book/external-reference';
import type { LedgerWriter } from '../../../../lambdas/domain/ledger/book/ledger';
import type { TransactionRecord } from '../../../../lambdas/domain/ledger/book/transactions';
import type { TransferEvent } from '../../../../lambdas/domain/tron/chain-deposits';
import {
  type ChainWatchStore,
  type ChainWatermark,
  StaleFingerprintError,
  type TronChainReader,
} from '../../../../lambdas/domain/tron/chain-ports';
import { watchChainDeposits } from '../../../../lambdas/domain/tron/chain-watch';
import { USDT_TRC20_CONTRACT } from '../../../../lambdas/domain/tron/tron-address';

const CUSTOMER_ADDRESS = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
const STRANGER = 'TLCuBEirVzB6V4menLZKw1jfBTFMZbuKq7';
/** Block n is stamped n seconds. */
const at = (block: number) => block * 1000;

function chainOf(events: TransferEvent[], solidified: number, pageSize = 2) {
  const asked: (string | undefined)[] = [];
  /** Fingerprints name the indexer's generation: forgetting them all starts a new one. */
  let generation = 0;
  const chain: TronChainReader = {
    solidifiedHead: async () => ({ number: solidified, timestamp: at(solidified) }),
    block: async (number) => ({ number, timestamp: at(number) }),
    transferEvents: async (query) => {
      asked.push(query.fingerprint);
      const [issued, offset] = (query.fingerprint ?? `${generation}:0`).split(':').map(Number);
      if (issued !== generation) throw new StaleFingerprintError('forgotten');
      const matching = events.filter(
        (event) =>
          event.confirmed === query.solidified &&
          at(event.blockNumber) >= query.fromTimestamp &&
          at(event.blockNumber) <= (query.toTimestamp ?? Number.MAX_SAFE_INTEGER),
      );
      const start = offset ?? 0;
      const page = matching.slice(start, start + pageSize);
      return {
        events: page,
        ...(start + pageSize < matching.length ? { next: `${generation}:${start + pageSize}` } : {}),
      };
    },
  };
  return { chain, asked, forgetFingerprints: () => (generation += 1) };
}

function storeOf(): ChainWatchStore & { saved: ChainWatermark[]; overtakeNextRun(): void } {
  let stored: { watermark: ChainWatermark; version: number } | undefined;
  let overtake = false;
  const saved: ChainWatermark[] = [];
  return {
    saved,
    /** Another run saves right after the next run read the watermark. */
    overtakeNextRun() {
      overtake = true;
    },
    watermark: async () => {
      const read = stored;
      if (overtake && stored) stored = { ...stored, version: stored.version + 1 };
      overtake = false;
      return read;
    },
    saveWatermark: async (watermark, version) => {
      if ((stored?.version ?? 0) !== version) return false;
      stored = { watermark, version: version + 1 };
      saved.push(watermark);
      return true;
    },
    firstAssignment: async () => new Date(at(0)),
    owners: async (addresses) =>
      new Map(
        addresses.filter((address) => address === CUSTOMER_ADDRESS).map((address) => [address, 'user-1']),
      ),
    recordSighting: async () => {},
    forgetSighting: async () => {},
    sightings: async () => [],
  };
}

/** Records by reference, so a second post under one reference replays the first result. */
function ledgerOf() {
  const byReference = new Map<string, TransactionRecord[]>();
  const records = new Map<string, TransactionRecord>();
  let credits = 0;
  const ledger: LedgerWriter = {
    async post(movement) {
      for (const reference of movement.references) {
        const first = byReference.get(referenceName(reference));
        if (first) return { transactions: first, replayed: true };
      }
      const made = movement.transactions.map((draft, index) => ({
        ...draft,
        id: `${records.size + index}`,
        createdAt: '',
        updatedAt: '',
        entryIds: [],
      }));
      for (const record of made) records.set(record.id, record);
      if (movement.entry) credits += 1;
      for (const reference of movement.references) byReference.set(referenceName(reference), made);
      return { transactions: made, replayed: false };
    },
    async transition(transition) {
      const record = records.get(transition.transaction.id);
      if (!record || !transition.from.includes(record.status)) throw new ConflictError('moved on');
      const moved = { ...record, status: transition.to };
      records.set(record.id, moved);
      if (transition.entry) credits += 1;
      for (const list of byReference.values())
        for (let index = 0; index < list.length; index++)
          if (list[index]?.id === record.id) list[index] = moved;
      return { transactions: [moved], replayed: false };
    },
  };
  return { ledger, credits: () => credits, records: () => [...records.values()] };
}

const deposit = (blockNumber: number, amount = 5_000_000n): TransferEvent => ({
  txHash: blockNumber.toString(16).padStart(64, '0'),
  eventIndex: 0,
  contract: USDT_TRC20_CONTRACT,
  from: STRANGER,
  to: CUSTOMER_ADDRESS,
  amountMinor: amount,
  blockNumber,
  confirmed: true,
});

/** The watcher's dependencies over these stand-ins: mainnet's USDT contract, no house addresses. */
const dependenciesOf = (chain: TronChainReader, store: ChainWatchStore, ledger: LedgerWriter) => ({
  chain,
  store,
  ledger,
  usdtContract: USDT_TRC20_CONTRACT,
  houseAddresses: new Set<string>(),
});

describe('the chain watcher’s runs', () => {
  const events = [10, 11, 12, 13, 14].map((block) => deposit(block));

  it('keeps the fingerprint when its time runs out mid-range, and the next run goes on from it', async () => {
    const { chain, asked } = chainOf(events, 20);
    const store = storeOf();
    const { ledger, credits } = ledgerOf();
    const dependencies = dependenciesOf(chain, store, ledger);
    let clock = 0;
    // Time for the sightings and one page of credits only.
    const first = await watchChainDeposits(dependencies, { deadline: 2, now: () => clock++ });

    expect(first).toMatchObject({ credited: 2, caughtUp: false, watermark: 0 });
    expect(store.saved.at(-1)?.resume).toEqual({ toBlock: 20, toTimestamp: at(20), fingerprint: '0:2' });

    const second = await watchChainDeposits(dependencies, { deadline: Number.MAX_SAFE_INTEGER });

    expect(second).toMatchObject({ credited: 3, caughtUp: true, watermark: 20 });
    expect(asked).toContain('0:2');
    expect(credits()).toBe(5);
    expect(store.saved.at(-1)).toEqual({ block: 20, timestamp: at(20) });
  });

  it('reads the range again when the indexer forgot the fingerprint, crediting nothing twice', async () => {
    const { chain, forgetFingerprints } = chainOf(events, 20);
    const store = storeOf();
    const { ledger, credits } = ledgerOf();
    const dependencies = dependenciesOf(chain, store, ledger);
    let clock = 0;
    await watchChainDeposits(dependencies, { deadline: 2, now: () => clock++ });
    forgetFingerprints();

    const again = await watchChainDeposits(dependencies, { deadline: Number.MAX_SAFE_INTEGER });

    expect(again).toMatchObject({ credited: 3, alreadyCredited: 2, caughtUp: true, watermark: 20 });
    expect(credits()).toBe(5);
  });

  it('stops when another run moved the watermark, having booked only what is booked once', async () => {
    const { chain } = chainOf(events, 20);
    const store = storeOf();
    const { ledger, credits } = ledgerOf();
    const dependencies = dependenciesOf(chain, store, ledger);
    let clock = 0;
    await watchChainDeposits(dependencies, { deadline: 2, now: () => clock++ });
    store.overtakeNextRun();

    const overtaken = await watchChainDeposits(dependencies, { deadline: Number.MAX_SAFE_INTEGER });
    expect(overtaken.caughtUp).toBe(false);

    const after = await watchChainDeposits(dependencies, { deadline: Number.MAX_SAFE_INTEGER });
    expect(after.caughtUp).toBe(true);
    expect(credits()).toBe(5);
  });
});
