/** What `ops hot-wallet` prints of the hot wallet's energy and of the network fees against the chain's charge. */
import { formatAllDecimals } from '../../lambdas/domain/money';
import { formatTrx } from '../../lambdas/domain/tron/trx-amount';
import type { NetworkFeeAccount } from '../../lambdas/domain/usdt-withdrawals/network-fee-account';
import { TRX_PRICE_IN_USDT_MICRO } from '../../lambdas/domain/usdt-withdrawals/withdrawal-terms';

const whole = (value: bigint) => value.toLocaleString('en-US');
const usdt = (micro: bigint) => `${formatAllDecimals(micro, 'USDT')} USDT`;

export function hotWalletEnergyReport(energy: {
  energyStakeSun: bigint;
  energyLimit: bigint;
  energyAvailable: bigint;
}): string {
  return `Energy: ${formatTrx(energy.energyStakeSun)} staked for ${whole(energy.energyLimit)} energy a day, ${whole(energy.energyAvailable)} available now`;
}

export function networkFeesReport(period: string, account: NetworkFeeAccount): string[] {
  return [
    `Sent in ${period}: ${account.sends} withdrawals; customers paid ${usdt(account.paidMicro)} in network fees; the chain burnt ${formatTrx(account.burntSun)} (${usdt(account.burntInUsdtMicro)} at ${formatAllDecimals(TRX_PRICE_IN_USDT_MICRO, 'USDT')} USDT a TRX) and took ${whole(account.energyFromStake)} energy from the stake`,
    ...(account.unread > 0
      ? [
          `  ${account.unread} of them not final on the chain yet: what the chain charged for them is not counted`,
        ]
      : []),
  ];
}
