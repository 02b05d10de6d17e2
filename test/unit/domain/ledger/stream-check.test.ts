/**
 * The stream checker's pure part: a change's tally deltas and the breaks it shows alone, an account's
 * sides compared only once both have caught up, whatever order the items of one write arrive in.
 */
import { describe, expect, it } from 'vitest';
import { changeBreaks } from '../../../../lambdas/domain/ledger/checks/change-breaks';
import type { LedgerChange, LedgerItem } from '../../../../lambdas/domain/ledger/checks/ledger-item';
import { accountVerdict, settledBreaks } from '../../../../lambdas/domain/ledger/checks/stream';
import {
  addTallies,
  bookTallies,
  changeTallies,
  emptyTally,
  isDestinationTally,
  sumShards,
  type Tally,
  type TallyDelta,
} from '../../../../lambdas/domain/ledger/checks/tallies';

const wallet = 'customer/asha/INR';
const entry: LedgerItem = {
  type: 'entry',
  entry: {
    id: 'E1',
    postings: [
      { accountId: wallet, currency: 'INR', amountMinor: 500_000n },
      { accountId: 'house/bank-transfer-clearing', currency: 'INR', amountMinor: -500_000n },
    ],
    records: ['asha/INR/R1'],
  },
};
const walletAfter = (balanceMinor: bigint, postingCount: number): LedgerItem => ({
  type: 'wallet',
  accountId: wallet,
  currency: 'INR',
  balanceMinor,
  postingCount,
});
const houseRow: LedgerItem = {
  type: 'house-row',
  accountId: 'house/bank-transfer-clearing',
  currency: 'INR',
  entryId: 'E1',
  amountMinor: -500_000n,
};
const record: LedgerItem = {
  type: 'record',
  record: {
    key: 'asha/INR/R1',
    accountId: wallet,
    status: 'succeeded',
    direction: 'credit',
    amountMinor: 500_000n,
    entryIds: ['E1'],
  },
};

/** Tallies after applying changes, in the order given. */
function tallies(changes: LedgerChange[]): Map<string, Tally & { name: string; shard: number }> {
  const sums = new Map<string, Tally & { name: string; shard: number }>();
  for (const delta of changes.flatMap(changeTallies)) {
    const key = `${delta.name}#${delta.shard}`;
    const was = sums.get(key) ?? { ...emptyTally, name: delta.name, shard: delta.shard };
    sums.set(key, addTallies(was, delta));
  }
  return sums;
}
const verdicts = (changes: LedgerChange[]) =>
  [...tallies(changes).values()]
    .filter((tally) => tally.name.startsWith('customer/') || tally.name.startsWith('house/'))
    .map((tally) => ({ name: tally.name, ...accountVerdict(tally.name, tally) }));

const inserted = (eventId: string, after: LedgerItem): LedgerChange => ({ eventId, after });
const write = [
  inserted('1', entry),
  inserted('2', walletAfter(500_000n, 1)),
  inserted('3', houseRow),
  inserted('4', record),
];

describe('the stream checker, change by change', () => {
  it('finds a deposit sound whatever order its items arrive in', () => {
    for (const order of [write, [...write].reverse(), [write[2], write[0], write[3], write[1]]]) {
      const found = verdicts(order as LedgerChange[]);
      expect(found.flatMap((each) => each.breaks)).toEqual([]);
      expect(found.filter((each) => each.open)).toEqual([]);
      expect((order as LedgerChange[]).flatMap(changeBreaks)).toEqual([]);
    }
  });

  it('leaves an account open, not broken, while only one side has arrived', () => {
    const found = verdicts([inserted('2', walletAfter(500_000n, 1)), inserted('3', houseRow)]);
    expect(found.flatMap((each) => each.breaks)).toEqual([]);
    expect(found.map((each) => each.open)).toEqual([true, true]);
  });

  it('names a wallet balance edited once both sides have caught up', () => {
    const edited: LedgerChange = {
      eventId: '5',
      before: walletAfter(500_000n, 1),
      after: walletAfter(500_100n, 1),
    };
    const found = verdicts([...write, edited]).find((each) => each.name === wallet);
    expect(found?.breaks).toEqual([
      { kind: 'balance-mismatch', accountId: wallet, storedMinor: 500_100n, foldedMinor: 500_000n },
    ]);
  });

  it('names an entry edited so it no longer balances, and the record it no longer matches', () => {
    const edited: LedgerItem = {
      type: 'entry',
      entry: {
        id: 'E1',
        postings: [
          { accountId: wallet, currency: 'INR', amountMinor: 499_999n },
          { accountId: 'house/bank-transfer-clearing', currency: 'INR', amountMinor: -500_000n },
        ],
        records: ['asha/INR/R1'],
      },
    };
    expect(changeBreaks({ eventId: '6', before: entry, after: edited }).map((found) => found.kind)).toEqual([
      'unbalanced-entry',
      'record-amount-mismatch',
    ]);
  });

  it('names a record removed: its entry now has no record, and names one the ledger does not hold', () => {
    expect(changeBreaks({ eventId: '7', before: record })).toEqual([
      { kind: 'entry-without-record', entryId: 'E1', accountId: wallet, amountMinor: 500_000n },
      { kind: 'missing-reference', holder: 'entry E1', missing: 'record asha/INR/R1' },
    ]);
  });

  it('names an entry whose GST is not what its fee quoted, as it is written', () => {
    const buy = (gstMinor: bigint): LedgerItem => ({
      type: 'entry',
      entry: {
        id: 'E2',
        postings: [
          { accountId: wallet, currency: 'INR', amountMinor: -(12_426n + gstMinor) },
          { accountId: 'house/fee-revenue', currency: 'INR', amountMinor: 12_426n },
          { accountId: 'house/gst-payable', currency: 'INR', amountMinor: gstMinor },
        ],
        records: [],
      },
    });
    // ₹124.26 fee: 18 % is ₹22.3668, charged ₹22.36.
    expect(changeBreaks({ eventId: '8', after: buy(22_36n) })).toEqual([]);
    expect(changeBreaks({ eventId: '9', after: buy(22_32n) })).toEqual([
      { kind: 'gst-not-18-percent', entryId: 'E2', feeRevenueMinor: 12_426n, gstPayableMinor: 22_32n },
    ]);
  });
});

