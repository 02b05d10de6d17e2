/**
 * Secrets the handlers need (the payment provider's key secret and webhook secret), read once per cold
 * start: in the cloud from AWS Secrets Manager by the ARN CDK puts in `<NAME>_ARN` (IAM lets only the
 * functions that need a secret read it); locally the value itself, in `<NAME>`, set by the local stack.
 * A failed read is not cached, so the next invocation tries again.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

export type SecretReader = (secretId: string) => Promise<string | undefined>;

let client: SecretsManagerClient | undefined;

const readFromSecretsManager: SecretReader = async (secretId) => {
  client ??= new SecretsManagerClient({});
  const result = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  return result.SecretString;
};

const loaded = new Map<string, Promise<string>>();

export function secretValue(name: string, read: SecretReader = readFromSecretsManager): Promise<string> {
  const local = process.env[name];
  if (local) return Promise.resolve(local);
  const secretId = process.env[`${name}_ARN`];
  if (!secretId) return Promise.reject(new Error(`Missing environment variable ${name} or ${name}_ARN`));
  let value = loaded.get(secretId);
  if (!value) {
    value = read(secretId).then((text) => {
      if (!text) throw new Error(`Secret ${name} is empty`);
      return text;
    });
    value.catch(() => loaded.delete(secretId));
    loaded.set(secretId, value);
  }
  return value;
}

/** Tests only: forget what was read, as a new cold start would. */
export function forgetSecretValues(): void {
  loaded.clear();
}
