/**
 * The chain side of the ledger against the chain itself: what our customers' deposit addresses received
 * in solidified USDT transfers from outside the house (the chain's figure for `usdt-chain-clearing`,
 * accounts.ts) set beside what the book booked on that account, transaction by transaction.
 *
 * The chain is read per deposit address (TronGrid's history of one account's incoming TRC20
 * transfers), never through the contract's event stream the watcher reads, and never from the watcher's
 * watermark: a check that read what the watcher reads, from where the watcher says it is, could not find
 * a transfer the watcher skipped. Its cost follows our addresses and their deposits, not the chain's
 * traffic (mainnet's USDT is millions of transfers a day): one request per address and one more per 200
 * transfers it received; the book side is the clearing account's posting rows and their entries.
 *
 * TronGrid's account history names a transfer by its transaction, not its event index, so the two sides
 * meet per transaction hash: what the chain says our addresses received in it, what the book booked for
 * it (credits, dust, less any reversal).
 *
 * USDT our own addresses send one another is no deposit, with one exception that is always a break: the
 * hot wallet sending to a deposit address. The hot wallet sends only withdrawals, so such a transfer is
 * a customer's withdrawal that went to one of our own addresses, where the watcher rightly credits no
 * one: the money reached no one.
 */
import { accountId, type HouseAccountName, houseAccount } from '../ledger/book/accounts';
import { formatAmount } from '../money';
import { MINIMUM_DEPOSIT_MINOR } from './chain-deposits';
import { tronAccountHex } from './tron-address';

/** A solidified USDT transfer to one of our deposit addresses, as the address's history lists it. */
export interface IncomingTransfer {
  txHash: string;
  from: string;
  to: string;
  /** The token contract (base58). */
  contract: string;
  amountMinor: bigint;
  /** Epoch ms of its block. */
  blockTimestamp: number;
}

/**
 * One posting on the chain clearing account with what its entry names: the transfer it booked
 * (`<txHash>:<eventIndex>` of its `tron-tx` reference), or the entry it reverses.
 */
export interface ChainBooking {
  entryId: string;
  /** As posted on usdt-chain-clearing: negative for money received. */
  clearingMinor: bigint;
  transferId?: string;
  reverses?: string;
  /** The entry's other postings (`customer/<sub>/USDT`, `house/usdt-chain-dust`). */
  counterPostings: readonly { accountId: string; amountMinor: bigint }[];
}

export type ChainDifference =
  /** The book credited a transaction the chain shows nothing of to our addresses. */
  | { kind: 'booked-without-transfer'; txHash: string; bookedMinor: bigint; accounts: readonly string[] }
  /** A solidified transfer the watcher has read past, booked nowhere. */
  | { kind: 'transfer-not-booked'; txHash: string; addresses: readonly string[]; chainMinor: bigint }
  | {
      kind: 'amounts-differ';
      txHash: string;
      addresses: readonly string[];
      chainMinor: bigint;
      bookedMinor: bigint;
    }
  /** A posting on the clearing account whose entry names no transfer: nothing on the chain can match it. */
  | { kind: 'booking-names-no-transfer'; entryId: string; bookedMinor: bigint }
  /** The hot wallet sent USDT to one of our deposit addresses: a withdrawal that reached no one. */
  | { kind: 'hot-wallet-paid-our-address'; txHash: string; address: string; amountMinor: bigint };

export interface ChainAccountLine {
  account: Extract<HouseAccountName, 'usdt-chain-clearing' | 'usdt-chain-dust'>;
  balanceMinor: bigint;
  /**
   * What the chain shows for it: all our addresses received from outside (clearing runs negative by
   * it), or the part of it in transfers under the minimum deposit (dust).
   */
  chainMinor: bigint;
  /** Zero when the two agree. */
  differenceMinor: bigint;
}

export interface ChainReconciliation {
  /** Incoming transfers the chain listed for our addresses. */
  transfers: number;
  lines: ChainAccountLine[];
  differences: ChainDifference[];
  /** Solidified transfers past the watcher's watermark, not booked yet: the next runs book them. */
  awaitingWatcher: number;
}

export interface ChainReconciliationInput {
  usdtContract: string;
  /** Every deposit address and the house's own: what they send is money moving inside the house. */
  ourAddresses: ReadonlySet<string>;
  /** The hot wallet, which sends withdrawals only: never to a deposit address. */
  hotWallet?: string;
  transfers: readonly IncomingTransfer[];
  bookings: readonly ChainBooking[];
  /** Transfers in blocks stamped up to here have been read by the watcher, so must be booked. */
  dueThrough: number;
}

interface ChainSide {
  amountMinor: bigint;
  dustMinor: bigint;
  addresses: Set<string>;
  latest: number;
}

/** What the chain says each transaction brought our addresses from outside the house. */
function chainSide(input: ChainReconciliationInput): Map<string, ChainSide> {
  const usdt = tronAccountHex(input.usdtContract);
  const byTx = new Map<string, ChainSide>();
  for (const transfer of input.transfers) {
    if (tronAccountHex(transfer.contract) !== usdt || input.ourAddresses.has(transfer.from)) continue;
    const side = byTx.get(transfer.txHash) ?? {
      amountMinor: 0n,
      dustMinor: 0n,
      addresses: new Set<string>(),
      latest: 0,
    };
    side.amountMinor += transfer.amountMinor;
    if (transfer.amountMinor < MINIMUM_DEPOSIT_MINOR) side.dustMinor += transfer.amountMinor;
    side.addresses.add(transfer.to);
    side.latest = Math.max(side.latest, transfer.blockTimestamp);
    byTx.set(transfer.txHash, side);
  }
  return byTx;
}

const DUST_ACCOUNT = accountId(houseAccount('usdt-chain-dust'));

