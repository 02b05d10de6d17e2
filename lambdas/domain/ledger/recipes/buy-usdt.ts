/**
 * Buying USDT: the customer's INR pays for USDT from the house's inventory, our fee and its GST, in
 * one entry; past the buyer's yearly threshold the house bears the TDS (s.194S) in the same entry.
 */
import { customerAccount, houseAccount } from '../book/accounts';
import type { Movement } from '../book/entry-plan';
import { clientRequestReference } from '../book/external-reference';
import { buildJournalEntry } from '../book/journal-entry';
import { assertNotNegative, assertPositive } from './amount-checks';
import { feePostings } from './fee-postings';
import { borneTdsPostings, type YearlyTds, yearConsiderationCap } from './tds-postings';

export interface UsdtPurchase {
  userId: string;
  /** Everything the customer pays in INR: the USDT's price plus our fee plus GST on the fee. */
  inrPaidMinor: bigint;
  feeMinor: bigint;
  gstMinor: bigint;
  usdtMinor: bigint;
  quoteId: string;
  /** The request's Idempotency-Key, so a replay under it posts once even with a fresh quote. */
  idempotencyKey?: string;
  /** The rate as the customer saw it (`1 USDT = ₹88.42`). */
  rateDescription: string;
  /** The customer's buys on that day in India may not pass the maximum (CapReachedError). */
  dailyCap?: { period: string; maxMinor: bigint };
  /** The buyer's consideration this financial year, and the TDS the house bears on this buy. */
  borneTds?: YearlyTds;
}

/** Buying USDT: INR leaves the wallet for sales, fee and GST; USDT leaves the inventory for the wallet. */
export function buyUsdt(purchase: UsdtPurchase): Movement {
  assertPositive('usdtMinor', purchase.usdtMinor);
  assertNotNegative('feeMinor', purchase.feeMinor);
  assertNotNegative('gstMinor', purchase.gstMinor);
  const proceeds = purchase.inrPaidMinor - purchase.feeMinor - purchase.gstMinor;
  assertPositive('inrPaidMinor less fee and GST', proceeds);
  const { userId, dailyCap } = purchase;
  return {
    entry: buildJournalEntry({
      kind: 'buy-usdt',
      postings: [
        { account: customerAccount(userId, 'INR'), amountMinor: -purchase.inrPaidMinor },
        { account: houseAccount('usdt-sales'), amountMinor: proceeds },
        ...feePostings(purchase.feeMinor, purchase.gstMinor),
        ...(purchase.borneTds ? borneTdsPostings(userId, purchase.borneTds) : []),
        { account: houseAccount('usdt-inventory'), amountMinor: -purchase.usdtMinor },
        { account: customerAccount(userId, 'USDT'), amountMinor: purchase.usdtMinor },
      ],
    }),
    transactions: [
      {
        userId,
        currency: 'INR',
        type: 'buy-usdt',
        direction: 'debit',
        amountMinor: purchase.inrPaidMinor,
        feeMinor: purchase.feeMinor,
        gstMinor: purchase.gstMinor,
        status: 'succeeded',
        reference: purchase.quoteId,
        counterparty: `Bought USDT at ${purchase.rateDescription}`,
      },
      {
        userId,
        currency: 'USDT',
        type: 'buy-usdt',
        direction: 'credit',
        amountMinor: purchase.usdtMinor,
        feeMinor: 0n,
        gstMinor: 0n,
        status: 'succeeded',
        reference: purchase.quoteId,
        counterparty: `Bought with INR at ${purchase.rateDescription}`,
      },
    ],
    references: [
      { source: 'quote', id: purchase.quoteId },
      ...(purchase.idempotencyKey ? [clientRequestReference(userId, purchase.idempotencyKey)] : []),
    ],
    // Never sell USDT the house does not hold.
    stock: [{ account: 'usdt-inventory', amountMinor: -purchase.usdtMinor }],
    caps: [
      ...(dailyCap
        ? [
            {
              userId,
              name: 'usdt-buys' as const,
              period: dailyCap.period,
              addMinor: purchase.inrPaidMinor,
              maxMinor: dailyCap.maxMinor,
            },
          ]
        : []),
      ...(purchase.borneTds
        ? [yearConsiderationCap(userId, 'vda-buy-consideration', purchase.borneTds)]
        : []),
    ],
  };
}
