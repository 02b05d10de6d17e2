/**
 * The house's TRON hot wallet in the cloud: an AWS KMS key of spec ECC_SECG_P256K1 (secp256k1) for
 * signing, whose private half never leaves KMS, retained with the stack (deleting it would strand the
 * wallet's USDT and TRX for good). Its TRON address comes from a custom resource that reads the public
 * key and derives the address (lambdas/deploy/hot-wallet-address.ts), is a stack output, and is given
 * to the sending function, which `grantSign` allows kms:Sign on this one key and nothing else.
 */
import { CustomResource, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Effect, type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { WalletFunction } from './wallet-function';

export class HotWalletKey extends Construct {
  readonly key: Key;
  /** The hot wallet's TRON address (T…), resolved at deploy time. */
  readonly address: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.key = new Key(this, 'Key', {
      description:
        'Signs USDT transfers from the TRON hot wallet (secp256k1; the private key never leaves KMS)',
      keySpec: KeySpec.ECC_SECG_P256K1,
      keyUsage: KeyUsage.SIGN_VERIFY,
      // KMS does not rotate asymmetric keys; a new key would be a new address, moved to by a transfer.
      pendingWindow: Duration.days(30),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const resolver = new WalletFunction(this, 'AddressResolver', {
      description: 'Derives the TRON hot wallet address from its KMS public key (deploy time)',
      entry: 'lambdas/deploy/hot-wallet-address.ts',
      environment: {},
      timeout: Duration.seconds(30),
    });
    resolver.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['kms:GetPublicKey'],
        resources: [this.key.keyArn],
      }),
    );
    const resolved = new CustomResource(this, 'Address', {
      serviceToken: resolver.functionArn,
      resourceType: 'Custom::TronHotWalletAddress',
      properties: { KeyId: this.key.keyArn },
    });
    this.address = resolved.getAttString('Address');
  }

  /** kms:Sign on this key only: the sender signs transaction ids and can do nothing else with it. */
  grantSign(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['kms:Sign'], resources: [this.key.keyArn] }),
    );
  }

  /** What the sending function needs in its environment (lambdas/adapters/tron/usdt-sender-from-environment.ts). */
  get senderEnvironment(): Record<string, string> {
    return { TRON_HOT_WALLET_KMS_KEY_ID: this.key.keyArn, TRON_HOT_WALLET_ADDRESS: this.address };
  }
}
