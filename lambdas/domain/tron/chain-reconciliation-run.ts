/**
 * One chain reconciliation (chain-reconciliation.ts): reads the watcher's watermark first, then the
 * book, then the chain, so every transfer the watcher had read by then is in the book read after it,
 * and every booking is on the chain read after that. Cost, stated: a DynamoDB query page per thousands
 * of deposit addresses, one TronGrid request per address (plus one per 200 transfers it received), the
 * clearing account's posting rows and a BatchGet per 100 of their entries (the dust account is read from
 * those entries). It grows with our addresses
 * and deposits, never with the chain's traffic.
 */
import type {
  ChainWatchStore,
  DepositAddressList,
  IncomingTransferPage,
  TronAddressHistory,
  TronChainReader,
} from './chain-ports';
import {
  type ChainBooking,
  type ChainReconciliation,
  type IncomingTransfer,
  reconcileChain,
} from './chain-reconciliation';

/** The book's side: the chain clearing account's postings with what their entries name. */
export interface ChainBook {
  chainClearingBookings(): Promise<ChainBooking[]>;
}

export interface ChainReconciliationDependencies {
  chain: Pick<TronChainReader, 'solidifiedHead'> & TronAddressHistory;
  store: Pick<ChainWatchStore, 'watermark'> & DepositAddressList;
  book: ChainBook;
  usdtContract: string;
  houseAddresses: ReadonlySet<string>;
  /** The hot wallet withdrawals are sent from (TRON_HOT_WALLET_ADDRESS). */
  hotWallet?: string;
}

export interface ChainReconciliationReport extends ChainReconciliation {
  /** Deposit addresses whose history was read. */
  addresses: number;
}

/**
 * A transfer solidified this long ago and still not booked is a break even when the watcher's watermark
 * is behind it: the watcher runs every minute, so one this late is stuck, not busy.
 */
export const WATCHER_GRACE_MS = 10 * 60_000;

/** Address histories read at once: TronGrid limits requests per second per key. */
const HISTORIES_IN_FLIGHT = 4;

/** Every deposit address given out, page after page. */
export async function everyDepositAddress(store: DepositAddressList): Promise<string[]> {
  const addresses: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.depositAddresses(cursor);
    addresses.push(...page.addresses);
    cursor = page.next;
  } while (cursor);
  return addresses;
}

async function historyOf(chain: TronAddressHistory, address: string, contract: string) {
  const transfers: IncomingTransfer[] = [];
  let fingerprint: string | undefined;
  do {
    const page: IncomingTransferPage = await chain.incomingTransfers({
      address,
      contract,
      ...(fingerprint ? { fingerprint } : {}),
    });
    transfers.push(...page.transfers.filter((transfer) => transfer.to === address));
    fingerprint = page.next;
  } while (fingerprint);
  return transfers;
}

async function incomingToEach(chain: TronAddressHistory, addresses: readonly string[], contract: string) {
  const transfers: IncomingTransfer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < addresses.length) {
      const address = addresses[next++];
      if (address) transfers.push(...(await historyOf(chain, address, contract)));
    }
  };
  await Promise.all(Array.from({ length: HISTORIES_IN_FLIGHT }, worker));
  return transfers;
}

export async function reconcileChainDeposits(
  dependencies: ChainReconciliationDependencies,
): Promise<ChainReconciliationReport> {
  const { chain, store, book, usdtContract } = dependencies;
  const [stored, head] = await Promise.all([store.watermark(), chain.solidifiedHead()]);
  const dueThrough = Math.max(stored?.watermark.timestamp ?? 0, head.timestamp - WATCHER_GRACE_MS);
  const bookings = await book.chainClearingBookings();
  const addresses = await everyDepositAddress(store);
  const transfers = await incomingToEach(chain, addresses, usdtContract);
  const report = reconcileChain({
    usdtContract,
    ourAddresses: new Set([...addresses, ...dependencies.houseAddresses]),
    ...(dependencies.hotWallet ? { hotWallet: dependencies.hotWallet } : {}),
    transfers,
    bookings,
    dueThrough,
  });
  return { ...report, addresses: addresses.length };
}
