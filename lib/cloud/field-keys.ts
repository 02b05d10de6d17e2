/**
 * The two KMS keys behind field-level encryption of identity numbers (lambdas/adapters/field-cipher):
 * a symmetric key that wraps each record's data key, and an HMAC key whose MACs let the API spot an
 * Aadhaar number or PAN already used by another account without storing it. Both are retained with
 * the stack (without them the stored numbers are unreadable), and each function gets exactly the
 * calls its route-table entry lists.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Effect, type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import type { FieldKeyAction, SealedRecordKind } from '../../contract/route-grants';
import { FIELD_ENCRYPTION_PURPOSE } from '../../definitions/field-encryption';

export class FieldKeys extends Construct {
  readonly encryptionKey: Key;
  readonly hashKey: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.encryptionKey = new Key(this, 'EncryptionKey', {
      description: 'Wraps the data keys of encrypted KYC and bank fields (Aadhaar, PAN, account number)',
      enableKeyRotation: true,
      // The longest waiting period: a mistaken deletion can be cancelled for a month.
      pendingWindow: Duration.days(30),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.hashKey = new Key(this, 'IdentityHashKey', {
      description: 'HMAC of Aadhaar numbers and PANs, to refuse one already used by another account',
      keySpec: KeySpec.HMAC_256,
      keyUsage: KeyUsage.GENERATE_VERIFY_MAC,
      // KMS does not rotate HMAC keys; rotating it would also break matching against stored MACs.
      pendingWindow: Duration.days(30),
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * Exactly the listed calls, each on the one key it works with; with `sealedRecords`, data keys only of
   * those kinds of record (the encryption context names the record kind).
   */
  grant(
    grantee: IGrantable,
    actions: readonly FieldKeyAction[],
    sealedRecords?: readonly SealedRecordKind[],
  ): void {
    const onEncryptionKey = actions.filter((action) => action !== 'kms:GenerateMac');
    const onHashKey = actions.filter((action) => action === 'kms:GenerateMac');
    const allow = (keyArn: string, granted: FieldKeyAction[], conditions?: Record<string, unknown>) => {
      if (granted.length === 0) return;
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: granted,
          resources: [keyArn],
          ...(conditions ? { conditions } : {}),
        }),
      );
    };
    // Data keys only for records sealed by the field cipher, which always names this purpose.
    allow(this.encryptionKey.keyArn, onEncryptionKey, {
      StringEquals: {
        'kms:EncryptionContext:purpose': FIELD_ENCRYPTION_PURPOSE,
        ...(sealedRecords ? { 'kms:EncryptionContext:record': [...sealedRecords] } : {}),
      },
    });
    allow(this.hashKey.keyArn, onHashKey);
  }
}
