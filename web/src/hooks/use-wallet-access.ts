/**
 * What the wallet screens may offer, decided once by WalletAccessGate from the profile: money moves
 * (top up, deposit, buy) only for a customer whose identity check (KYC) is approved.
 */
import type { KycStatus } from '@contract/account';
import { createContext, useContext } from 'react';

export interface WalletAccess {
  kycStatus: KycStatus;
  moneyActionsAllowed: boolean;
}

export const WalletAccessContext = createContext<WalletAccess>({
  kycStatus: 'not-submitted',
  moneyActionsAllowed: false,
});

export const useWalletAccess = (): WalletAccess => useContext(WalletAccessContext);
