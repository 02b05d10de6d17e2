/**
 * Handler configuration, read from the environment that CDK sets in the cloud and the local stack sets
 * locally. Endpoints of the local stand-ins come through the AWS SDK's own variables
 * (AWS_ENDPOINT_URL_DYNAMODB, AWS_ENDPOINT_URL_S3, …), so no handler code knows which world it is in.
 */
import type { TableId } from '../../definitions/tables';
import { tableById } from '../../definitions/tables';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function tableName(id: TableId): string {
  return required(tableById(id).envVar);
}

export const environment = {
  userPoolId: () => required('USER_POOL_ID'),
  uploadsBucket: () => required('UPLOADS_BUCKET'),
  /** s3rver only speaks path-style URLs; the cloud uses virtual-hosted style. */
  s3ForcePathStyle: () => process.env.S3_FORCE_PATH_STYLE === 'true',
  /** Local twin only: the key file standing in for KMS (lambdas/adapters/field-cipher). */
  fieldKeyFile: () => process.env.FIELD_KEY_FILE || undefined,
  /** Cloud: the KMS key wrapping the data keys of encrypted fields. */
  fieldEncryptionKeyId: () => required('FIELD_ENCRYPTION_KEY_ID'),
  /** Cloud: the KMS HMAC key fingerprinting Aadhaar numbers and PANs. */
  identityHashKeyId: () => required('IDENTITY_HASH_KEY_ID'),
  /** The address customers' emails come from: an SES identity in the cloud, any address locally. */
  customerEmailSender: () => required('CUSTOMER_EMAIL_SENDER'),
};