describe('the stream checker, on where a withdrawal went', () => {
  const ours = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
  const givenOut: LedgerItem = { type: 'deposit-address', address: ours };
  const withdrawal = (status: 'reserved' | 'broadcast' | 'succeeded' | 'failed'): LedgerItem => ({
    type: 'record',
    record: {
      key: 'ravi/USDT/W1',
      accountId: 'customer/ravi/USDT',
      status,
      direction: 'debit',
      amountMinor: 5_000_000n,
      entryIds: ['E9'],
      destination: ours,
    },
  });
  const addressVerdicts = (changes: LedgerChange[]) =>
    [...tallies(changes).values()]
      .filter((tally) => isDestinationTally(tally.name))
      .flatMap((tally) => accountVerdict(tally.name, tally).breaks);
  const sent: LedgerChange = {
    eventId: 'w2',
    before: withdrawal('reserved'),
    after: withdrawal('broadcast'),
  };
  const ownAddressBreak = { kind: 'withdrawal-to-our-address', address: ours };

  it('names a send to one of our deposit addresses, whether the address or the send came first', () => {
    for (const order of [
      [inserted('a1', givenOut), inserted('w1', withdrawal('reserved')), sent],
      [inserted('w1', withdrawal('reserved')), sent, inserted('a1', givenOut)],
    ])
      expect(addressVerdicts(order)).toEqual([ownAddressBreak]);
  });

  it('names nothing for a withdrawal refused before it was sent, or sent to an address not ours', () => {
    const refused: LedgerChange = {
      eventId: 'w2',
      before: withdrawal('reserved'),
      after: withdrawal('failed'),
    };
    expect(
      addressVerdicts([inserted('a1', givenOut), inserted('w1', withdrawal('reserved')), refused]),
    ).toEqual([]);
    expect(addressVerdicts([inserted('w1', withdrawal('reserved')), sent])).toEqual([]);
  });
});

describe('the stream checker started on a book that already holds money', () => {
  const held = 'house/deposits-held';
  const clearing = 'house/bank-transfer-clearing';
  const row = (accountId: string, entryId: string, amountMinor: bigint): LedgerItem => ({
    type: 'house-row',
    accountId,
    currency: 'INR',
    entryId,
    amountMinor,
  });
  const heldRecord = (status: 'held' | 'succeeded', entryIds: string[]): LedgerItem => ({
    type: 'record',
    record: {
      key: 'asha/INR/R9',
      accountId: wallet,
      status,
      direction: 'credit',
      amountMinor: 500_000n,
      entryIds,
    },
  });
  // Before the checker starts: a transfer from a name that did not match, held for review.
  const heldBefore: LedgerItem[] = [
    {
      type: 'entry',
      entry: {
        id: 'H1',
        postings: [
          { accountId: held, currency: 'INR', amountMinor: 500_000n },
          { accountId: clearing, currency: 'INR', amountMinor: -500_000n },
        ],
        records: ['asha/INR/R9'],
      },
    },
    row(held, 'H1', 500_000n),
    row(clearing, 'H1', -500_000n),
    heldRecord('held', ['H1']),
  ];
  // After it starts: an operator releases it to the customer's wallet.
  const releasedAfter: LedgerChange[] = [
    inserted('r1', {
      type: 'entry',
      entry: {
        id: 'H2',
        postings: [
          { accountId: wallet, currency: 'INR', amountMinor: 500_000n },
          { accountId: held, currency: 'INR', amountMinor: -500_000n },
        ],
        records: ['asha/INR/R9'],
      },
    }),
    inserted('r2', row(held, 'H2', -500_000n)),
    inserted('r3', walletAfter(500_000n, 1)),
    { eventId: 'r4', before: heldRecord('held', ['H1']), after: heldRecord('succeeded', ['H1', 'H2']) },
  ];
  const byName = (deltas: readonly TallyDelta[]) => {
    const shards = new Map<string, Tally[]>();
    for (const delta of deltas) shards.set(delta.name, [...(shards.get(delta.name) ?? []), delta]);
    return new Map([...shards].map(([name, each]) => [name, sumShards(each)]));
  };

  it('would see a house account below zero from the changes alone', () => {
    const sums = byName([...tallies(releasedAfter).values()]);
    expect(settledBreaks(sums, new Map())).toContainEqual({
      kind: 'negative-balance',
      accountId: held,
      balanceMinor: -500_000n,
    });
  });

  it('starts from the book as it stands, and then holds what the whole history would', () => {
    const started = [...bookTallies(heldBefore), ...tallies(releasedAfter).values()];
    const wholeHistory = tallies([
      ...heldBefore.map((item, index) => inserted(`b${index}`, item)),
      ...releasedAfter,
    ]);
    expect(byName(started)).toEqual(byName([...wholeHistory.values()]));
    expect(settledBreaks(byName(started), new Map())).toEqual([]);
  });
});
