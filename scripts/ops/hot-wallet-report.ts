/** What `ops hot-wallet` prints of the hot wallet's position, a line a figure. */
import { formatAmount } from '../../lambdas/domain/money';
import { formatTrx } from '../../lambdas/domain/tron/trx-amount';
import type { HotWalletPosition } from '../../lambdas/domain/usdt-withdrawals/hot-wallet-position';

const usdt = (micro: bigint) => `${formatAmount(micro, 'USDT')} USDT`;

export function hotWalletReport(position: HotWalletPosition): string[] {
  return [
    `Hot wallet on TRON: ${usdt(position.usdtMicro)} and ${formatTrx(position.trxSun)}`,
    `Waiting to be sent: ${position.waiting.count} withdrawals, ${usdt(position.waiting.usdtMicro)}, about ${formatTrx(position.waiting.trxSun)} of energy`,
    `Broadcast, not final yet: ${position.inFlight.count} withdrawals, ${usdt(position.inFlight.usdtMicro)}`,
    `Customers' USDT wallets: ${usdt(position.customersUsdtMicro)}`,
    position.usdtShortOfAllOwedMicro > 0n
      ? `Short of paying everything customers hold and wait for by ${usdt(position.usdtShortOfAllOwedMicro)} (the rest is in deposit addresses and the treasury).`
      : 'It holds enough to pay everything customers hold and wait for.',
  ];
}
