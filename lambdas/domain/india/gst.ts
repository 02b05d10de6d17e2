/**
 * GST on the platform's fees, one rule for every fee (buy, sell, INR withdrawal, card deposit) and for
 * the ledger's check of what was booked: 18 % of the fee, rounded toward zero. A fee charged rounds
 * down, so the house bears the fraction of a paisa, not the customer; a fee given back is its mirror.
 */
/** GST on the platform's fees (not on the USDT): 18 %, shown as its own line wherever a fee is. */
export const GST_PERCENT = 18n;

export const gstOnFee = (feeMinor: bigint): bigint => (feeMinor * GST_PERCENT) / 100n;
