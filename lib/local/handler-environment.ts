/**
 * The handlers' configuration locally: the one spelling of definitions/handler-environment.ts, with
 * each name resolved to its stand-in, for every grant at once (every handler runs in this one
 * process), and the stand-ins' endpoints and keys the cloud has no need of.
 */
import { routes } from '../../contract/routes';
import { scheduledJobs } from '../../contract/schedules';
import {
  everyGrantOf,
  type HandlerResourceNames,
  routeEnvironment,
} from '../../definitions/handler-environment';
import { LOCAL_CLOCK_FILE_VARIABLE, PUBLIC_TEST_ACCOUNT_XPUB } from '../../lambdas/local-twin';
import { localAwsCredentials } from './dynamodb-local';
import type { LocalHotWallet } from './hot-wallet-key-file';
import { UPLOADS_BUCKET } from './s3-local';
import { SANDBOX_BUSINESS_ACCOUNT_NUMBER } from './sandbox/payments/payouts-state';
import type { SandboxSecrets } from './sandbox/sandbox-secrets';
import { SANDBOX_HOUSE, SANDBOX_USDT } from './sandbox/tron/tron-chain';

export const LOCAL_REGION = 'ap-south-1';

/** The sender of customers' emails locally; the cloud's is its SES identity (lib/cloud/customer-email.ts). */
export const LOCAL_EMAIL_SENDER = 'wallet@wallet.local';

/** Where the local stand-ins listen. */
export interface LocalUrls {
  app: string;
  api: string;
  mailbox: string;
  cognito: string;
  s3: string;
  dynamodb: string;
  /** Where the handlers reach DynamoDB: a front that forwards, or injects faults when told to. */
  dynamodbFaults: string;
  sandbox: string;
}

export interface LocalHandlerEnvInput {
  urls: LocalUrls;
  userPool: { id: string; clientId: string };
  /** Stands in for the cloud's KMS keys (FIELD_ENCRYPTION_KEY_ID, IDENTITY_HASH_KEY_ID). */
  fieldKeyFile: string;
  /** The sandbox's provider credentials, which the cloud reads from Secrets Manager. */
  sandboxSecrets: SandboxSecrets;
  /** Stands in for the cloud's hot-wallet KMS key (TRON_HOT_WALLET_KMS_KEY_ID). */
  hotWallet: LocalHotWallet;
  /** The stack's movable clock (lib/local/local-clock.ts); the cloud's is the system's. */
  clockFile: string;
}

function localResourceNames(input: LocalHandlerEnvInput): HandlerResourceNames {
  const razorpay = input.sandboxSecrets.razorpay;
  return {
    tableName: (table) => table.id,
    uploadsBucket: UPLOADS_BUCKET,
    userPool: input.userPool,
    fieldKeys: { FIELD_KEY_FILE: input.fieldKeyFile },
    // The real price-feed adapter, pointed at the sandbox's WazirX-shaped ticker.
    priceFeedUrl: input.urls.sandbox,
    // The real TronGrid adapter, pointed at the sandbox chain, watching the sandbox's USDT contract.
    tronApiUrl: input.urls.sandbox,
    usdtTrc20Contract: SANDBOX_USDT.address,
    // Deposit addresses from the public test key (abandon … about), which only the local stack may use.
    tronAccountXpub: PUBLIC_TEST_ACCOUNT_XPUB,
    tron: {
      hotWalletAddress: input.hotWallet.address,
      // The hot wallet is the house's too: what it sends to a customer's deposit address is a withdrawal.
      houseAddresses: [SANDBOX_HOUSE, input.hotWallet.address].join(','),
    },
    // The real Razorpay adapter, pointed at the payments sandbox (lambdas/adapters/razorpay/razorpay-config.ts),
    // with the values themselves where the cloud has the secrets' ARNs.
    paymentProvider: (secrets) => ({
      RAZORPAY_API_URL: input.urls.sandbox,
      RAZORPAY_CHECKOUT_URL: `${input.urls.sandbox}/v1/checkout/embedded`,
      ...(secrets.includes('razorpayKeySecret')
        ? {
            RAZORPAY_KEY_ID: razorpay.keyId,
            RAZORPAY_KEY_SECRET: razorpay.keySecret,
            RAZORPAY_PAYOUT_ACCOUNT_NUMBER: SANDBOX_BUSINESS_ACCOUNT_NUMBER,
          }
        : {}),
      ...(secrets.includes('razorpayWebhookSecret')
        ? { RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret }
        : {}),
    }),
    // SES v2's SendEmail, answered by the mailbox (lib/local/ses-outbound-emails.ts).
    customerEmailSender: LOCAL_EMAIL_SENDER,
    hotWalletSigner: {
      TRON_HOT_WALLET_KEY_FILE: input.hotWallet.keyFile,
      TRON_HOT_WALLET_ADDRESS: input.hotWallet.address,
    },
  };
}

/** The handlers' configuration: the same variables CDK sets in the cloud, pointed at the stand-ins. */
export function localHandlerEnv(input: LocalHandlerEnvInput): Record<string, string> {
  return {
    ...routeEnvironment(localResourceNames(input), everyGrantOf([...routes, ...scheduledJobs])),
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    // The only keys s3rver accepts; DynamoDB Local and cognito-local take any.
    AWS_ACCESS_KEY_ID: localAwsCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localAwsCredentials.secretAccessKey,
    // Through the fault front (lib/local/dynamodb-faults.ts), which only forwards until a test says otherwise.
    AWS_ENDPOINT_URL_DYNAMODB: input.urls.dynamodbFaults,
    // CloudWatch reads metrics from the log in the embedded metric format; locally nothing does, and a
    // line of it for every batch of the stream checker buried what the stack says.
    POWERTOOLS_METRICS_DISABLED: 'true',
    AWS_ENDPOINT_URL_S3: input.urls.s3,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: input.urls.cognito,
    AWS_ENDPOINT_URL_SESV2: input.urls.mailbox,
    S3_FORCE_PATH_STYLE: 'true',
    TRON_PUBLIC_TEST_KEY_ALLOWED: 'true',
    // Where the provider's checkout may send the browser back (lambdas/http/app-return-url.ts).
    APP_ORIGINS: [input.urls.app, input.urls.app.replace('//localhost:', '//127.0.0.1:')].join(','),
    // Every process acting as a handler (this stack, a test's, the ops CLI) reads the one clock file.
    [LOCAL_CLOCK_FILE_VARIABLE]: input.clockFile,
  };
}
