/**
 * The hot wallet's signer and USDT sender, chosen by configuration: TRON_HOT_WALLET_KEY_FILE (set by the
 * local twin) selects the key-file signer; otherwise TRON_HOT_WALLET_KMS_KEY_ID and
 * TRON_HOT_WALLET_ADDRESS (set by CDK on the function that sends, lib/cloud/hot-wallet-key.ts) select
 * the KMS key; the address alone (every other function, and ops) reads and estimates but cannot sign.
 * TronGrid and the USDT contract as the chain watcher reads them (TRON_API_URL, TRON_API_KEY,
 * USDT_TRC20_CONTRACT).
 */
import type { StagedUsdtSender, TronTransactionSigner } from '../../domain/tron/usdt-sending';
import { kmsTransactionSigner } from './kms-transaction-signer';
import { localTransactionSigner } from './local-transaction-signer';
import { tronGridOptionsFromEnvironment, usdtContractFromEnvironment } from './trongrid-chain';
import { tronGridUsdtSender } from './trongrid-usdt-sender';

/**
 * A function that only estimates fees or reads balances (the withdrawal routes, ops) knows the hot
 * wallet's address (TRON_HOT_WALLET_ADDRESS, every cloud function's variable), never its key: only the
 * sending function is granted kms:Sign.
 */
function addressOnlySigner(address: string): TronTransactionSigner {
  return {
    address: async () => address,
    signTransactionId: async () => {
      throw new Error('Only the withdrawal sender signs: this function has no TRON_HOT_WALLET_KMS_KEY_ID');
    },
  };
}

export function transactionSignerFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): TronTransactionSigner {
  if (env.TRON_HOT_WALLET_KEY_FILE) return localTransactionSigner(env.TRON_HOT_WALLET_KEY_FILE);
  if (!env.TRON_HOT_WALLET_KMS_KEY_ID) {
    if (!env.TRON_HOT_WALLET_ADDRESS)
      throw new Error('Missing environment variable TRON_HOT_WALLET_KEY_FILE, _KMS_KEY_ID or _ADDRESS');
    return addressOnlySigner(env.TRON_HOT_WALLET_ADDRESS);
  }
  return kmsTransactionSigner({
    keyId: env.TRON_HOT_WALLET_KMS_KEY_ID,
    // Given by the deploy, so the function needs kms:Sign only, not kms:GetPublicKey.
    ...(env.TRON_HOT_WALLET_ADDRESS ? { address: env.TRON_HOT_WALLET_ADDRESS } : {}),
  });
}

export function usdtSenderFromEnvironment(env: NodeJS.ProcessEnv = process.env): StagedUsdtSender {
  return tronGridUsdtSender({
    ...tronGridOptionsFromEnvironment(env),
    usdtContract: usdtContractFromEnvironment(env),
    signer: transactionSignerFromEnvironment(env),
  });
}
