/**
 * The hot wallet as every function but the sender sees it: its address (TRON_HOT_WALLET_ADDRESS, set
 * by CDK on every cloud function and by the local twin) and TronGrid and the USDT contract as the chain
 * watcher reads them (TRON_API_URL, TRON_API_KEY, USDT_TRC20_CONTRACT). No key: the withdrawal routes
 * estimate fees and ops reads balances with it, and only the sending function is granted kms:Sign.
 */
import type { HotWalletReader } from '../../domain/tron/usdt-sending';
import { tronGridOptionsFromEnvironment, usdtContractFromEnvironment } from './trongrid-chain';
import { tronGridEnergy } from './trongrid-energy';
import { tronGridHotWalletReader } from './trongrid-hot-wallet-reader';

export function hotWalletAddressFromEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  if (!env.TRON_HOT_WALLET_ADDRESS) throw new Error('Missing environment variable TRON_HOT_WALLET_ADDRESS');
  return env.TRON_HOT_WALLET_ADDRESS;
}

export function hotWalletReaderFromEnvironment(env: NodeJS.ProcessEnv = process.env): HotWalletReader {
  const address = hotWalletAddressFromEnvironment(env);
  return tronGridHotWalletReader({
    ...tronGridOptionsFromEnvironment(env),
    usdtContract: usdtContractFromEnvironment(env),
    address: async () => address,
  });
}

/** The hot wallet's energy and its sent transactions' receipts, for ops. */
export function hotWalletEnergyFromEnvironment(env: NodeJS.ProcessEnv = process.env) {
  const address = hotWalletAddressFromEnvironment(env);
  const energy = tronGridEnergy(tronGridOptionsFromEnvironment(env));
  return {
    now: () => energy.accountEnergy(address),
    transactionCost: (transactionId: string) => energy.transactionCost(transactionId),
  };
}
