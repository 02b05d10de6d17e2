/**
 * The sending function's hot-wallet signer and USDT sender, chosen by configuration:
 * TRON_HOT_WALLET_KEY_FILE (set by the local twin) selects the key-file signer; otherwise
 * TRON_HOT_WALLET_KMS_KEY_ID and TRON_HOT_WALLET_ADDRESS (set by CDK on the function that sends,
 * lib/cloud/hot-wallet-key.ts) select the KMS key. Every other function reads the hot wallet without a
 * key (hot-wallet-reader-from-environment.ts) and so bundles no signer. TronGrid and the USDT contract
 * as the chain watcher reads them (TRON_API_URL, TRON_API_KEY, USDT_TRC20_CONTRACT).
 */
import type { StagedUsdtSender, TronTransactionSigner } from '../../domain/tron/usdt-sending';
import { kmsTransactionSigner } from './kms-transaction-signer';
import { localTransactionSigner } from './local-transaction-signer';
import { tronGridOptionsFromEnvironment, usdtContractFromEnvironment } from './trongrid-chain';
import { tronGridUsdtSender } from './trongrid-usdt-sender';

export function transactionSignerFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): TronTransactionSigner {
  if (env.TRON_HOT_WALLET_KEY_FILE) return localTransactionSigner(env.TRON_HOT_WALLET_KEY_FILE);
  if (!env.TRON_HOT_WALLET_KMS_KEY_ID)
    throw new Error(
      'Missing environment variable TRON_HOT_WALLET_KEY_FILE or _KMS_KEY_ID: only the withdrawal sender signs',
    );
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
