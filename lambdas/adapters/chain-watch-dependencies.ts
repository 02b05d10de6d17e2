/**
 * The chain watcher's and the operators' rescan wiring: TronGrid, the ledger, the watcher's items; and
 * the chain reconciliation's, which reads the same three.
 */
import type { ChainReconciliationDependencies } from '../domain/tron/chain-reconciliation-run';
import type { ChainWatchDependencies } from '../domain/tron/chain-watch';
import { tronAddressFromHex } from '../domain/tron/tron-address';
import { dynamoLedger } from './dynamodb-ledger';
import { announcingLedger } from './notifications/announcing-ledger';
import { dynamoChainWatchStore } from './tron/chain-watch-store';
import {
  tronGridChain,
  tronGridOptionsFromEnvironment,
  usdtContractFromEnvironment,
} from './tron/trongrid-chain';

/**
 * TRON_HOUSE_ADDRESSES: the house's own addresses (comma-separated, base58 or hex), whose transfers to a
 * deposit address are the house's money moving, never a customer's deposit.
 */
export function houseAddressesFromEnvironment(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const addresses = new Set<string>();
  for (const text of (env.TRON_HOUSE_ADDRESSES ?? '').split(',')) {
    if (!text.trim()) continue;
    const address = tronAddressFromHex(text.trim());
    if (!address) throw new Error(`TRON_HOUSE_ADDRESSES has ${text.trim()}, which is no TRON address`);
    addresses.add(address);
  }
  return addresses;
}

/** What the watcher and the reconciliation both read: TronGrid, the watcher's items, the contract, the house. */
const chainReaders = () => ({
  chain: tronGridChain(tronGridOptionsFromEnvironment()),
  store: dynamoChainWatchStore,
  usdtContract: usdtContractFromEnvironment(),
  houseAddresses: houseAddressesFromEnvironment(),
});

export const chainWatchDependencies = (): ChainWatchDependencies => ({
  ...chainReaders(),
  // The customer hears of a deposit credited once it is final.
  ledger: announcingLedger(),
});

export const chainReconciliationDependencies = (
  env: NodeJS.ProcessEnv = process.env,
): ChainReconciliationDependencies => ({
  ...chainReaders(),
  book: dynamoLedger(),
  ...(env.TRON_HOT_WALLET_ADDRESS ? { hotWallet: env.TRON_HOT_WALLET_ADDRESS } : {}),
});
