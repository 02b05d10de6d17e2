import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tables } from '../../definitions/tables';
import { referencedIds, synthesizeWallet } from './wallet-template';

const { stack, resources, outputs, referencedByOutput, ofType } = synthesizeWallet();

/** Resources that hold customer data and must outlive the stack. */
const retained = new Set([
  referencedByOutput('UserPoolId'),
  referencedByOutput('UploadsBucketName'),
  // Without the field keys, the encrypted Aadhaar, PAN and account numbers could never be read again.
  ...ofType('AWS::KMS::Key').map(([id]) => id),
  // The live payment provider credentials, put in by hand after the first deploy.
  ...ofType('AWS::SecretsManager::Secret').map(([id]) => id),
  ...tables
    .filter((table) => table.holdsCustomerData)
    .map((table) => referencedByOutput(`${table.id.charAt(0).toUpperCase()}${table.id.slice(1)}TableName`)),
]);

describe('the InrUsdtWallet template as a whole', () => {
  it('synthesizes without a single warning (deprecated APIs throw in these tests)', () => {
    expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
    expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
  });

  it('has no circular references, which CloudFormation would refuse to deploy', () => {
    const dependencies = new Map(
      Object.entries(resources).map(([id, resource]) => {
        const dependsOn = (resource as { DependsOn?: string | string[] }).DependsOn ?? [];
        const targets = referencedIds(resource.Properties);
        for (const target of [dependsOn].flat()) targets.add(target);
        return [id, [...targets].filter((target) => target in resources)];
      }),
    );
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[][] = [];
    const visit = (id: string, path: string[]) => {
      state.set(id, 'visiting');
      for (const next of dependencies.get(id) ?? []) {
        if (state.get(next) === 'visiting') cycles.push([...path, next]);
        else if (!state.has(next)) visit(next, [...path, next]);
      }
      state.set(id, 'done');
    };
    for (const id of dependencies.keys()) if (!state.has(id)) visit(id, [id]);
    expect(cycles).toEqual([]);
  });

  it('keeps customer data (user pool, uploads, customer tables, field keys) and deletes everything else with the stack', () => {
    for (const [id, resource] of Object.entries(resources)) {
      if (retained.has(id)) expect(resource.DeletionPolicy, id).toBe('Retain');
      else expect(resource.DeletionPolicy ?? 'Delete', id).toBe('Delete');
    }
  });

  it('outputs what a person needs: app and API URLs, Cognito ids, bucket, tables and region', () => {
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining([
        'AppUrl',
        'ApiUrl',
        'UserPoolId',
        'UserPoolClientId',
        'UploadsBucketName',
        'FieldEncryptionKeyArn',
        'IdentityHashKeyArn',
        'RazorpayWebhookUrl',
        'RazorpayKeySecretArn',
        'RazorpayWebhookSecretArn',
        'Region',
        ...tables.map((table) => `${table.id.charAt(0).toUpperCase()}${table.id.slice(1)}TableName`),
      ]),
    );
    expect(outputs.Region?.Value).toBe('ap-south-1');
    expect(outputs.AppUrl?.Value).toEqual({
      'Fn::Join': [
        '',
        ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^SiteDistribution/), 'DomainName'] }],
      ],
    });
  });
});
