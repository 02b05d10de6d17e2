import { describe, expect, it } from 'vitest';
import { tdsStatement } from '../../../../lambdas/domain/tax/tds-statement';

const pans = { asha: { pan: 'ABCPD1234E', masked: '••••••234E' } } as const;
const panOf = async (userId: string) => pans[userId as keyof typeof pans];

describe('the quarterly TDS statement', () => {
  it('files every deduction with the whole PAN and shows operators only the mask', async () => {
    const statement = await tdsStatement(
      '2026-Q3',
      {
        rows: [
          {
            entryId: '01KB0000000000000000000002',
            createdAt: '2026-11-23T18:40:00.000Z',
            userId: 'asha',
            considerationMinor: 875_30n,
            tdsMinor: 8_71n,
            kind: 'sold',
          },
          {
            entryId: '01KB0000000000000000000001',
            createdAt: '2026-11-23T10:00:00.000Z',
            userId: 'ravi',
            considerationMinor: 19_900_50n,
            tdsMinor: 199_01n,
            kind: 'borne-on-buy',
          },
        ],
        unattributed: [{ entryId: '01KB0000000000000000000003', tdsMinor: -8_71n }],
      },
      panOf,
    );
    expect(statement.csv.split('\r\n')).toEqual([
      'Deductee PAN,Customer id,Date (IST),Consideration (INR),TDS (INR),Section,Kind,Entry id',
      'PAN NOT ON FILE,ravi,2026-11-23,19900.50,199.01,s.194S,Borne by us on a buy,01KB0000000000000000000001',
      // 18:40 UTC is the next day in India.
      'ABCPD1234E,asha,2026-11-24,875.30,8.71,s.194S,Deducted on a sell,01KB0000000000000000000002',
      '',
    ]);
    expect(statement.summary).not.toContain('ABCPD1234E');
    expect(statement.summary.split('\n')).toEqual([
      'ravi  PAN PAN NOT ON FILE  sells: TDS ₹0 on ₹0  buys (borne by us): TDS ₹199.01 on ₹19,900.50',
      'asha  PAN ••••••234E  sells: TDS ₹8.71 on ₹875.30  buys (borne by us): TDS ₹0 on ₹0',
      '2 deductions in 2026-Q3, TDS ₹207.72 in all, for 2 customers.',
      'Check before filing: TDS of -₹8.71 in entry 01KB0000000000000000000003 names no customer (a reversal?).',
    ]);
  });
});
