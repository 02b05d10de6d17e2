/**
 * The hot wallet's signer and USDT sender, chosen by configuration: TRON_HOT_WALLET_KEY_FILE (set by the
 * local twin) selects the key-file signer; otherwise TRON_HOT_WALLET_KMS_KEY_ID (set by CDK on the
 * function that sends) selects the KMS key. TronGrid and the USDT contract as the chain watcher reads
 * them (TRON_API_URL, TRON_API_KEY, USDT_TRC20_CONTRACT).
 */
import type { StagedUsdtSender, TronTransactionSigner } from '../../domain/tron/usdt-sending';
import { localTransactionSigner } from './local-transaction-signer';
import { tronGridOptionsFromEnvironment, usdtContractFromEnvironment } from './trongrid-chain';
import { tronGridUsdtSender } from './trongrid-usdt-sender';

export function transactionSignerFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): TronTransactionSigner {
  if (env.TRON_HOT_WALLET_KEY_FILE) return localTransactionSigner(env.TRON_HOT_WALLET_KEY_FILE);
  throw new Error('Missing environment variable TRON_HOT_WALLET_KEY_FILE or TRON_HOT_WALLET_KMS_KEY_ID');
}

export function usdtSenderFromEnvironment(env: NodeJS.ProcessEnv = process.env): StagedUsdtSender {
  return tronGridUsdtSender({
    ...tronGridOptionsFromEnvironment(env),
    usdtContract: usdtContractFromEnvironment(env),
    signer: transactionSignerFromEnvironment(env),
  });
}
