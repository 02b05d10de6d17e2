/**
 * The TRON account key (xpub of m/44'/195'/0') that deposit addresses are derived from, read from the
 * handler environment. Locally it is the public test key, allowed only where the local stack says so
 * (TRON_PUBLIC_TEST_KEY_ALLOWED=true); the cloud sets its own key and never that flag, so a deployment
 * that forgot its key, or copied the local one, fails loudly instead of handing out addresses whose
 * private keys anyone can derive from the published mnemonic.
 */
import { AccountXpub, PUBLIC_TEST_ACCOUNT_XPUB } from '../domain/tron/deposit-address-derivation';

export const TRON_ACCOUNT_XPUB_VARIABLE = 'TRON_ACCOUNT_XPUB';
export const TRON_PUBLIC_TEST_KEY_ALLOWED_VARIABLE = 'TRON_PUBLIC_TEST_KEY_ALLOWED';

/** Throws unless `text` is an account-level xpub other than the public test key. For cloud configuration. */
export function cloudTronAccountXpub(text: string | undefined): AccountXpub {
  if (!text)
    throw new Error(`Missing ${TRON_ACCOUNT_XPUB_VARIABLE}: the xpub of m/44'/195'/0' of the custody wallet`);
  if (text.trim() === PUBLIC_TEST_ACCOUNT_XPUB) {
    throw new Error(
      `${TRON_ACCOUNT_XPUB_VARIABLE} is the public test key (abandon … about): anyone can spend from its addresses`,
    );
  }
  return AccountXpub.parse(text);
}

let cached: AccountXpub | undefined;

export function tronAccountXpubFromEnvironment(env: NodeJS.ProcessEnv = process.env): AccountXpub {
  const text = env[TRON_ACCOUNT_XPUB_VARIABLE];
  if (env[TRON_PUBLIC_TEST_KEY_ALLOWED_VARIABLE] === 'true' && text?.trim() === PUBLIC_TEST_ACCOUNT_XPUB) {
    return AccountXpub.parse(text);
  }
  return cloudTronAccountXpub(text);
}

/** The key of this process's environment, parsed once per warm function. */
export function tronAccountXpub(): AccountXpub {
  cached ??= tronAccountXpubFromEnvironment();
  return cached;
}
