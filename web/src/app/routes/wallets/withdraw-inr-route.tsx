/** A withdrawal to the bank, with the INR wallet under it: two features composed here. */
import { WithdrawInrScreen } from '../../../features/inr-withdrawals/screens/withdraw-inr-screen';
import { InrWallet } from '../../../features/wallets/components/inr-wallet';

export function WithdrawInrRoute() {
  return <WithdrawInrScreen wallet={<InrWallet />} />;
}
