/**
 * The handlers' environment in the cloud: the same variables the local twin sets (localHandlerEnv in
 * lib/local/stack.ts) without the stand-ins' endpoints and keys, so handler code cannot tell the worlds apart.
 */
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ApiRoute } from '../../contract/route-definition';
import { USDT_TRC20_CONTRACT } from '../../contract/usdt-trc20';
import type { CustomerEmail } from './customer-email';
import type { WalletTables } from './data-tables';
import type { FieldKeys } from './field-keys';
import type { PaymentSecrets } from './payment-secrets';

export interface HandlerResources {
  tables: WalletTables;
  uploadsBucket: IBucket;
  userPool: IUserPool;
  spaClient: IUserPoolClient;
  fieldKeys: FieldKeys;
  paymentSecrets: PaymentSecrets;
  customerEmail: CustomerEmail;
  /** Razorpay's API key id (not a secret: the checkout page shows it), from the `razorpayKeyId` context. */
  razorpayKeyId?: string;
  /**
   * The custody wallet's account xpub (m/44'/195'/0'), from the `tronAccountXpub` context: public
   * (it derives addresses, never keys). Without it the deposit-address route refuses to work.
   */
  tronAccountXpub?: string;
  /**
   * The house's TRON addresses: the hot wallet's (withdrawal fees are estimated from it) and all of
   * them, comma-separated (a withdrawal to one is an internal move, refused; a transfer from one is
   * never a deposit).
   */
  tron?: { hotWalletAddress: string; houseAddresses: string };
}

/**
 * What one route's function adds: the payment provider's settings for the routes that call it, the
 * sender address for those that email customers.
 */
export function routeHandlerEnv(resources: HandlerResources, route: ApiRoute): Record<string, string> {
  return {
    ...resources.paymentSecrets.environmentFor(route.grants.secrets ?? [], resources.razorpayKeyId),
    ...(route.grants.email ? resources.customerEmail.environment() : {}),
  };
}

/** The price-feed adapter's source: WazirX's public ticker (locally the sandbox's copy of it). */
export const CLOUD_PRICE_FEED_URL = 'https://api.wazirx.com';

/** The chain watcher's source: TronGrid's public API on TRON mainnet (locally the sandbox chain). */
export const CLOUD_TRON_API_URL = 'https://api.trongrid.io';

/** Every function's variables; the sender address is only for those that email customers. */
export function cloudHandlerEnv(resources: Omit<HandlerResources, 'customerEmail'>): Record<string, string> {
  return {
    ...Object.fromEntries(
      resources.tables.entries().map(([description, table]) => [description.envVar, table.tableName]),
    ),
    UPLOADS_BUCKET: resources.uploadsBucket.bucketName,
    USER_POOL_ID: resources.userPool.userPoolId,
    USER_POOL_CLIENT_ID: resources.spaClient.userPoolClientId,
    // Locally FIELD_KEY_FILE stands in for these two (lambdas/adapters/field-cipher).
    FIELD_ENCRYPTION_KEY_ID: resources.fieldKeys.encryptionKey.keyArn,
    IDENTITY_HASH_KEY_ID: resources.fieldKeys.hashKey.keyArn,
    PRICE_FEED_URL: CLOUD_PRICE_FEED_URL,
    TRON_API_URL: CLOUD_TRON_API_URL,
    USDT_TRC20_CONTRACT: USDT_TRC20_CONTRACT,
    ...(resources.tronAccountXpub ? { TRON_ACCOUNT_XPUB: resources.tronAccountXpub } : {}),
    ...(resources.tron
      ? {
          TRON_HOT_WALLET_ADDRESS: resources.tron.hotWalletAddress,
          TRON_HOUSE_ADDRESSES: resources.tron.houseAddresses,
        }
      : {}),
    // Stack traces point into the TypeScript sources, through the bundled source maps.
    NODE_OPTIONS: '--enable-source-maps',
  };
}
