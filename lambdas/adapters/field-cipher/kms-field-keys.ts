/**
 * Field keys in the cloud: data keys from a symmetric KMS key (GenerateDataKey, Decrypt) bound to
 * the record's encryption context, fingerprints from a KMS HMAC key (GenerateMac). Neither master
 * key ever leaves KMS, and IAM decides which function may use which call.
 */
import { DecryptCommand, GenerateDataKeyCommand, GenerateMacCommand, KMSClient } from '@aws-sdk/client-kms';
import { encryptionContext, type FieldKeys } from './field-keys';

let client: KMSClient | undefined;
const kms = () => {
  client ??= new KMSClient({});
  return client;
};

export function kmsFieldKeys(keyIds: { encryptionKeyId: string; hashKeyId: string }): FieldKeys {
  return {
    newDataKey: async (context) => {
      const result = await kms().send(
        new GenerateDataKeyCommand({
          KeyId: keyIds.encryptionKeyId,
          KeySpec: 'AES_256',
          EncryptionContext: encryptionContext(context),
        }),
      );
      if (!result.Plaintext || !result.CiphertextBlob) throw new Error('KMS returned no data key');
      return { plaintext: result.Plaintext, wrapped: result.CiphertextBlob };
    },
    unwrapDataKey: async (wrapped, context) => {
      const result = await kms().send(
        new DecryptCommand({
          KeyId: keyIds.encryptionKeyId,
          CiphertextBlob: wrapped,
          EncryptionContext: encryptionContext(context),
        }),
      );
      if (!result.Plaintext) throw new Error('KMS returned no plaintext');
      return result.Plaintext;
    },
    mac: async (message) => {
      const result = await kms().send(
        new GenerateMacCommand({ KeyId: keyIds.hashKeyId, MacAlgorithm: 'HMAC_SHA_256', Message: message }),
      );
      if (!result.Mac) throw new Error('KMS returned no MAC');
      return result.Mac;
    },
  };
}
