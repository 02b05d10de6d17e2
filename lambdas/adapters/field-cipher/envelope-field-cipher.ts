/**
 * Envelope encryption of a record's sensitive fields: one fresh data key per record, each field
 * AES-256-GCM-encrypted under it with the owner, record and field name as associated data, and the
 * data key stored wrapped by the master key. The plain data key is wiped once the record is done.
 */
import {
  type FieldCipher,
  type FingerprintKind,
  SEALED_FIELDS_SCHEME,
  type SealContext,
  type SealedFields,
} from '../../domain/kyc/field-cipher';
import { decrypt, encrypt } from './aes-gcm';
import type { FieldKeys } from './field-keys';

const associatedData = (context: SealContext, field: string) =>
  `wallet/${context.record}/${context.userId}/${field}`;

export class EnvelopeFieldCipher implements FieldCipher {
  constructor(private readonly keys: FieldKeys) {}

  async seal(context: SealContext, fields: Record<string, string>): Promise<SealedFields> {
    const { plaintext, wrapped } = await this.keys.newDataKey(context);
    try {
      const sealed: Record<string, string> = {};
      for (const [name, value] of Object.entries(fields)) {
        sealed[name] = encrypt(plaintext, Buffer.from(value, 'utf8'), associatedData(context, name)).toString(
          'base64url',
        );
      }
      return {
        scheme: SEALED_FIELDS_SCHEME,
        wrappedKey: Buffer.from(wrapped).toString('base64url'),
        fields: sealed,
      };
    } finally {
      plaintext.fill(0);
    }
  }

  async open(context: SealContext, sealed: SealedFields): Promise<Record<string, string>> {
    if (sealed.scheme !== SEALED_FIELDS_SCHEME)
      throw new Error(`Unknown sealing scheme ${String(sealed.scheme)}`);
    const key = await this.keys.unwrapDataKey(Buffer.from(sealed.wrappedKey, 'base64url'), context);
    try {
      return Object.fromEntries(
        Object.entries(sealed.fields).map(([name, value]) => [
          name,
          decrypt(key, Buffer.from(value, 'base64url'), associatedData(context, name)).toString('utf8'),
        ]),
      );
    } finally {
      key.fill(0);
    }
  }

  async fingerprint(kind: FingerprintKind, value: string): Promise<string> {
    const mac = await this.keys.mac(Buffer.from(`${kind}:${value}`, 'utf8'));
    return Buffer.from(mac).toString('base64url');
  }
}
