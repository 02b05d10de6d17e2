/**
 * Where `npm run ops` works: the running local stack by default (its handler environment, exactly as
 * the handlers get it, found in the folder of its profile and port offset: lib/local/local-paths.ts), or a deployed stack, from `cdk deploy --outputs-file` outputs or read from
 * CloudFormation with an AWS profile. Either way the result is the handlers' own variables, so the
 * commands run the handlers' domain code and adapters unchanged.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { WALLET_STACK_NAME } from '../../definitions/deployment';
import { tables } from '../../definitions/tables';
import { repositoryRoot, stackFiles } from '../../lib/local/local-paths';
import type { LocalProfile } from '../../lib/local/ports';
import { applyHandlerEnv } from '../../lib/local/stack';
import { runningStackPid } from '../../lib/local/stack-lock';

export class OpsUsageError extends Error {}

/** A check an operator ran found something wrong: the command prints it and exits non-zero. */
export class OpsCheckFailedError extends Error {}

export interface OpsTarget {
  stackOutputs?: string;
  profile?: string;
  region?: string;
  stackName?: string;
  localProfile: LocalProfile;
}

const pascalCase = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The stack outputs (wallet-stack.ts) that carry each handler variable. */
export function handlerEnvFromOutputs(outputs: Record<string, string>): Record<string, string> {
  const wanted: Record<string, string> = {
    UPLOADS_BUCKET: 'UploadsBucketName',
    USER_POOL_ID: 'UserPoolId',
    USER_POOL_CLIENT_ID: 'UserPoolClientId',
    FIELD_ENCRYPTION_KEY_ID: 'FieldEncryptionKeyArn',
    IDENTITY_HASH_KEY_ID: 'IdentityHashKeyArn',
    AWS_REGION: 'Region',
    PRICE_FEED_URL: 'PriceFeedUrl',
    TRON_API_URL: 'TronApiUrl',
    USDT_TRC20_CONTRACT: 'UsdtTrc20Contract',
    ...Object.fromEntries(tables.map((table) => [table.envVar, `${pascalCase(table.id)}TableName`])),
  };
  const env: Record<string, string> = {};
  // A held transfer's return refunds it through the provider: the key secret by ARN (the operator's
  // credentials read it), the key id from the operator's own RAZORPAY_KEY_ID (it is not an output).
  if (outputs.RazorpayKeySecretArn) env.RAZORPAY_KEY_SECRET_ARN = outputs.RazorpayKeySecretArn;
  // A chain rescan must know the house's addresses as the watcher does, or it would credit their sends.
  if (outputs.TronHouseAddresses) env.TRON_HOUSE_ADDRESSES = outputs.TronHouseAddresses;
  if (outputs.TronHotWalletAddress) env.TRON_HOT_WALLET_ADDRESS = outputs.TronHotWalletAddress;
  // A release, an assignment or a KYC decision tells the customer, as the functions do.
  if (outputs.CustomerEmailSender) env.CUSTOMER_EMAIL_SENDER = outputs.CustomerEmailSender;
  for (const [variable, output] of Object.entries(wanted)) {
    const value = outputs[output];
    if (!value)
      throw new OpsUsageError(`The stack outputs have no ${output}. Deploy the current stack first.`);
    env[variable] = value;
  }
  return env;
}

function outputsFromFile(file: string, stackName: string): Record<string, string> {
  const all = JSON.parse(readFileSync(resolve(file), 'utf8')) as Record<string, Record<string, string>>;
  const outputs = all[stackName];
  if (!outputs) throw new OpsUsageError(`${file} has no outputs of the stack ${stackName}.`);
  return outputs;
}

async function outputsFromCloudFormation(
  stackName: string,
  region?: string,
): Promise<Record<string, string>> {
  const client = new CloudFormationClient(region ? { region } : {});
  const { Stacks = [] } = await client.send(new DescribeStacksCommand({ StackName: stackName }));
  return Object.fromEntries(
    (Stacks[0]?.Outputs ?? []).map((output) => [output.OutputKey ?? '', output.OutputValue ?? '']),
  );
}

/** Sets this process up as a handler of the chosen stack would be, and says which one it is. */
export async function useStack(target: OpsTarget): Promise<string> {
  if (target.stackOutputs || target.profile) {
    const stackName = target.stackName ?? WALLET_STACK_NAME;
    if (target.profile) process.env.AWS_PROFILE = target.profile;
    const outputs = target.stackOutputs
      ? outputsFromFile(target.stackOutputs, stackName)
      : await outputsFromCloudFormation(stackName, target.region);
    const env = handlerEnvFromOutputs(outputs);
    // The SDK reads the region from AWS_REGION; the bundled KMS and S3 clients need nothing else.
    Object.assign(process.env, env);
    return `cloud stack ${stackName} in ${env.AWS_REGION}`;
  }
  const files = stackFiles(target.localProfile);
  if (!runningStackPid(target.localProfile) || !existsSync(files.handlerEnv))
    throw new OpsUsageError(
      `The local stack is not running (none has its pid and handler environment in ${relative(repositoryRoot, dirname(files.pid))}): start it with \`npm start\` in another terminal, or name a cloud stack with --stack-outputs <file> or --profile <aws profile>.`,
    );
  applyHandlerEnv(JSON.parse(readFileSync(files.handlerEnv, 'utf8')) as Record<string, string>);
  return `local stack (${target.localProfile})`;
}
