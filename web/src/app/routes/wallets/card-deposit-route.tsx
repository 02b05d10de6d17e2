/** A deposit by card, with the INR wallet under it: two features composed here. */
import { CardDepositScreen } from '../../../features/card-deposits/screens/card-deposit-screen';
import { InrWallet } from '../../../features/wallets/components/inr-wallet';

export function CardDepositRoute() {
  return <CardDepositScreen wallet={<InrWallet />} />;
}
