/** Topping up by bank transfer or UPI, with the INR wallet under it: two features composed here. */
import { TopUpScreen } from '../../../features/bank-transfers/screens/top-up-screen';
import { InrWallet } from '../../../features/wallets/components/inr-wallet';

export function TopUpRoute() {
  return <TopUpScreen wallet={<InrWallet />} />;
}
