/**
 * The sandbox's credentials for this machine: a Razorpay-style test key id, key secret and webhook
 * secret, made up on the first start and kept in `.local/<profile>/sandbox/secrets.json` (ignored by git)
 * when the stack keeps its data, fresh on every start otherwise. The handlers get them through their
 * environment (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET), as the cloud's handlers
 * get theirs from Secrets Manager.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomically } from '../atomic-file';
import { profileDirectory } from '../local-paths';
import type { LocalProfile } from '../ports';
import type { PaymentsSandboxSecrets } from './payments/payments-module';

export interface SandboxSecrets {
  razorpay: PaymentsSandboxSecrets;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

function newSecrets(): SandboxSecrets {
  return {
    razorpay: {
      keyId: `rzp_test_${token(10).replace(/[-_]/g, 'x').slice(0, 14)}`,
      keySecret: token(18),
      webhookSecret: token(24),
    },
  };
}

export function ensureSandboxSecrets(profile: LocalProfile, persist: boolean): SandboxSecrets {
  if (!persist) return newSecrets();
  const file = join(profileDirectory(profile), 'sandbox', 'secrets.json');
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as SandboxSecrets;
    if (saved.razorpay?.keyId && saved.razorpay.keySecret && saved.razorpay.webhookSecret) return saved;
  } catch {
    // First start, or an unreadable file: make new ones.
  }
  const secrets = newSecrets();
  writeFileAtomically(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
