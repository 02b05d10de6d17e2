import type { WalletCurrency } from '@contract/wallets';

/**
 * What a wallet route tells the gate above it (a route's `handle`): the wallet the screen spends from,
 * whose balance heads it. Screens without one spend rupees.
 */
export interface WalletRouteHandle {
  spends: WalletCurrency;
}

export const spendsOf = (handle: unknown): WalletCurrency | undefined =>
  typeof handle === 'object' && handle !== null && 'spends' in handle
    ? (handle as WalletRouteHandle).spends
    : undefined;
