/**
 * The whole product in one stack, read top to bottom as the system diagram: identity, data, the API
 * and its handlers, the SPA on CloudFront, and the outputs a person needs to use it.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '../../contract/runtime-config';
import { scheduledJobs } from '../../contract/schedules';
import { USDT_TRC20_CONTRACT } from '../../contract/usdt-trc20';
import { CustomerEmail } from './customer-email';
import { WalletTables } from './data-tables';
import { FieldKeys } from './field-keys';
import {
  CLOUD_PRICE_FEED_URL,
  CLOUD_TRON_API_URL,
  cloudJobEnv,
  type HandlerResources,
} from './handler-environment';
import { HotWalletKey } from './hot-wallet-key';
import { WalletIdentity } from './identity';
import { LedgerStreamCheck } from './ledger-stream-check';
import { ChainReconciliationAlarm, LedgerAlarm } from './operations-alarms';
import { PaymentAlarms } from './payment-alarms';
import { PaymentSecrets } from './payment-secrets';
import { ScheduledFunction } from './scheduled-function';
import { createSecurityHeadersPolicy } from './security-headers';
import { SiteDeployment } from './site-deployment';
import { SiteHosting } from './site-hosting';
import { SpaOriginCors } from './spa-origin-cors';
import { createUploadsBucket } from './uploads-bucket';
import { WalletApi } from './wallet-api';

export interface WalletStackProps extends StackProps {
  /** Vite's output directory; the SPA is deployed only when it holds a build. */
  webDistDirectory: string;
}

const pascalCase = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** `{ [as]: value }` when the context names `key`, else nothing: the construct's default applies. */
function optionalContext<As extends string>(
  scope: Construct,
  key: string,
  as: As,
): Partial<Record<As, string>> {
  const value = scope.node.tryGetContext(key) as string | undefined;
  return value ? ({ [as]: value } as Record<As, string>) : {};
}

export class WalletStack extends Stack {
  /** The TRON hot wallet's KMS key: `hotWallet.grantSign(fn)` and `hotWallet.senderEnvironment` for the function that sends USDT. */
  readonly hotWallet: HotWalletKey;

