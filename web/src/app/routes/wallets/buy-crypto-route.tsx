/**
 * Buying and selling USDT, with the USDT wallet and its receiving address under them: four features
 * composed here.
 */
import { BuyCryptoScreen } from '../../../features/buy-usdt/screens/buy-crypto-screen';
import { UsdtDepositAddressPanel } from '../../../features/chain-deposits/components/usdt-deposit-address';
import { SellUsdtPanel } from '../../../features/sell-usdt/components/sell-usdt-panel';
import { UsdtWallet } from '../../../features/wallets/components/usdt-wallet';

export function BuyCryptoRoute() {
  return (
    <BuyCryptoScreen
      sell={<SellUsdtPanel />}
      wallet={
        <>
          <UsdtWallet />
          <UsdtDepositAddressPanel />
        </>
      }
    />
  );
}
