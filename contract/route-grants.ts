/**
 * What a route's function may touch in the cloud, in words CDK turns into IAM: exactly these grants,
 * nothing more. Part of each route's definition, so a route and its rights are read in one place.
 */

/** The tables of definitions/tables.ts, by logical id. */
export type TableId = 'accounts' | 'idempotency' | 'ledgerCheck';

export type Grant = 'read' | 'readWrite';

/**
 * Rights on the uploads bucket: `read`/`readWrite` as for tables; `list` lists the caller's prefixes
 * and uploads in progress; `delete` deletes and aborts; `copy` reads and writes objects (server-side
 * copies); `copyAndDiscard` also deletes the copies a failed KYC submission leaves.
 */
export type BucketGrant = Grant | 'list' | 'delete' | 'copy' | 'copyAndDiscard';

/** User pool actions a handler may call as an administrator; CDK grants exactly these on the pool. */
export type UserPoolAction = 'cognito-idp:AdminGetUser' | 'cognito-idp:AdminUserGlobalSignOut';

/**
 * KMS calls on the field keys (lambdas/adapters/field-cipher). GenerateDataKey and Decrypt use the
 * field encryption key, GenerateMac the identity-number hash key; CDK grants exactly these on them.
 * Only reviewer routes ever Decrypt: customers see identity numbers masked.
 */
export type FieldKeyAction = 'kms:GenerateDataKey' | 'kms:Decrypt' | 'kms:GenerateMac';

/** The kinds of sealed record (the field cipher's encryption context); see `sealedRecords`. */
export type SealedRecordKind = 'kyc-application' | 'bank-details';

/**
 * The payment provider's secrets (Secrets Manager in the cloud, values from the sandbox locally); CDK
 * lets a function read exactly the ones listed.
 */
export type ProviderSecret = 'razorpayKeySecret' | 'razorpayWebhookSecret';

export interface RouteGrants {
  /**
   * Every `user` and `reviewer` route reads the accounts table (at least `read`): the shared handler
   * chain refuses tokens issued before the customer signed out of all devices.
   */
  tables?: Partial<Record<TableId, Grant>>;
  uploadsBucket?: BucketGrant;
  /** User pool calls the handler makes (for example AdminGetUser for an email not in the token). */
  userPoolActions?: readonly UserPoolAction[];
  fieldKeyActions?: readonly FieldKeyAction[];
  /** When set, the route's data-key calls are held to these records by their encryption context. */
  sealedRecords?: readonly SealedRecordKind[];
  secrets?: readonly ProviderSecret[];
  /**
   * `customers`: the function tells customers by email what it booked or decided (SES's SendEmail on
   * the stack's identity, and the sender address in its environment).
   */
  email?: 'customers';
  /**
   * The house's TRON addresses (TRON_HOUSE_ADDRESSES) for a scheduled job that reads the chain: what
   * they send is never a deposit. Every route has them already, with the deploy's other TRON settings.
   */
  houseAddresses?: 'read';
  /** `sign`: the hot wallet's KMS key may sign (kms:Sign only); its key id and address in the environment. */
  hotWallet?: 'sign';
}

/** The least a signed-in route has: reads of the accounts table (see `tables`). */
export const readsAccounts: RouteGrants = { tables: { accounts: 'read' } };

/** A signed-in route that records something in the accounts table and touches nothing else. */
export const writesAccounts: RouteGrants = { tables: { accounts: 'readWrite' } };

/**
 * A route that moves money under the caller's Idempotency-Key: it records in the accounts table and
 * keeps its answer in the idempotency table, so a retried request gets the first answer.
 */
export const writesUnderIdempotencyKey: RouteGrants = {
  tables: { accounts: 'readWrite', idempotency: 'readWrite' },
};
