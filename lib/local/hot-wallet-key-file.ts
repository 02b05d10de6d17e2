/**
 * The local twin's stand-in for the cloud's hot-wallet KMS key: a secp256k1 private key in
 * `.local/<profile>/tron-hot-wallet-key` (ignored by git), generated on the first start and kept, so the
 * hot wallet keeps its address and its sandbox funds across restarts. `npm run reset` wipes it. The key
 * is written and read, never printed: only its address is.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { hotWalletAddressOfKeyFile, newHotWalletKeyText } from '../../lambdas/local-twin';
import { createFileAtomically } from './atomic-file';
import { profileDirectory } from './local-paths';
import type { LocalProfile } from './ports';

export interface LocalHotWallet {
  keyFile: string;
  address: string;
}

export function ensureHotWalletKey(profile: LocalProfile): LocalHotWallet {
  const keyFile = join(profileDirectory(profile), 'tron-hot-wallet-key');
  // Owner-only; whole even when the start is killed mid-write; never overwrites one another start wrote.
  if (!existsSync(keyFile)) createFileAtomically(keyFile, newHotWalletKeyText(), { mode: 0o600 });
  return { keyFile, address: hotWalletAddressOfKeyFile(keyFile) };
}
