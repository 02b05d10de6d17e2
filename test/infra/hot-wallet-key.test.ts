/**
 * The TRON hot wallet in the cloud: a secp256k1 signing key in KMS that outlives the stack, its
 * address resolved at deploy time from the public key and shown in the outputs, and kms:Sign granted
 * on it only where `grantSign` grants it, never kms:* nor GetPublicKey beyond the address resolver.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { HotWalletKey } from '../../lib/cloud/hot-wallet-key';
import { type Resource, referencedIds, synthesizeWallet } from './wallet-template';

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

const { ofType, single, outputs } = synthesizeWallet();
const [keyId, key] = single('AWS::KMS::Key', (candidate) => candidate.Properties.KeyUsage === 'SIGN_VERIFY');
const [addressId, address] = single('Custom::TronHotWalletAddress');

const statementsOf = (policies: [string, Resource][]) =>
  policies.flatMap(([policyId, policy]) =>
    (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.map((statement) => ({
      policyId,
      roles: policy.Properties.Roles,
      statement,
    })),
  );
/** Every IAM statement that names the hot wallet key, with the roles it is attached to. */
const onHotWalletKey = (policies: [string, Resource][]) =>
  statementsOf(policies).filter(({ statement }) => referencedIds(statement.Resource).has(keyId));
const actionsOf = (statement: Statement) => [statement.Action].flat();

describe('the TRON hot wallet key', () => {
  it('is a secp256k1 signing key in KMS, kept when the stack goes', () => {
    expect(key.Properties).toMatchObject({ KeySpec: 'ECC_SECG_P256K1', KeyUsage: 'SIGN_VERIFY' });
    expect(key).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('shows the hot wallet’s TRON address, resolved from the key’s public half, in the outputs', () => {
    expect(address.Properties.KeyId).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
    expect(outputs.TronHotWalletAddress?.Value).toEqual({ 'Fn::GetAtt': [addressId, 'Address'] });
  });

  it('lets only the address resolver read the public key and only the withdrawal sender sign, nothing else', () => {
    const statements = onHotWalletKey(ofType('AWS::IAM::Policy'));
    expect(statements.map(({ statement }) => actionsOf(statement)).sort()).toEqual([
      ['kms:GetPublicKey'],
      ['kms:Sign'],
    ]);
    const roleOf = (fn: Resource) =>
      (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const [resolverId, resolver] = single('AWS::Lambda::Function', (fn) =>
      String(fn.Properties.Description).startsWith('Derives the TRON hot wallet address'),
    );
    const [, sender] = single('AWS::Lambda::Function', (fn) =>
      String(fn.Properties.Description).startsWith('USDT withdrawal sender'),
    );
    const rolesFor = (action: string) =>
      statements.find(({ statement }) => actionsOf(statement).includes(action))?.roles;
    expect(rolesFor('kms:GetPublicKey')).toEqual([{ Ref: roleOf(resolver) }]);
    expect(rolesFor('kms:Sign')).toEqual([{ Ref: roleOf(sender) }]);
    expect(address.Properties.ServiceToken).toEqual({ 'Fn::GetAtt': [resolverId, 'Arn'] });
  });

  it('grants a sending function exactly one statement: kms:Sign on this key', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const scope = new Stack(app, 'GrantUnderTest', {
      env: { account: '123456789012', region: 'ap-south-1' },
    });
    const hotWallet = new HotWalletKey(scope, 'HotWallet');
    const sender = new LambdaFunction(scope, 'UsdtSender', {
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('exports.handler = async () => {};'),
      environment: hotWallet.senderEnvironment,
    });

    hotWallet.grantSign(sender);

    const resources = Object.entries(
      Template.fromStack(scope).toJSON().Resources as Record<string, Resource>,
    );
    const one = (matches: (id: string, resource: Resource) => boolean): [string, Resource] => {
      const found = resources.filter(([id, resource]) => matches(id, resource));
      if (found.length !== 1 || !found[0]) throw new Error(`Expected one match, found ${found.length}`);
      return found[0];
    };
    const [grantedKeyId] = one((_, resource) => resource.Type === 'AWS::KMS::Key');
    const [, senderFunction] = one(
      (id, resource) => resource.Type === 'AWS::Lambda::Function' && id.startsWith('UsdtSender'),
    );
    const senderRoleId = (senderFunction.Properties.Role as { 'Fn::GetAtt': [string, string] })[
      'Fn::GetAtt'
    ][0];
    const senderPolicies = resources.filter(
      ([, resource]) =>
        resource.Type === 'AWS::IAM::Policy' && referencedIds(resource.Properties.Roles).has(senderRoleId),
    );
    expect(statementsOf(senderPolicies).map(({ statement }) => statement)).toEqual([
      { Effect: 'Allow', Action: 'kms:Sign', Resource: { 'Fn::GetAtt': [grantedKeyId, 'Arn'] } },
    ]);
    expect(Object.keys(hotWallet.senderEnvironment).sort()).toEqual([
      'TRON_HOT_WALLET_ADDRESS',
      'TRON_HOT_WALLET_KMS_KEY_ID',
    ]);
  });
});
