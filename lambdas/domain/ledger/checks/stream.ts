/**
 * The ledger's invariants checked change by change, as the accounts table's stream delivers them, so
 * no check ever reads the whole book (checks/full-scan.ts is the full scan, now weekly). The rules are
 * checks/rules.ts, the same the full scan calls; what differs is what they are fed.
 *
 * Each change (an item's image before and after) becomes tally deltas (checks/tallies.ts): running
 * sums kept per account, applied by addition, at most once per change (the store writes a marker of
 * the change's event id in the same transaction as the sums); and the breaks the change shows on its
 * own (checks/change-breaks.ts). This file compares an account's sides and runs the settle-time rules.
 *
 * Two sides of an account are compared only when both have caught up (accountVerdict; an address's
 * tally is judged at once: it breaks when it is both given out and sent to): a wallet item
 * counts its postings, so its balance is compared when the stream has brought as many of its postings
 * as the image counts; a house shard's rows and postings carry their entry ids, so they are compared
 * when the same entries (count and a sum of entry-id hashes) are on both sides. An account not caught
 * up is open; the rules over many accounts (book, stock, waiting records, customer totals) are
 * settle-time (settledBreaks), over every shard of the accounts they name, and the store confirms a
 * settle-time break only when it persists, with the same difference, for longer than the stream can lag.
 */
import { houseAccountNames, stockAccountNames } from '../book/accounts';
import type { LedgerBreak } from './breaks';
import {
  bookBreaks,
  customerTotalAccounts,
  customerTotalBreaks,
  ownAddressBreaks,
  sidesBreaks,
  signBreaks,
  stockBreaks,
  waitingAccounts,
  waitingRecordsBreaks,
} from './rules';
import { addressOfTally, emptyTally, isDestinationTally, type Tally, type TallySums } from './tallies';

/**
 * Tallies judged as soon as a change moves them: a wallet, one shard of a house account, and a TRON
 * address (given out as ours, and sent to).
 */
export const isJudgedAsItMoves = (name: string) =>
  name.startsWith('customer/') || name.startsWith('house/') || isDestinationTally(name);

/**
 * Whether both sides of an account tally have caught up, and what they show if so. A wallet item's
 * posting count says how many postings its image holds; a house shard's rows and postings name their
 * entries, so equal counts and equal sums of entry-id hashes mean the same entries are on both sides.
 * A wallet's own breaks are whole here; a house shard that disagrees is only open, since a house
 * account's balance is all its shards (settledBreaks).
 */
export function accountVerdict(name: string, tally: Tally): { open: boolean; breaks: LedgerBreak[] } {
  if (isDestinationTally(name))
    return {
      open: false,
      breaks: ownAddressBreaks(addressOfTally(name), {
        givenOut: tally.storedCount > 0,
        sends: tally.postedCount,
      }),
    };
  const customer = name.startsWith('customer/');
  const caughtUp =
    tally.storedCount === tally.postedCount && (customer || tally.storedDigest === tally.postedDigest);
  if (!caughtUp) return { open: true, breaks: [] };
  if (!customer) return { open: tally.stored !== tally.posted, breaks: [] };
  return {
    open: false,
    breaks: sidesBreaks(name, {
      storedMinor: tally.stored,
      postedMinor: tally.posted,
      storedCount: tally.storedCount,
      postedCount: tally.postedCount,
    }),
  };
}

/** The tally names the settle-time rules read in full (every shard): a bounded set, whatever the book's size. */
export const settledTallyNames: readonly string[] = [
  ...houseAccountNames.map((name) => `house/${name}`),
  ...stockAccountNames.map((name) => `stock/${name}`),
  ...waitingAccounts.map((account) => `waiting/${account.name}`),
  ...customerTotalAccounts.map((account) => `totals/${account.total}`),
  'book/INR',
  'book/USDT',
];

/**
 * The rules over many items, given every settle-time tally summed over its shards and the wallets
 * left open: each wallet's sides as they stand, each house account's balance against its postings and
 * its sign, and the book, stock, waiting-records and customer-total rules. Candidates only: the
 * store reports one when it holds longer than the stream can lag (or at once when the stream is drained).
 */
export function settledBreaks(sums: TallySums, openWallets: ReadonlyMap<string, Tally>): LedgerBreak[] {
  const of = (name: string) => sums.get(name) ?? emptyTally;
  const breaks: LedgerBreak[] = [];
  for (const [accountId, tally] of openWallets)
    breaks.push(
      ...sidesBreaks(accountId, {
        storedMinor: tally.stored,
        postedMinor: tally.posted,
        storedCount: tally.storedCount,
        postedCount: tally.postedCount,
      }),
    );
  for (const name of houseAccountNames) {
    const accountId = `house/${name}`;
    const tally = of(accountId);
    breaks.push(
      ...sidesBreaks(accountId, {
        storedMinor: tally.stored,
        postedMinor: tally.posted,
        postedCount: tally.postedCount,
      }),
      ...signBreaks(accountId, tally.stored),
    );
  }
  for (const account of stockAccountNames)
    breaks.push(...stockBreaks(account, of(`stock/${account}`).stored, of(`house/${account}`).posted));
  for (const { accountId, total } of customerTotalAccounts) {
    const totals = of(`totals/${total}`);
    breaks.push(
      ...customerTotalBreaks(accountId, of(accountId).stored, {
        sumMinor: totals.stored,
        anyBelowZero: totals.storedCount > 0,
      }),
    );
  }
  for (const account of waitingAccounts)
    breaks.push(
      ...waitingRecordsBreaks(
        account.accountId,
        of(account.accountId).posted,
        of(`waiting/${account.name}`).stored,
      ),
    );
  breaks.push(...bookBreaks({ INR: of('book/INR').stored, USDT: of('book/USDT').stored }));
  return breaks;
}
