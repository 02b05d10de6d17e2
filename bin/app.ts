/**
 * The CDK app: one stack, `InrUsdtWallet`, in the caller's account. Synthesizes offline with no account.
 *
 * The region is Mumbai unless `-c region=…` says otherwise, and deliberately not the AWS profile's
 * region: RBI's payment-data localisation rules want this data stored in India, and the CDK CLI
 * reports us-east-1 as the "default" region whenever no profile names one.
 */
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { WALLET_STACK_NAME } from '../definitions/deployment';
import { repositoryRoot } from '../lib/cloud/repository-paths';
import { WalletStack } from '../lib/cloud/wallet-stack';

const app = new App();
new WalletStack(app, WALLET_STACK_NAME, {
  description: 'INR-USDT wallet: Cognito, HTTP API and Lambda, DynamoDB, S3 uploads, SPA on CloudFront',
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: (app.node.tryGetContext('region') as string | undefined) ?? 'ap-south-1',
  },
  webDistDirectory: join(repositoryRoot, 'web', 'dist'),
});
