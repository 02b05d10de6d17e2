/**
 * Which hot-wallet access a function gets from its environment: the sending function signs with the
 * KMS key; every other function (the withdrawal routes, ops) knows only the address, reads with it and
 * cannot sign.
 */
import { describe, expect, it } from 'vitest';
import { hotWalletAddressFromEnvironment } from '../../../../lambdas/adapters/tron/hot-wallet-reader-from-environment';
import { transactionSignerFromEnvironment } from '../../../../lambdas/adapters/tron/usdt-sender-from-environment';

const HOT_WALLET = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';

describe('the hot wallet chosen by the environment', () => {
  it('reads the hot wallet of a function that knows only its address', () => {
    expect(hotWalletAddressFromEnvironment({ TRON_HOT_WALLET_ADDRESS: HOT_WALLET })).toBe(HOT_WALLET);
  });

  it('gives no signer to a function that knows only the address', () => {
    expect(() => transactionSignerFromEnvironment({ TRON_HOT_WALLET_ADDRESS: HOT_WALLET })).toThrow(
      /only the withdrawal sender signs/,
    );
  });

  it('refuses a function that knows neither key nor address', () => {
    expect(() => hotWalletAddressFromEnvironment({})).toThrow(/TRON_HOT_WALLET_ADDRESS/);
    expect(() => transactionSignerFromEnvironment({})).toThrow(/TRON_HOT_WALLET_KEY_FILE/);
  });
});