const txHashOf = (transferId: string) => transferId.split(':')[0] ?? transferId;

/** What the book booked for each transaction (received: positive), and the postings that name none. */
function bookSide(bookings: readonly ChainBooking[]) {
  const byEntry = new Map(bookings.map((booking) => [booking.entryId, booking]));
  const byTx = new Map<string, { bookedMinor: bigint; accounts: Set<string> }>();
  const unnamed: ChainDifference[] = [];
  for (const booking of bookings) {
    const transferId = booking.transferId ?? byEntry.get(booking.reverses ?? '')?.transferId;
    if (!transferId) {
      unnamed.push({
        kind: 'booking-names-no-transfer',
        entryId: booking.entryId,
        bookedMinor: -booking.clearingMinor,
      });
      continue;
    }
    const txHash = txHashOf(transferId);
    const side = byTx.get(txHash) ?? { bookedMinor: 0n, accounts: new Set<string>() };
    side.bookedMinor -= booking.clearingMinor;
    for (const { accountId } of booking.counterPostings) side.accounts.add(accountId);
    byTx.set(txHash, side);
  }
  return { byTx, unnamed };
}

/** Solidified USDT the hot wallet sent to a deposit address (the histories read are deposit addresses'). */
function hotWalletPaidOurAddress(input: ChainReconciliationInput): ChainDifference[] {
  const { hotWallet } = input;
  if (!hotWallet) return [];
  const usdt = tronAccountHex(input.usdtContract);
  const hot = tronAccountHex(hotWallet);
  return input.transfers
    .filter((transfer) => tronAccountHex(transfer.contract) === usdt && tronAccountHex(transfer.from) === hot)
    .map((transfer) => ({
      kind: 'hot-wallet-paid-our-address',
      txHash: transfer.txHash,
      address: transfer.to,
      amountMinor: transfer.amountMinor,
    }));
}

export function reconcileChain(input: ChainReconciliationInput): ChainReconciliation {
  const chain = chainSide(input);
  const book = bookSide(input.bookings);
  const differences: ChainDifference[] = [...book.unnamed, ...hotWalletPaidOurAddress(input)];
  let awaitingWatcher = 0;
  let receivedMinor = 0n;
  let dustMinor = 0n;
  for (const txHash of new Set([...chain.keys(), ...book.byTx.keys()])) {
    const onChain = chain.get(txHash);
    const booked = book.byTx.get(txHash);
    const bookedMinor = booked?.bookedMinor ?? 0n;
    if (!onChain) {
      // A credit reversed in full books nothing: a mistake corrected, not money the chain must show.
      if (bookedMinor !== 0n)
        differences.push({
          kind: 'booked-without-transfer',
          txHash,
          bookedMinor,
          accounts: [...(booked?.accounts ?? [])].sort(),
        });
      continue;
    }
    const addresses = [...onChain.addresses].sort();
    if (bookedMinor === 0n && onChain.latest > input.dueThrough) {
      awaitingWatcher += 1;
      continue;
    }
    receivedMinor += onChain.amountMinor;
    dustMinor += onChain.dustMinor;
    if (bookedMinor === 0n)
      differences.push({ kind: 'transfer-not-booked', txHash, addresses, chainMinor: onChain.amountMinor });
    else if (bookedMinor !== onChain.amountMinor)
      differences.push({
        kind: 'amounts-differ',
        txHash,
        addresses,
        chainMinor: onChain.amountMinor,
        bookedMinor,
      });
  }
  const clearingMinor = input.bookings.reduce((sum, booking) => sum + booking.clearingMinor, 0n);
  // The dust account as these entries moved it, so both lines are read from the same postings (the
  // ledger checker holds the account's balance to its postings).
  const bookedDustMinor = input.bookings
    .flatMap((booking) => booking.counterPostings)
    .filter((posting) => posting.accountId === DUST_ACCOUNT)
    .reduce((sum, posting) => sum + posting.amountMinor, 0n);
  return {
    transfers: input.transfers.length,
    lines: [
      {
        account: 'usdt-chain-clearing',
        balanceMinor: clearingMinor,
        chainMinor: receivedMinor,
        differenceMinor: clearingMinor + receivedMinor,
      },
      {
        account: 'usdt-chain-dust',
        balanceMinor: bookedDustMinor,
        chainMinor: dustMinor,
        differenceMinor: bookedDustMinor - dustMinor,
      },
    ],
    differences,
    awaitingWatcher,
  };
}

/** USDT with its sign and unit, as operators read it: `-26.623456 USDT`. */
export const usdtText = (minor: bigint) => `${formatAmount(minor, 'USDT')} USDT`;

/** A difference in plain words, for operators (addresses and opaque account ids, no one's name). */
export function describeChainDifference(found: ChainDifference): string {
  switch (found.kind) {
    case 'booked-without-transfer':
      return `tx ${found.txHash}: ${usdtText(found.bookedMinor)} booked (${found.accounts.join(', ')}), but the chain shows no transfer in it to our deposit addresses`;
    case 'transfer-not-booked':
      return `tx ${found.txHash}: ${usdtText(found.chainMinor)} received on ${found.addresses.join(', ')}, solidified and read past, but never booked`;
    case 'amounts-differ':
      return `tx ${found.txHash}: ${usdtText(found.chainMinor)} received on ${found.addresses.join(', ')}, but ${usdtText(found.bookedMinor)} booked`;
    case 'booking-names-no-transfer':
      return `entry ${found.entryId}: ${usdtText(found.bookedMinor)} booked on house/usdt-chain-clearing naming no chain transfer`;
    case 'hot-wallet-paid-our-address':
      return `tx ${found.txHash}: the hot wallet sent ${usdtText(found.amountMinor)} to our own deposit address ${found.address}, which credits no one`;
  }
}
