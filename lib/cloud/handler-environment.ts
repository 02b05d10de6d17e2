/**
 * The handlers' environment in the cloud: the one spelling of definitions/handler-environment.ts,
 * with each name resolved to its CDK token (the local twin resolves the same spelling to its
 * stand-ins), so handler code cannot tell the worlds apart.
 */
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { RouteGrants } from '../../contract/route-grants';
import { USDT_TRC20_CONTRACT } from '../../contract/usdt-trc20';
import {
  type HandlerResourceNames,
  jobEnvironment,
  routeEnvironment,
} from '../../definitions/handler-environment';
import type { CustomerEmail } from './customer-email';
import type { WalletTables } from './data-tables';
import type { FieldKeys } from './field-keys';
import type { HotWalletKey } from './hot-wallet-key';
import type { PaymentSecrets } from './payment-secrets';

export interface HandlerResources {
  tables: WalletTables;
  uploadsBucket: IBucket;
  userPool: IUserPool;
  spaClient: IUserPoolClient;
  fieldKeys: FieldKeys;
  paymentSecrets: PaymentSecrets;
  customerEmail: CustomerEmail;
  hotWallet: HotWalletKey;
  /** Razorpay's API key id (not a secret: the checkout page shows it), from the `razorpayKeyId` context. */
  razorpayKeyId?: string;
  /** The custody wallet's account xpub, from the `tronAccountXpub` context. */
  tronAccountXpub?: string;
  /** The house's TRON addresses, the hot wallet's among them (see HandlerResourceNames). */
  tron: HandlerResourceNames['tron'];
}

/** The price-feed adapter's source: WazirX's public ticker (locally the sandbox's copy of it). */
export const CLOUD_PRICE_FEED_URL = 'https://api.wazirx.com';

/** The chain watcher's source: TronGrid's public API on TRON mainnet (locally the sandbox chain). */
export const CLOUD_TRON_API_URL = 'https://api.trongrid.io';

function cloudResourceNames(resources: HandlerResources): HandlerResourceNames {
  return {
    tableName: (table) => resources.tables.get(table.id).tableName,
    uploadsBucket: resources.uploadsBucket.bucketName,
    userPool: { id: resources.userPool.userPoolId, clientId: resources.spaClient.userPoolClientId },
    // Locally FIELD_KEY_FILE stands in for these two (lambdas/adapters/field-cipher).
    fieldKeys: {
      FIELD_ENCRYPTION_KEY_ID: resources.fieldKeys.encryptionKey.keyArn,
      IDENTITY_HASH_KEY_ID: resources.fieldKeys.hashKey.keyArn,
    },
    priceFeedUrl: CLOUD_PRICE_FEED_URL,
    tronApiUrl: CLOUD_TRON_API_URL,
    usdtTrc20Contract: USDT_TRC20_CONTRACT,
    ...(resources.tronAccountXpub ? { tronAccountXpub: resources.tronAccountXpub } : {}),
    tron: resources.tron,
    paymentProvider: (secrets) => resources.paymentSecrets.environmentFor(secrets, resources.razorpayKeyId),
    customerEmailSender: resources.customerEmail.senderAddress,
    hotWalletSigner: resources.hotWallet.senderEnvironment,
  };
}

// Stack traces point into the TypeScript sources, through the bundled source maps.
const sourceMappedTraces = { NODE_OPTIONS: '--enable-source-maps' };

/** A route's function's variables. */
export function cloudRouteEnv(resources: HandlerResources, grants: RouteGrants): Record<string, string> {
  return { ...routeEnvironment(cloudResourceNames(resources), grants), ...sourceMappedTraces };
}

/** A scheduled or stream function's variables: only what its grants name, beside what all get. */
export function cloudJobEnv(resources: HandlerResources, grants: RouteGrants): Record<string, string> {
  return { ...jobEnvironment(cloudResourceNames(resources), grants), ...sourceMappedTraces };
}
