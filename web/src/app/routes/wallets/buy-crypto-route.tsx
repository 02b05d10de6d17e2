/**
 * Buying and selling USDT, with the USDT wallet and its receiving address under them: four features
 * composed here.
 */
import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { BuyCryptoScreen } from '../../../features/buy-usdt/screens/buy-crypto-screen';
import { UsdtDepositAddressPanel } from '../../../features/chain-deposits/components/usdt-deposit-address';
import { UsdtWallet } from '../../../features/wallets/components/usdt-wallet';

// Its own chunk, loaded when the person first chooses Sell: the home screen opens on the buy.
const SellUsdtPanel = lazy<ComponentType>(() =>
  import('../../../features/sell-usdt/components/sell-usdt-panel').then((module) => ({
    default: module.SellUsdtPanel,
  })),
);

export function BuyCryptoRoute() {
  return (
    <BuyCryptoScreen
      sell={
        <Suspense fallback={<LoadingLine>Loading the sell panel…</LoadingLine>}>
          <SellUsdtPanel />
        </Suspense>
      }
      wallet={
        <>
          <UsdtWallet />
          <UsdtDepositAddressPanel />
        </>
      }
    />
  );
}
