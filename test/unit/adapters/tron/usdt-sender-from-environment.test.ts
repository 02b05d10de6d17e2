/**
 * Which hot-wallet signer a function gets from its environment: the sending function signs with the
 * KMS key; every other function (the withdrawal routes, ops) knows only the address and cannot sign.
 */
import { describe, expect, it } from 'vitest';
import { transactionSignerFromEnvironment } from '../../../../lambdas/adapters/tron/usdt-sender-from-environment';

const HOT_WALLET = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';

describe('the hot wallet signer chosen by the environment', () => {
  it('gives a function with only the address the address, and refuses to sign', async () => {
    const signer = transactionSignerFromEnvironment({ TRON_HOT_WALLET_ADDRESS: HOT_WALLET });
    expect(await signer.address()).toBe(HOT_WALLET);
    await expect(signer.signTransactionId(new Uint8Array(32))).rejects.toThrow(
      /Only the withdrawal sender signs/,
    );
  });

  it('refuses a function that knows neither key nor address', () => {
    expect(() => transactionSignerFromEnvironment({})).toThrow(/TRON_HOT_WALLET_KEY_FILE/);
  });
});