  constructor(scope: Construct, id: string, props: WalletStackProps) {
    super(scope, id, props);

    const { userPool, spaClient } = new WalletIdentity(this, 'Identity');
    const tables = new WalletTables(this, 'Tables');
    const uploadsBucket = createUploadsBucket(this, 'UploadsBucket');
    const fieldKeys = new FieldKeys(this, 'FieldKeys');
    const paymentSecrets = new PaymentSecrets(this, 'PaymentSecrets', {
      ...optionalContext(this, 'razorpayPayoutAccountNumber', 'payoutAccountNumber'),
    });
    const paymentAlarms = new PaymentAlarms(this, 'PaymentAlarms');
    const customerEmail = new CustomerEmail(this, 'CustomerEmail', {
      ...optionalContext(this, 'emailDomain', 'domain'),
      ...optionalContext(this, 'emailSender', 'sender'),
    });
    const razorpayKeyId = this.node.tryGetContext('razorpayKeyId') as string | undefined;
    const tronAccountXpub = this.node.tryGetContext('tronAccountXpub') as string | undefined;
    // The house's own TRON addresses (sweep targets, cold storage), comma-separated: never deposits.
    const tronHouseContext = this.node.tryGetContext('tronHouseAddresses') as string | undefined;
    this.hotWallet = new HotWalletKey(this, 'HotWallet');
    // The hot wallet is the house's too: what it sends to a customer's deposit address is a withdrawal.
    const tronHouseAddresses = [tronHouseContext, this.hotWallet.address].filter(Boolean).join(',');
    // What any function may be given, each only as its grants say (definitions/handler-environment.ts).
    const handlerResources: HandlerResources = {
      tables,
      uploadsBucket,
      userPool,
      spaClient,
      fieldKeys,
      paymentSecrets,
      customerEmail,
      hotWallet: this.hotWallet,
      ...(razorpayKeyId ? { razorpayKeyId } : {}),
      ...(tronAccountXpub ? { tronAccountXpub } : {}),
      tron: { hotWalletAddress: this.hotWallet.address, houseAddresses: tronHouseAddresses },
    };
    // Every capability's scheduled jobs, as each declares them beside its routes.
    for (const job of scheduledJobs) new ScheduledFunction(this, job, handlerResources);
    new LedgerAlarm(this, 'LedgerAlarm', paymentAlarms.topic);
    // The construct id stays as first deployed: it makes the function's and alarms' logical ids.
    new LedgerStreamCheck(this, 'LedgerStreamChecker', {
      accountsTable: tables.get('accounts'),
      checkTable: tables.get('ledgerCheck'),
      environment: cloudJobEnv(handlerResources, {}),
      topic: paymentAlarms.topic,
    });
    const api = new WalletApi(this, 'Api', handlerResources);
    new ChainReconciliationAlarm(this, 'ChainReconciliationAlarm', paymentAlarms.topic);

    const responseHeadersPolicy = createSecurityHeadersPolicy(this, 'SecurityHeaders', {
      apiUrl: api.url,
      uploadsBucket,
    });
    const site = new SiteHosting(this, 'Site', { responseHeadersPolicy });
    new SpaOriginCors(this, 'SpaOriginCors', { appOrigin: site.url, httpApi: api.httpApi, uploadsBucket });

    const runtimeConfig: RuntimeConfig = {
      environment: 'cloud',
      region: this.region,
      apiUrl: api.url,
      cognito: { userPoolId: userPool.userPoolId, userPoolClientId: spaClient.userPoolClientId },
    };
    new SiteDeployment(this, 'SiteDeployment', {
      bucket: site.bucket,
      distribution: site.distribution,
      webDistDirectory: props.webDistDirectory,
      runtimeConfig,
    });

    const output = (name: string, value: string, description: string) =>
      new CfnOutput(this, name, { value, description });
    output('AppUrl', site.url, 'The wallet, in a browser');
    output('ApiUrl', api.url, 'Base URL of the HTTP API');
    output('Region', this.region, 'Region of every resource here');
    output('UserPoolId', userPool.userPoolId, 'Cognito user pool of the customers');
    output('UserPoolClientId', spaClient.userPoolClientId, 'Public client the SPA signs in with');
    output('UploadsBucketName', uploadsBucket.bucketName, 'ID images, under private/{userId}/');
    output('FieldEncryptionKeyArn', fieldKeys.encryptionKey.keyArn, 'KMS key of encrypted KYC fields');
    output('IdentityHashKeyArn', fieldKeys.hashKey.keyArn, 'KMS HMAC key of Aadhaar and PAN fingerprints');
    output('PriceFeedUrl', CLOUD_PRICE_FEED_URL, 'Where the handlers read the INR price of USDT');
    output('TronApiUrl', CLOUD_TRON_API_URL, 'TronGrid, where the chain watcher reads USDT deposits');
    output('UsdtTrc20Contract', USDT_TRC20_CONTRACT, 'The USDT contract on TRON deposits are matched on');
    output(
      'TronHouseAddresses',
      tronHouseAddresses,
      'The house’s TRON addresses: what they send is no deposit',
    );
    output(
      'TronHotWalletAddress',
      this.hotWallet.address,
      'The TRON hot wallet USDT withdrawals are sent from (its key is in KMS): keep TRX and USDT in it',
    );
    output(
      'RazorpayWebhookUrl',
      `${api.url}/webhooks/razorpay`,
      'Webhook URL to set in the Razorpay dashboard (events: virtual_account.credited, payment.captured, payment.failed, order.paid)',
    );
    output(
      'CustomerEmailSender',
      customerEmail.senderAddress,
      'Customers’ emails come from here: verify its domain in SES (DKIM records) and leave the SES sandbox before going live',
    );
    output(
      'AlarmTopicArn',
      paymentAlarms.topic.topicArn,
      'SNS topic of the operators’ alarms: subscribe to it',
    );
    output(
      'RazorpayKeySecretArn',
      paymentSecrets.secrets.razorpayKeySecret.secretArn,
      'Put the Razorpay API key secret here',
    );
    output(
      'RazorpayWebhookSecretArn',
      paymentSecrets.secrets.razorpayWebhookSecret.secretArn,
      'Put the Razorpay webhook secret here',
    );
    for (const [description, table] of tables.entries()) {
      output(`${pascalCase(description.id)}TableName`, table.tableName, `DynamoDB table ${description.id}`);
    }
  }
}
