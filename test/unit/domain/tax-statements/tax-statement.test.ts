/**
 * The tax statement from journal entries: figures read from postings (a kind the table does not know
 * included), only the financial year's entries, totals per kind and overall, and a year label checked.
 */
import { describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../../../../lambdas/domain/errors';
import type { TransactionRecord } from '../../../../lambdas/domain/ledger/book/transactions';
import { financialYearDays } from '../../../../lambdas/domain/tax-statements/financial-year';
import { taxStatement } from '../../../../lambdas/domain/tax-statements/tax-statement';
import { type BookedEntry, taxRowOf } from '../../../../lambdas/domain/tax-statements/tax-statement-rows';

const ASHA = 'asha-sub';
const NOW = new Date('2026-11-26T06:00:00Z');

const posting = (accountId: string, amountMinor: bigint) => ({
  accountId,
  currency: accountId.endsWith('/USDT') || accountId.includes('usdt-') ? ('USDT' as const) : ('INR' as const),
  amountMinor,
});

const entries: BookedEntry[] = [
  {
    // 31 March 2026 23:59:59 IST: the year before.
    id: '01KMZZ0000000000000000000A',
    kind: 'bank-transfer-deposit',
    createdAt: '2026-03-31T18:29:59.000Z',
    postings: [posting(`customer/${ASHA}/INR`, 99_900n), posting('house/bank-transfer-clearing', -99_900n)],
  },
  {
    // 1 April 2026 00:00:00 IST: the first instant of 2026-27.
    id: '01KN00000000000000000000B0',
    kind: 'bank-transfer-deposit',
    createdAt: '2026-03-31T18:30:00.000Z',
    postings: [posting(`customer/${ASHA}/INR`, 500_000n), posting('house/bank-transfer-clearing', -500_000n)],
  },
  {
    // Booked before fees were booked as quoted: part of the fee in fee-rounding, still the fee.
    id: '01KN00000000000000000000C0',
    kind: 'buy-usdt',
    createdAt: '2026-06-01T04:30:00.000Z',
    postings: [
      posting(`customer/${ASHA}/INR`, -100_000n),
      posting('house/usdt-sales', 99_410n),
      posting('house/fee-revenue', 450n),
      posting('house/gst-payable', 81n),
      posting('house/fee-rounding', 59n),
      posting(`customer/${ASHA}/USDT`, 11_248_587n),
      posting('house/usdt-inventory', -11_248_587n),
    ],
  },
  {
    // A kind added after this table: shown by its own name, TDS read from tds-payable.
    id: '01KN00000000000000000000D0',
    kind: 'sell-usdt-v2',
    createdAt: '2026-07-01T04:30:00.000Z',
    postings: [
      posting(`customer/${ASHA}/USDT`, -1_000_000n),
      posting('house/usdt-inventory', 1_000_000n),
      posting(`customer/${ASHA}/INR`, 8_700n),
      posting('house/tds-payable', 88n),
      posting('house/usdt-purchases', -8_788n),
    ],
  },
  {
    // 10 USDT sent with a 1.02 USDT network fee: both leave the wallet for the reserved account.
    id: '01KN00000000000000000000H0',
    kind: 'usdt-withdrawal-reserved',
    createdAt: '2026-07-02T04:30:00.000Z',
    postings: [
      posting(`customer/${ASHA}/USDT`, -11_020_000n),
      posting('house/usdt-withdrawals-reserved', 11_020_000n),
    ],
  },
  {
    // The chain refused it: amount and fee back.
    id: '01KN00000000000000000000J0',
    kind: 'usdt-withdrawal-returned',
    createdAt: '2026-07-02T04:40:00.000Z',
    postings: [
      posting('house/usdt-withdrawals-reserved', -11_020_000n),
      posting(`customer/${ASHA}/USDT`, 11_020_000n),
    ],
  },
  {
    // A transfer held for review moved none of Asha's money: no row.
    id: '01KN00000000000000000000E0',
    kind: 'deposit-held',
    createdAt: '2026-08-01T04:30:00.000Z',
    postings: [posting('house/deposits-held', 700n), posting('house/bank-transfer-clearing', -700n)],
  },
];

const record = (entryIds: string[]) => ({ entryIds }) as unknown as TransactionRecord;
const usdtWithdrawal = {
  entryIds: ['01KN00000000000000000000H0', '01KN00000000000000000000J0'],
  currency: 'USDT',
  type: 'usdt-withdrawal',
  amountMinor: 11_020_000n,
  feeMinor: 1_020_000n,
} as unknown as TransactionRecord;

const deps = {
  records: {
    listCreatedBetween: async (_userId: string, currency: string) => ({
      transactions:
        currency === 'INR'
          ? [record(entries.slice(0, 3).map((entry) => entry.id)), record(['01KN00000000000000000000E0'])]
          : [record(['01KN00000000000000000000C0', '01KN00000000000000000000D0']), usdtWithdrawal],
    }),
  },
  entries: {
    entries: async (ids: readonly string[]) => entries.filter((entry) => ids.includes(entry.id)),
  },
  now: () => NOW,
};

describe('tax statement', () => {
  it('lists the year’s entries with figures from their postings, then totals per kind and overall', async () => {
    const statement = await taxStatement(ASHA, '2026-27', deps);
    expect(statement.fileName).toBe('tax-statement-2026-27.csv');
    expect(statement.csv.split('\r\n')).toEqual([
      'Date and time (IST),Kind,INR value (in + / out -),USDT quantity (in + / out -),Network fee (USDT),Fee (INR),GST (INR),TDS deducted (INR),Entry id',
      '2026-04-01 00:00:00,Deposit: bank transfer or UPI (INR),5000.00,0.000000,0.000000,0.00,0.00,0.00,01KN00000000000000000000B0',
      '2026-06-01 10:00:00,Buy USDT,-1000.00,11.248587,0.000000,5.09,0.81,0.00,01KN00000000000000000000C0',
      '2026-07-01 10:00:00,sell-usdt-v2,87.00,-1.000000,0.000000,0.00,0.00,0.88,01KN00000000000000000000D0',
      '2026-07-02 10:00:00,Withdrawal of USDT on TRON,0.00,-10.000000,1.020000,0.00,0.00,0.00,01KN00000000000000000000H0',
      '2026-07-02 10:10:00,Withdrawal of USDT on TRON returned,0.00,10.000000,-1.020000,0.00,0.00,0.00,01KN00000000000000000000J0',
      ',Total: Deposit: bank transfer or UPI (INR),5000.00,0.000000,0.000000,0.00,0.00,0.00,',
      ',Total: Buy USDT,-1000.00,11.248587,0.000000,5.09,0.81,0.00,',
      ',Total: sell-usdt-v2,87.00,-1.000000,0.000000,0.00,0.00,0.88,',
      ',Total: Withdrawal of USDT on TRON,0.00,-10.000000,1.020000,0.00,0.00,0.00,',
      ',Total: Withdrawal of USDT on TRON returned,0.00,10.000000,-1.020000,0.00,0.00,0.00,',
      ',Total,4087.00,10.248587,0.000000,5.09,0.81,0.88,',
      '',
    ]);
  });

  it('puts the last second of March in the year before', async () => {
    const statement = await taxStatement(ASHA, '2025-26', deps);
    expect(statement.csv).toContain('2026-03-31 23:59:59,Deposit: bank transfer or UPI (INR),999.00,');
    expect(statement.csv).not.toContain('01KN00000000000000000000B0');
  });

  it.each([
    ['2026-28', /one April to the next/],
    ['2019-20', /2020-21/],
    ['2027-28', /not begun/],
  ])('refuses the year %s', (label, detail) => {
    expect(() => financialYearDays(label, NOW)).toThrow(InvalidRequestError);
    expect(() => financialYearDays(label, NOW)).toThrow(detail);
  });

  it('covers 1 April to 31 March', () => {
    expect(financialYearDays('2026-27', NOW)).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });
});

describe('a tax statement row', () => {
  it('shows no TDS deducted on a buy whose TDS the house bears by the Terms', () => {
    const row = taxRowOf(
      {
        id: '01KN00000000000000000000F0',
        kind: 'buy-usdt',
        createdAt: '2026-09-01T04:30:00.000Z',
        postings: [
          posting(`customer/${ASHA}/INR`, -100_000n),
          posting('house/usdt-sales', 100_000n),
          posting('house/tds-borne', -1_000n),
          posting('house/tds-payable', 1_000n),
          posting(`customer/${ASHA}/USDT`, 11_248_587n),
          posting('house/usdt-inventory', -11_248_587n),
        ],
      },
      ASHA,
    );
    expect(row).toMatchObject({ label: 'Buy USDT', inrMinor: -100_000n, tdsMinor: 0n });
  });

  it('names a withdrawal reserved and one returned', () => {
    const withdrawal = (kind: string, amountMinor: bigint) =>
      taxRowOf(
        {
          id: '01KN00000000000000000000G0',
          kind,
          createdAt: '2026-09-01T04:30:00.000Z',
          postings: [
            posting(`customer/${ASHA}/INR`, amountMinor),
            posting('house/inr-withdrawals-reserved', -amountMinor),
          ],
        },
        ASHA,
      )?.label;
    expect(withdrawal('inr-withdrawal-reserved', -200_000n)).toBe('Withdrawal to your bank (INR)');
    expect(withdrawal('inr-withdrawal-returned', 200_000n)).toBe('Withdrawal to your bank returned (INR)');
  });
});
