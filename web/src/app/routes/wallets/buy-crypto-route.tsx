/** Buying USDT, with the USDT wallet and its receiving address under it: three features composed here. */
import { BuyCryptoScreen } from '../../../features/buy-usdt/screens/buy-crypto-screen';
import { UsdtDepositAddressPanel } from '../../../features/chain-deposits/components/usdt-deposit-address';
import { UsdtWallet } from '../../../features/wallets/components/usdt-wallet';

export function BuyCryptoRoute() {
  return (
    <BuyCryptoScreen
      wallet={
        <>
          <UsdtWallet />
          <UsdtDepositAddressPanel />
        </>
      }
    />
  );
}
