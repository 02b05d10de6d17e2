/**
 * Field-level encryption of identity numbers in the cloud: the two KMS keys and who may use them.
 * Least privilege comes from the route table: customers' routes may seal and fingerprint; only a
 * reviewer's route may unseal identity numbers, and the deposit-account route only bank details.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes';
import { referencedIds, synthesizeWallet } from './wallet-template';

const { single, ofType, outputs, routeFunction, routeStatements } = synthesizeWallet();

const [encryptionKeyId, encryptionKey] = single(
  'AWS::KMS::Key',
  (key) => key.Properties.KeySpec === undefined,
);
const [hashKeyId, hashKey] = single('AWS::KMS::Key', (key) => key.Properties.KeySpec === 'HMAC_256');
const routeCases = routes.map((route) => [`${route.method} ${route.path}`, route] as const);
const route = (functionName: string) => {
  const found = routes.find((candidate) => candidate.functionName === functionName);
  if (!found) throw new Error(`${functionName} is not in the route table`);
  return found;
};

/** KMS actions a route's role has on one key. */
const kmsActionsOn = (keyId: string, functionName: string) =>
  routeStatements(route(functionName))
    .filter((statement) => referencedIds(statement.Resource).has(keyId))
    .flatMap((statement) => [statement.Action].flat())
    .sort();

describe('field-level encryption keys (KMS)', () => {
  it('has exactly two keys: a rotating symmetric key and an HMAC-SHA256 key', () => {
    const fieldKeys = ofType('AWS::KMS::Key').filter(([, key]) => key.Properties.KeyUsage !== 'SIGN_VERIFY');
    expect(fieldKeys).toHaveLength(2);
    expect(encryptionKey.Properties).toMatchObject({ EnableKeyRotation: true, PendingWindowInDays: 30 });
    expect(encryptionKey.Properties.KeyUsage ?? 'ENCRYPT_DECRYPT').toBe('ENCRYPT_DECRYPT');
    expect(hashKey.Properties).toMatchObject({ KeyUsage: 'GENERATE_VERIFY_MAC', PendingWindowInDays: 30 });
  });

  it('keeps both keys when the stack goes, or the stored numbers could never be read again', () => {
    for (const key of [encryptionKey, hashKey])
      expect(key).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('names both keys in the handler environment and the stack outputs', () => {
    const [, submit] = routeFunction(route('SubmitAccountSetup'));
    expect((submit.Properties.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject(
      {
        FIELD_ENCRYPTION_KEY_ID: { 'Fn::GetAtt': [encryptionKeyId, 'Arn'] },
        IDENTITY_HASH_KEY_ID: { 'Fn::GetAtt': [hashKeyId, 'Arn'] },
      },
    );
    expect(outputs.FieldEncryptionKeyArn?.Value).toEqual({ 'Fn::GetAtt': [encryptionKeyId, 'Arn'] });
    expect(outputs.IdentityHashKeyArn?.Value).toEqual({ 'Fn::GetAtt': [hashKeyId, 'Arn'] });
  });

  it('lets the submit route make data keys and fingerprints, and nothing else', () => {
    expect(kmsActionsOn(encryptionKeyId, 'SubmitAccountSetup')).toEqual(['kms:GenerateDataKey']);
    expect(kmsActionsOn(hashKeyId, 'SubmitAccountSetup')).toEqual(['kms:GenerateMac']);
  });

  it('lets only the reviewer’s application route unseal', () => {
    expect(kmsActionsOn(encryptionKeyId, 'GetKycApplication')).toEqual(['kms:Decrypt']);
    expect(kmsActionsOn(hashKeyId, 'GetKycApplication')).toEqual([]);
  });

  it.each(routeCases)('%s has exactly the KMS calls its route-table entry lists', (_, candidate) => {
    const actions = routeStatements(candidate)
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => String(action).startsWith('kms:'))
      .sort();
    expect(actions).toEqual([...(candidate.grants.fieldKeyActions ?? [])].sort());
  });

  it.each(routeCases.filter(([, candidate]) => candidate.access !== 'reviewer'))(
    '%s (not a reviewer route) can never decrypt identity numbers',
    (_, candidate) => {
      const statements = routeStatements(candidate);
      const actions = statements.flatMap((statement) => [statement.Action].flat());
      expect(actions.some((action) => String(action) === 'kms:*')).toBe(false);
      // At most the customer's own bank details, to register them with the payment provider.
      for (const statement of statements.filter((each) => [each.Action].flat().includes('kms:Decrypt')))
        expect(statement.Condition).toEqual({
          StringEquals: {
            'kms:EncryptionContext:purpose': 'wallet-field-encryption',
            'kms:EncryptionContext:record': ['bank-details'],
          },
        });
    },
  );

  it('lets the deposit-account route open bank details only, never a KYC application', () => {
    expect(kmsActionsOn(encryptionKeyId, 'GetDepositAccount')).toEqual(['kms:Decrypt']);
    expect(kmsActionsOn(hashKeyId, 'GetDepositAccount')).toEqual(['kms:GenerateMac']);
  });

  it('binds data keys to the field cipher’s purpose through the encryption context', () => {
    for (const name of ['SubmitAccountSetup', 'GetKycApplication']) {
      const statement = routeStatements(route(name)).find((candidate) =>
        referencedIds(candidate.Resource).has(encryptionKeyId),
      );
      expect(statement?.Condition).toEqual({
        StringEquals: { 'kms:EncryptionContext:purpose': 'wallet-field-encryption' },
      });
    }
  });
});
