/**
 * TRX, which pays a transfer's energy and bandwidth, counts in sun: 1 TRX = 1,000,000 sun. It is never
 * a wallet currency, so it is shown with all six decimals, as TRON's explorers show it.
 */
const TRX_DECIMALS = 6;

/** 27_345_000n → '27.345000 TRX'; 0n → '0.000000 TRX'. */
export function formatTrx(sun: bigint): string {
  const sign = sun < 0n ? '-' : '';
  const digits = (sun < 0n ? -sun : sun).toString().padStart(TRX_DECIMALS + 1, '0');
  return `${sign}${digits.slice(0, -TRX_DECIMALS)}.${digits.slice(-TRX_DECIMALS)} TRX`;
}
