/**
 * The product's own CloudWatch metrics: what the handlers count (lambdas/observability/wallet-metrics.ts)
 * and the cloud's alarms watch (lib/cloud/*-alarms.ts), named once for both.
 */

export const WALLET_METRICS_NAMESPACE = 'InrUsdtWallet';
/** Powertools puts the service name in a `service` dimension: the cloud's alarms name these. */
export const PAYMENTS_METRICS_SERVICE = 'payments';
/**
 * The ledger checks' service dimensions keep the values they were first deployed with: a new value is
 * a new metric, and the weekly "no scan reported" alarm would see a week without data and fire.
 */
export const LEDGER_CHECK_SERVICE = 'ledger-checker';
/** The checker on the accounts table's stream: alarmed apart, as it reports every few seconds, not weekly. */
export const LEDGER_STREAM_CHECK_SERVICE = 'ledger-stream-checker';
export const CHAIN_RECONCILIATION_SERVICE = 'chain-reconciliation';

export type CountedEvent =
  /**
   * A payout the provider reports that no withdrawal of ours matches (an unknown reference, another
   * amount or fund account): nothing was booked; someone must look.
   */
  | 'PayoutUnmatched'
  /** A webhook whose signature was missing or wrong: a forgery, or a webhook secret out of step. */
  | 'WebhookSignatureRefused'
  /** A transfer held for review: someone must release or return it. */
  | 'DepositHeld'
  /** Money arrived on a virtual account we have no owner for. */
  | 'DepositUnmatched'
  /** A transfer carries a UTR another payment already carried: held, a bank's mistake or a forgery. */
  | 'DepositReferenceReused'
  /**
   * A correctly signed webhook whose payment the provider's API does not bear out: the webhook secret
   * has leaked, or the provider is at fault. Nothing moved.
   */
  | 'ProviderEventUnconfirmed'
  /**
   * A correctly signed payout webhook naming a payout the provider does not know: the webhook secret
   * has leaked, or another provider account posts to our URL. Nothing was booked.
   */
  | 'PayoutEventUnconfirmed'
  /**
   * The provider refunded a payment we had booked: returned (held, all or part), or taken back from a
   * wallet; or a refund booked so failed and was put back.
   */
  | 'PaymentRefundedByProvider'
  /** The provider refunded more of a payment than the ledger holds of it: operators must look. */
  | 'ProviderRefundUnbooked'
  /** USDT under the minimum deposit arrived on a customer's address: booked to the house, not credited. */
  | 'ChainDustReceived'
  /** A TRON deposit shown pending never solidified (dropped or forked out): its record failed. */
  | 'ChainDepositNeverFinal'
  /**
   * A settlement reached our bank with money the book cannot place on a clearing account (a payment it
   * never booked): booked to suspense, or left for operators when the lines take off more than it knows.
   */
  | 'SettlementUnplaced'
  /**
   * An email to a customer (money arrived, a deposit held, a KYC decision) was not sent: SES refused
   * or failed, or the customer has no address on file. The money was booked all the same.
   */
  | 'CustomerEmailNotSent';
