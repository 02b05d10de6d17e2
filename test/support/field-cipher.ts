/** A real FieldCipher over a throw-away local key file, for unit tests of the domain rules. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvelopeFieldCipher } from '../../lambdas/adapters/field-cipher/envelope-field-cipher';
import { keyFileFieldKeys } from '../../lambdas/adapters/field-cipher/key-file-field-keys';

export function throwAwayFieldCipher(): EnvelopeFieldCipher {
  const file = join(mkdtempSync(join(tmpdir(), 'field-key-')), 'kms-key');
  writeFileSync(file, randomBytes(32).toString('base64'));
  return new EnvelopeFieldCipher(keyFileFieldKeys(file));
}
