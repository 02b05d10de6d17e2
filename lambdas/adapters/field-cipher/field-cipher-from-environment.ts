/**
 * The FieldCipher the handlers use, chosen by configuration: FIELD_KEY_FILE (set by the local twin)
 * selects the key-file keys; otherwise the KMS keys named by FIELD_ENCRYPTION_KEY_ID and
 * IDENTITY_HASH_KEY_ID (set by CDK). No handler knows which one it got.
 */
import { environment } from '../../config/environment';
import type { FieldCipher } from '../../domain/kyc/field-cipher';
import { EnvelopeFieldCipher } from './envelope-field-cipher';
import type { FieldKeys } from './field-keys';
import { keyFileFieldKeys } from './key-file-field-keys';
import { kmsFieldKeys } from './kms-field-keys';

let cipher: FieldCipher | undefined;

export function fieldCipher(): FieldCipher {
  cipher ??= new EnvelopeFieldCipher(fieldKeysFromEnvironment());
  return cipher;
}

function fieldKeysFromEnvironment(): FieldKeys {
  const keyFile = environment.fieldKeyFile();
  if (keyFile) return keyFileFieldKeys(keyFile);
  return kmsFieldKeys({
    encryptionKeyId: environment.fieldEncryptionKeyId(),
    hashKeyId: environment.identityHashKeyId(),
  });
}
