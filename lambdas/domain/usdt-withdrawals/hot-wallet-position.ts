/**
 * The hot wallet against what customers are owed on the chain side: the USDT and TRX it holds, what
 * the withdrawals not yet final will take from it (reserved ones still to send, broadcast ones the
 * chain may not have taken yet), and whether it can pay what waits. Customers' USDT wallets are what
 * they could withdraw next; the book sums to zero, so their total is minus every USDT house account.
 */
import type { TransactionRecord } from '../ledger/book/transactions';
import { sentOnChain } from '../ledger/recipes/usdt-withdrawals';

export interface HotWalletPosition {
  trxSun: bigint;
  usdtMicro: bigint;
  /** Reserved withdrawals to send: the USDT they take and the TRX their transfers burn (estimated). */
  waiting: { count: number; usdtMicro: bigint; trxSun: bigint };
  /** Broadcast withdrawals not final yet: USDT that may still leave the wallet. */
  inFlight: { count: number; usdtMicro: bigint };
  customersUsdtMicro: bigint;
  canPayWaiting: boolean;
  /** USDT short of paying every waiting withdrawal and every customer's whole wallet. */
  usdtShortOfAllOwedMicro: bigint;
}

export function hotWalletPosition(input: {
  balances: { trxSun: bigint; usdtMicro: bigint };
  reserved: readonly { record: TransactionRecord; feeSun: bigint }[];
  broadcast: readonly TransactionRecord[];
  customersUsdtMicro: bigint;
}): HotWalletPosition {
  const waitingUsdt = input.reserved.reduce((sum, each) => sum + sentOnChain(each.record), 0n);
  const waitingTrx = input.reserved.reduce((sum, each) => sum + each.feeSun, 0n);
  const inFlightUsdt = input.broadcast.reduce((sum, record) => sum + sentOnChain(record), 0n);
  // In-flight transfers left the wallet's balance only once mined; the node's balance may still hold them.
  const owed = waitingUsdt + inFlightUsdt + input.customersUsdtMicro;
  const short = owed - input.balances.usdtMicro;
  return {
    ...input.balances,
    waiting: { count: input.reserved.length, usdtMicro: waitingUsdt, trxSun: waitingTrx },
    inFlight: { count: input.broadcast.length, usdtMicro: inFlightUsdt },
    customersUsdtMicro: input.customersUsdtMicro,
    canPayWaiting: input.balances.usdtMicro >= waitingUsdt && input.balances.trxSun >= waitingTrx,
    usdtShortOfAllOwedMicro: short > 0n ? short : 0n,
  };
}
