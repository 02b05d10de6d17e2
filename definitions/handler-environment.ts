/**
 * A handler's environment, spelled once for both worlds: which variables a function gets and which
 * grant puts each there. The cloud names each thing by its CDK token (lib/cloud/handler-environment.ts),
 * the local twin by its stand-in's name (lib/local/handler-environment.ts), so handler code cannot tell
 * the worlds apart.
 */
import type { ProviderSecret, RouteGrants } from '../contract/route-grants';
import { type TableDescription, tables } from './tables';

/** What one world calls each thing a handler may reach. */
export interface HandlerResourceNames {
  tableName(table: TableDescription): string;
  uploadsBucket: string;
  userPool: { id: string; clientId: string };
  /** The field keys (lambdas/adapters/field-cipher): the KMS keys' ids in the cloud, a key file locally. */
  fieldKeys: Record<string, string>;
  priceFeedUrl: string;
  tronApiUrl: string;
  usdtTrc20Contract: string;
  /**
   * The custody wallet's account xpub (m/44'/195'/0'): public (it derives addresses, never keys).
   * Without it the deposit-address route refuses to work.
   */
  tronAccountXpub?: string;
  /**
   * The house's TRON addresses: the hot wallet's (withdrawal fees are estimated from it) and all of
   * them, comma-separated (a withdrawal to one is an internal move, refused; a transfer from one is
   * never a deposit).
   */
  tron: { hotWalletAddress: string; houseAddresses: string };
  /** The payment provider's settings for a function that may read `secrets`. */
  paymentProvider(secrets: readonly ProviderSecret[]): Record<string, string>;
  customerEmailSender: string;
  /** What signs for the hot wallet: its KMS key's id and address in the cloud, a key file locally. */
  hotWalletSigner: Record<string, string>;
}

/** What every function gets, whatever its grants: where the tables, files, users and feeds are. */
function sharedEnvironment(names: HandlerResourceNames): Record<string, string> {
  return {
    ...Object.fromEntries(tables.map((table) => [table.envVar, names.tableName(table)])),
    UPLOADS_BUCKET: names.uploadsBucket,
    USER_POOL_ID: names.userPool.id,
    USER_POOL_CLIENT_ID: names.userPool.clientId,
    ...names.fieldKeys,
    PRICE_FEED_URL: names.priceFeedUrl,
    TRON_API_URL: names.tronApiUrl,
    USDT_TRC20_CONTRACT: names.usdtTrc20Contract,
  };
}

/** What a function's grants add: the provider's settings, the sender address, TRON's addresses and signer. */
function grantedEnvironment(names: HandlerResourceNames, grants: RouteGrants): Record<string, string> {
  return {
    ...(grants.secrets?.length ? names.paymentProvider(grants.secrets) : {}),
    ...(grants.email ? { CUSTOMER_EMAIL_SENDER: names.customerEmailSender } : {}),
    ...(grants.houseAddresses ? { TRON_HOUSE_ADDRESSES: names.tron.houseAddresses } : {}),
    ...(grants.hotWallet ? names.hotWalletSigner : {}),
  };
}

/**
 * A route's function: its grants', and the deploy's TRON settings every route has (the fee route
 * estimates from the hot wallet, the withdrawal routes refuse the house's addresses, the deposit
 * address route derives from the xpub).
 */
export function routeEnvironment(names: HandlerResourceNames, grants: RouteGrants): Record<string, string> {
  return {
    ...sharedEnvironment(names),
    ...(names.tronAccountXpub ? { TRON_ACCOUNT_XPUB: names.tronAccountXpub } : {}),
    TRON_HOT_WALLET_ADDRESS: names.tron.hotWalletAddress,
    TRON_HOUSE_ADDRESSES: names.tron.houseAddresses,
    ...grantedEnvironment(names, grants),
  };
}

/** A scheduled job's function: only what its grants say, beside what every function gets. */
export function jobEnvironment(names: HandlerResourceNames, grants: RouteGrants): Record<string, string> {
  return { ...sharedEnvironment(names), ...grantedEnvironment(names, grants) };
}

/**
 * The grants of all the functions together, as far as the environment goes: the local twin runs every
 * handler in one process, so it sets what any of them needs.
 */
export function everyGrantOf(functions: readonly { grants: RouteGrants }[]): RouteGrants {
  const all = functions.map((fn) => fn.grants);
  const secrets = [...new Set(all.flatMap((grants) => grants.secrets ?? []))];
  return {
    ...(secrets.length > 0 ? { secrets } : {}),
    ...(all.some((grants) => grants.email) ? { email: 'customers' as const } : {}),
    ...(all.some((grants) => grants.houseAddresses) ? { houseAddresses: 'read' as const } : {}),
    ...(all.some((grants) => grants.hotWallet) ? { hotWallet: 'sign' as const } : {}),
  };
}
