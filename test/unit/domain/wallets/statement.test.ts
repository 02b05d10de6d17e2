import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '../../../../lambdas/domain/ledger/book/transactions';
import { csvCell, defuseFormula, statementCsv } from '../../../../lambdas/domain/wallets/statement-csv';
import { statementRange, walletStatement } from '../../../../lambdas/domain/wallets/wallet-statement';

const credit = (overrides: Partial<TransactionRecord> = {}): TransactionRecord => ({
  id: '01KAQ0000000000000000000AA',
  userId: 'user-1',
  currency: 'INR',
  type: 'bank-transfer-deposit',
  direction: 'credit',
  amountMinor: 500_000n,
  feeMinor: 0n,
  gstMinor: 0n,
  status: 'succeeded',
  reference: 'HDFCN52026112300001',
  counterparty: 'HDFC ••••1234',
  createdAt: '2026-11-23T18:40:05.000Z',
  updatedAt: '2026-11-23T18:40:05.000Z',
  entryIds: [],
  ...overrides,
});

describe('statement CSV', () => {
  it('writes a header and one row per record with IST times and decimal-string amounts', () => {
    const csv = statementCsv([credit({ feeMinor: 1_000n, gstMinor: 180n })]);
    expect(csv.split('\r\n')).toEqual([
      'Date and time (IST),Type,Description,Reference,Direction,Amount,Fee,GST,TDS,Status,Status reason',
      // 18:40 UTC is 00:10 the next day in India.
      '2026-11-24 00:10:05,Bank transfer deposit,HDFC ••••1234,HDFCN52026112300001,credit,5000.00,10.00,1.80,0.00,succeeded,',
      '',
    ]);
  });

  it('writes a charge-free fee and GST as 0.00, a number a spreadsheet sums', () => {
    expect(statementCsv([credit()]).split('\r\n')[1]).toContain(',credit,5000.00,0.00,0.00,0.00,succeeded,');
  });

  it('writes USDT with all 6 decimals, a withdrawal’s network fee and the charge-free cells included', () => {
    const withdrawal = credit({
      currency: 'USDT',
      type: 'usdt-withdrawal',
      direction: 'debit',
      amountMinor: 11_020_000n,
      feeMinor: 1_020_000n,
      reference: undefined,
      counterparty: 'TRON TXyz (Ledger)',
    });
    expect(statementCsv([withdrawal]).split('\r\n')[1]).toContain(
      ',debit,11.020000,1.020000,0.000000,0.000000,succeeded,',
    );
    expect(statementCsv([credit({ currency: 'USDT', amountMinor: 10_000_000n })]).split('\r\n')[1]).toContain(
      ',credit,10.000000,0.000000,0.000000,0.000000,succeeded,',
    );
  });

  it('shows a held transfer with its reason, quoting the comma in it', () => {
    const row = statementCsv([
      credit({ status: 'held', statusReason: 'Sent from another account, not your verified one' }),
    ]).split('\r\n')[1];
    expect(row).toContain(',held,"Sent from another account, not your verified one"');
  });

  it.each(['=HYPERLINK("http://x")', '+91 cmd', '-2+3', '@SUM(A1)', '\tTAB'])(
    'defuses a text cell a spreadsheet would run as a formula: %s',
    (text) => {
      expect(defuseFormula(text)).toBe(`'${text}`);
      const row = statementCsv([credit({ counterparty: text })]).split('\r\n')[1] ?? '';
      expect(row.split(',')[2]?.replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('leaves ordinary text alone and doubles quotes inside a quoted cell', () => {
    expect(defuseFormula('Asha Rao')).toBe('Asha Rao');
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
  });
});

describe('statement range', () => {
  it('covers the first day from midnight IST to the end of the last day', () => {
    const range = statementRange({ from: '2026-11-01', to: '2026-11-23' });
    expect(range.from.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(range.to.toISOString()).toBe('2026-11-23T18:29:59.999Z');
  });

  it.each([
    [{ from: '2026-11-23', to: '2026-11-01' }, /on or after/],
    [{ from: '2026-02-30', to: '2026-03-01' }, /real days/],
    [{ from: '2025-01-01', to: '2026-01-02' }, /at most 366 days/],
    [{ from: '1970-01-01', to: '1970-01-01' }, /1 January 2020 or later/],
    [{ from: '0001-01-01', to: '0001-01-02' }, /1 January 2020 or later/],
  ])('refuses %o', (query, message) => {
    expect(() => statementRange(query)).toThrow(message);
  });

  it('accepts a full leap year', () => {
    expect(() => statementRange({ from: '2028-01-01', to: '2028-12-31' })).not.toThrow();
  });

  it('reads every page of the range and names the file after it', async () => {
    const first = { transactions: [credit({ id: 'A' })], cursor: 'A' };
    const second = { transactions: [credit({ id: 'B', amountMinor: 12_345_678n })] };
    const statement = await walletStatement(
      'user-1',
      'inr',
      { from: '2026-11-01', to: '2026-11-23' },
      {
        listCreatedBetween: async (_user, _currency, _range, page) => (page.cursor ? second : first),
      },
    );
    expect(statement.fileName).toBe('inr-statement-2026-11-01-to-2026-11-23.csv');
    expect(statement.csv.trim().split('\r\n')).toHaveLength(3);
    expect(statement.csv).toContain(',123456.78,');
  });
});
