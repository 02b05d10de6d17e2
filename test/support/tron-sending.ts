/**
 * Sending USDT on the local stack's sandbox chain: the stack's own sender (its hot wallet, from the
 * handlers' environment) and senders of wallets a test makes for itself, each a fresh key in a temp
 * file funded from the sandbox's faucet, so the amounts a test asserts move only by its own transfers.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import {
  localTransactionSigner,
  newHotWalletKeyText,
} from '../../lambdas/adapters/tron/local-transaction-signer';
import {
  tronGridOptionsFromEnvironment,
  usdtContractFromEnvironment,
} from '../../lambdas/adapters/tron/trongrid-chain';
import { tronGridUsdtSender } from '../../lambdas/adapters/tron/trongrid-usdt-sender';
import { usdtSenderFromEnvironment } from '../../lambdas/adapters/tron/usdt-sender-from-environment';
import { tronAddressFromPublicKey } from '../../lambdas/domain/tron/tron-address';
import type { StagedUsdtSender, TronTransactionSigner } from '../../lambdas/domain/tron/usdt-sending';
import { applyHandlerEnv } from '../../lib/local/stack';
import { stackUnderTest } from './stack-context';
import { tronControl } from './tron-chain';

/** What a test's next broadcast does on the sandbox chain. */
export type BroadcastOutcome = 'SUCCESS' | 'OUT_OF_ENERGY' | 'REVERT' | 'DROPPED';

export function sandboxSender(signer: TronTransactionSigner): StagedUsdtSender {
  applyHandlerEnv(stackUnderTest().handlerEnv);
  return tronGridUsdtSender({
    ...tronGridOptionsFromEnvironment(),
    usdtContract: usdtContractFromEnvironment(),
    signer,
  });
}

/** The stack's own sender: the hot wallet the twin generated and funded. */
export function stackSender(): StagedUsdtSender {
  applyHandlerEnv(stackUnderTest().handlerEnv);
  return usdtSenderFromEnvironment();
}

/** A signer of a fresh key (a key file, as the local twin keeps its own). */
export function freshSigner(): TronTransactionSigner {
  const keyFile = join(mkdtempSync(join(tmpdir(), 'tron-key-')), 'key');
  writeFileSync(keyFile, newHotWalletKeyText(), { mode: 0o600 });
  return localTransactionSigner(keyFile);
}

/** An address no one has used: it has never held USDT. */
export const freshAddress = () =>
  tronAddressFromPublicKey(secp256k1.getPublicKey(secp256k1.utils.randomSecretKey()));

/** A wallet of its own for a test, with TRX for fees and USDT from the sandbox's faucet. */
export async function fundedWallet(funds: { trx: string; usdt: string }) {
  const signer = freshSigner();
  const address = await signer.address();
  await tronControl('/fund', { address, ...funds });
  return { signer, address, sender: sandboxSender(signer) };
}

export const failNextBroadcast = (outcome: BroadcastOutcome) => tronControl('/next-broadcast', { outcome });

/** A raw broadcast of a signed transaction's body, as a second client would send it. */
export async function broadcastAgain(transaction: string): Promise<{ result?: boolean; code?: string }> {
  const response = await fetch(`${stackUnderTest().sandboxUrl}/wallet/broadcasttransaction`, {
    method: 'POST',
    body: transaction,
    headers: { 'content-type': 'application/json' },
  });
  return (await response.json()) as { result?: boolean; code?: string };
}

/** The USDT an address holds on the sandbox chain, read watch-only (micro-units). */
export async function usdtHeldAt(address: string): Promise<bigint> {
  const watchOnly = sandboxSender({
    address: async () => address,
    signTransactionId: () => Promise.reject(new Error('watch only')),
  });
  return (await watchOnly.balances()).usdtMicro;
}
