import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountId,
  customerAccount,
  houseAccount,
  houseAccountNames,
  type LedgerAccount,
  parseAccountId,
} from '../../../../lambdas/domain/ledger/book/accounts';
import { buildJournalEntry, type Posting } from '../../../../lambdas/domain/ledger/book/journal-entry';
import { UnbalancedEntryError } from '../../../../lambdas/domain/ledger/book/refusals';
import { reversingEntry } from '../../../support/operator-reversal';

const account: fc.Arbitrary<LedgerAccount> = fc.oneof(
  fc
    .tuple(fc.uuid(), fc.constantFrom('INR' as const, 'USDT' as const))
    .map(([userId, currency]) => customerAccount(userId, currency)),
  fc.constantFrom(...houseAccountNames).map(houseAccount),
);
const nonZeroAmount = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }).filter((amount) => amount !== 0n);
const postings = fc.uniqueArray(fc.record({ account, amountMinor: nonZeroAmount }), {
  minLength: 2,
  maxLength: 8,
  selector: (posting) => accountId(posting.account),
});

/** Adds, for each currency that does not balance, a house posting that balances it. */
function balanced(drafts: Posting[]): Posting[] {
  const result = [...drafts];
  for (const [currency, balancer] of [
    ['INR', houseAccount('bank-transfer-clearing')],
    ['USDT', houseAccount('usdt-chain-clearing')],
  ] as const) {
    const others = result.filter((posting) => accountId(posting.account) !== accountId(balancer));
    const sum = others
      .filter((posting) => posting.account.currency === currency)
      .reduce((total, posting) => total + posting.amountMinor, 0n);
    result.splice(0, result.length, ...others);
    if (sum !== 0n) result.push({ account: balancer, amountMinor: -sum });
  }
  return result;
}

describe('a journal entry', () => {
  it('is built exactly when its postings sum to zero in every currency', () => {
    fc.assert(
      fc.property(postings, (drafts) => {
        const sums = new Map<string, bigint>();
        for (const posting of drafts) {
          const { currency } = posting.account;
          sums.set(currency, (sums.get(currency) ?? 0n) + posting.amountMinor);
        }
        const balances = [...sums.values()].every((sum) => sum === 0n);
        const build = () => buildJournalEntry({ kind: 'reversal', postings: drafts });
        if (balances) expect(build().postings).toHaveLength(drafts.length);
        else expect(build).toThrow(UnbalancedEntryError);
      }),
    );
  });

  it('is refused when any one posting of a balanced entry is off by any amount', () => {
    fc.assert(
      fc.property(postings, fc.nat(), nonZeroAmount, (drafts, pick, delta) => {
        const sound = balanced(drafts);
        fc.pre(sound.length >= 2);
        expect(() => buildJournalEntry({ kind: 'card-deposit', postings: sound })).not.toThrow();
        const index = pick % sound.length;
        const skewed = sound.map((posting, at) =>
          at === index ? { ...posting, amountMinor: posting.amountMinor + delta } : posting,
        );
        fc.pre(skewed.every((posting) => posting.amountMinor !== 0n));
        expect(() => buildJournalEntry({ kind: 'card-deposit', postings: skewed })).toThrow(
          UnbalancedEntryError,
        );
      }),
    );
  });

  it('needs two postings, each account once, none of them zero', () => {
    const wallet = customerAccount('c0ffee00-0000-4000-8000-000000000001', 'INR');
    const clearing = houseAccount('bank-transfer-clearing');
    expect(() => buildJournalEntry({ kind: 'bank-transfer-deposit', postings: [] })).toThrow(
      UnbalancedEntryError,
    );
    expect(() =>
      buildJournalEntry({
        kind: 'bank-transfer-deposit',
        postings: [
          { account: wallet, amountMinor: 100n },
          { account: wallet, amountMinor: -100n },
        ],
      }),
    ).toThrow(/appears twice/);
    expect(() =>
      buildJournalEntry({
        kind: 'bank-transfer-deposit',
        postings: [
          { account: wallet, amountMinor: 0n },
          { account: clearing, amountMinor: 0n },
        ],
      }),
    ).toThrow(/moves nothing/);
  });

  it('does not let INR balance USDT', () => {
    expect(() =>
      buildJournalEntry({
        kind: 'buy-usdt',
        postings: [
          { account: customerAccount('c0ffee00-0000-4000-8000-000000000001', 'INR'), amountMinor: -8842n },
          { account: customerAccount('c0ffee00-0000-4000-8000-000000000001', 'USDT'), amountMinor: 8842n },
        ],
      }),
    ).toThrow('The INR postings sum to -8842, not zero');
  });

  it('cannot be changed after it is built', () => {
    const entry = buildJournalEntry({
      kind: 'bank-transfer-deposit',
      postings: [
        { account: houseAccount('bank-transfer-clearing'), amountMinor: -500n },
        { account: customerAccount('c0ffee00-0000-4000-8000-000000000001', 'INR'), amountMinor: 500n },
      ],
    });
    expect(() => {
      (entry.postings[0] as { amountMinor: bigint }).amountMinor = -400n;
    }).toThrow(TypeError);
  });

  it('is undone by its reversal, which balances and leaves every account where it was', () => {
    fc.assert(
      fc.property(postings, (drafts) => {
        const sound = balanced(drafts);
        fc.pre(sound.length >= 2);
        const original = buildJournalEntry({ kind: 'card-deposit', postings: sound });
        const undo = reversingEntry({
          id: '01JTESTENTRY',
          createdAt: '2026-11-23T10:00:00.000Z',
          entry: original,
        });
        expect(undo.kind).toBe('reversal');
        expect(undo.reverses).toBe('01JTESTENTRY');
        const net = new Map<string, bigint>();
        for (const posting of [...original.postings, ...undo.postings]) {
          const id = accountId(posting.account);
          net.set(id, (net.get(id) ?? 0n) + posting.amountMinor);
        }
        expect([...net.values()].every((sum) => sum === 0n)).toBe(true);
      }),
    );
  });
});

describe('account ids', () => {
  it('name every account and read back as the same account', () => {
    fc.assert(
      fc.property(account, (original) => {
        expect(parseAccountId(accountId(original))).toEqual(original);
      }),
    );
    expect(accountId(houseAccount('gst-payable'))).toBe('house/gst-payable');
    expect(() => parseAccountId('house/petty-cash')).toThrow(RangeError);
    expect(() => parseAccountId('customer/abc/EUR')).toThrow(RangeError);
  });
});
