/**
 * Selling USDT to the house, as one balanced entry: the USDT leaves the customer's wallet for the
 * inventory (its stock guard topped up in the same write, so the house may sell it on at once), and
 * the house pays the consideration from `usdt-purchases`: the INR the customer receives to their
 * wallet, our fee and its GST to revenue and tax, and the TDS deducted to `tds-payable`.
 */
import { customerAccount, houseAccount } from '../book/accounts';
import type { Movement } from '../book/entry-plan';
import { clientRequestReference } from '../book/external-reference';
import { buildJournalEntry } from '../book/journal-entry';
import { feePostings } from './fee-postings';
import { tdsPayablePosting, yearConsiderationCap } from './tds-postings';

export interface UsdtSale {
  userId: string;
  /** Micro-USDT the customer sells. */
  usdtMinor: bigint;
  /** What the house pays for it (paise): received + fee + GST + TDS. */
  considerationMinor: bigint;
  feeMinor: bigint;
  gstMinor: bigint;
  tdsMinor: bigint;
  quoteId: string;
  /** The request's Idempotency-Key, so a replay under it posts once even with a fresh quote. */
  idempotencyKey?: string;
  /** The rate as the customer saw it (`1 USDT = ₹87.53`). */
  rateDescription: string;
  /** The customer's sells on that day in India may not pass the maximum (CapReachedError). */
  dailyCap?: { period: string; maxMinor: bigint };
  /**
   * The financial year the sell counts in and the s.194S threshold of the seller's consideration in it
   * (net of fee and GST): `tdsMinor` is 0 only while the year stays within it with this sell.
   */
  tdsYear: { period: string; thresholdMinor: bigint };
}

export function sellUsdt(sale: UsdtSale): Movement {
  const { userId, usdtMinor, considerationMinor, feeMinor, gstMinor, tdsMinor, dailyCap } = sale;
  for (const [name, value] of Object.entries({ usdtMinor, feeMinor, gstMinor, tdsMinor }))
    if (value < 0n || (name === 'usdtMinor' && value === 0n))
      throw new RangeError(`${name} cannot be ${value} on a sell`);
  const receivedMinor = considerationMinor - feeMinor - gstMinor - tdsMinor;
  if (receivedMinor <= 0n) throw new RangeError(`A sell must pay something: ${receivedMinor} paise left`);
  // TDS is on the consideration net of our fee and GST, and so is the year's total it is due past.
  const tdsBase = {
    year: sale.tdsYear,
    considerationMinor: considerationMinor - feeMinor - gstMinor,
    tdsMinor,
  };
  return {
    entry: buildJournalEntry({
      kind: 'sell-usdt',
      postings: [
        { account: customerAccount(userId, 'USDT'), amountMinor: -usdtMinor },
        { account: houseAccount('usdt-inventory'), amountMinor: usdtMinor },
        { account: houseAccount('usdt-purchases'), amountMinor: -considerationMinor },
        { account: customerAccount(userId, 'INR'), amountMinor: receivedMinor },
        ...feePostings(feeMinor, gstMinor),
        ...(tdsMinor > 0n ? [tdsPayablePosting(tdsMinor, { userId, considerationMinor, kind: 'sold' })] : []),
      ],
    }),
    transactions: [
      {
        userId,
        currency: 'USDT',
        type: 'sell-usdt',
        direction: 'debit',
        amountMinor: usdtMinor,
        feeMinor: 0n,
        gstMinor: 0n,
        status: 'succeeded',
        reference: sale.quoteId,
        counterparty: `Sold for INR at ${sale.rateDescription}`,
      },
      {
        userId,
        currency: 'INR',
        type: 'sell-usdt',
        direction: 'credit',
        amountMinor: receivedMinor,
        feeMinor,
        gstMinor,
        ...(tdsMinor > 0n ? { tdsMinor } : {}),
        status: 'succeeded',
        reference: sale.quoteId,
        counterparty: `Sold USDT at ${sale.rateDescription}`,
      },
    ],
    references: [
      { source: 'quote', id: sale.quoteId },
      ...(sale.idempotencyKey ? [clientRequestReference(userId, sale.idempotencyKey)] : []),
    ],
    // The USDT bought is the house's to sell on: its stock guard rises with its postings.
    stock: [{ account: 'usdt-inventory', amountMinor: usdtMinor }],
    caps: [
      ...(dailyCap
        ? [
            {
              userId,
              name: 'usdt-sells' as const,
              period: dailyCap.period,
              addMinor: considerationMinor,
              maxMinor: dailyCap.maxMinor,
            },
          ]
        : []),
      yearConsiderationCap(userId, 'vda-sell-consideration', tdsBase),
      // INR credited beside a debt would be money the customer owes us left in their wallet: the sell
      // is written only while they still owe nothing, as checked before it (a check, not a write).
      { userId, name: 'customer-receivable' as const, period: 'open', addMinor: 0n, asReadMinor: 0n },
    ],
  };
}
