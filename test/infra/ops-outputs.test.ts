/**
 * `npm run ops` against a deployed stack builds the handlers' environment from the stack outputs;
 * these must cover every variable CDK gives the functions, or an ops command would miss a resource.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes';
import { handlerEnvFromOutputs } from '../../scripts/ops/ops-environment';
import { synthesizeWallet } from './wallet-template';

const { outputs, routeFunction } = synthesizeWallet();

describe('stack outputs for the ops command line', () => {
  it('give every handler variable, from the output that carries it', () => {
    const echo = Object.fromEntries(Object.keys(outputs).map((name) => [name, name]));
    const env = handlerEnvFromOutputs(echo);
    const [, fn] = routeFunction(routes[0] ?? (undefined as never));
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    const needed = Object.keys(variables).filter((name) => name !== 'NODE_OPTIONS');
    // The provider's key secret too, for returning a held transfer (a refund), and the sender of
    // customers' emails, which a release or a KYC decision sends.
    expect(Object.keys(env).sort()).toEqual(
      [...needed, 'AWS_REGION', 'RAZORPAY_KEY_SECRET_ARN', 'CUSTOMER_EMAIL_SENDER'].sort(),
    );
    expect(env).toMatchObject({
      TABLE_ACCOUNTS: 'AccountsTableName',
      FIELD_ENCRYPTION_KEY_ID: 'FieldEncryptionKeyArn',
      IDENTITY_HASH_KEY_ID: 'IdentityHashKeyArn',
      AWS_REGION: 'Region',
      RAZORPAY_KEY_SECRET_ARN: 'RazorpayKeySecretArn',
      // The house's TRON addresses, which a chain rescan must know as the watcher does, and the hot
      // wallet's, whose balances ops hot-wallet reads.
      TRON_HOUSE_ADDRESSES: 'TronHouseAddresses',
      TRON_HOT_WALLET_ADDRESS: 'TronHotWalletAddress',
    });
  });
});
