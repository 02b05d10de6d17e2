import { describe, expect, it } from 'vitest';
import { tables } from '../../definitions/tables';
import { joinedText, synthesizeWallet } from './wallet-template';

const { ofType, single, referencedByOutput, resources } = synthesizeWallet();

const uploadsId = referencedByOutput('UploadsBucketName');
const uploads = resources[uploadsId];
const tableIdOf = (id: string) => referencedByOutput(`${id.charAt(0).toUpperCase()}${id.slice(1)}TableName`);

describe('ID-image uploads bucket', () => {
  it('blocks every form of public access', () => {
    expect(uploads?.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it('encrypts every object at rest', () => {
    expect(uploads?.Properties.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    });
  });

  it('refuses any request that is not over TLS', () => {
    const [, policy] = single(
      'AWS::S3::BucketPolicy',
      (candidate) => (candidate.Properties.Bucket as { Ref: string }).Ref === uploadsId,
    );
    expect((policy.Properties.PolicyDocument as { Statement: unknown[] }).Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Principal: { AWS: '*' },
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it('lets the SPA origin PUT, GET, HEAD and POST with any header and read back the ETag', () => {
    const [, cors] = single('Custom::AWS', (resource) =>
      joinedText(resource.Properties.Create).includes('PutBucketCors'),
    );
    for (const call of [cors.Properties.Create, cors.Properties.Update]) {
      const text = joinedText(call);
      expect(text).toContain(`"Bucket":"{${uploadsId}}"`);
      expect(text).toContain('"AllowedMethods":["PUT","GET","HEAD","POST"]');
      expect(text).toContain('"AllowedHeaders":["*"]');
      expect(text).toContain('"ExposeHeaders":["ETag"]');
      expect(text).toMatch(/"AllowedOrigins":\["https:\/\/\{SiteDistribution\w+\.DomainName\}"\]/);
    }
  });

  it('aborts multipart uploads left incomplete for a day', () => {
    expect(uploads?.Properties.LifecycleConfiguration).toEqual({
      Rules: [
        expect.objectContaining({
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          Status: 'Enabled',
        }),
      ],
    });
  });

  it('keeps the customers’ documents when the stack is deleted', () => {
    expect(uploads).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });
});

describe('DynamoDB tables, one per entry of the table description', () => {
  it('creates exactly the described tables', () => {
    expect(ofType('AWS::DynamoDB::Table')).toHaveLength(tables.length);
  });

  it.each(tables.map((table) => [table.id, table] as const))(
    '%s: pay per request, with point-in-time recovery',
    (id) => {
      expect(resources[tableIdOf(id)]?.Properties).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      });
    },
  );

  it.each(tables.map((table) => [table.id, table] as const))(
    '%s: keys, indexes and expiry as described',
    (id, table) => {
      const properties = resources[tableIdOf(id)]?.Properties ?? {};
      expect(properties.KeySchema).toEqual([
        { AttributeName: table.partitionKey.name, KeyType: 'HASH' },
        ...(table.sortKey ? [{ AttributeName: table.sortKey.name, KeyType: 'RANGE' }] : []),
      ]);
      expect(
        ((properties.GlobalSecondaryIndexes as { IndexName: string }[] | undefined) ?? []).map(
          (i) => i.IndexName,
        ),
      ).toEqual((table.globalSecondaryIndexes ?? []).map((index) => index.indexName));
      expect(properties.TimeToLiveSpecification).toEqual(
        table.timeToLiveAttribute ? { AttributeName: table.timeToLiveAttribute, Enabled: true } : undefined,
      );
    },
  );

  it.each(tables.map((table) => [table.id, table] as const))(
    '%s: survives stack deletion when it holds customer data',
    (id, table) => {
      const resource = resources[tableIdOf(id)];
      if (table.holdsCustomerData) {
        expect(resource).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
        expect(resource?.Properties.DeletionProtectionEnabled).toBe(true);
      } else {
        expect(resource?.DeletionPolicy).toBe('Delete');
      }
    },
  );

  it.each(['idempotency', 'accounts'] as const)(
    '%s: expires items with an expiresAt (idempotency records, upload sessions) through TTL',
    (id) => {
      expect(resources[tableIdOf(id)]?.Properties.TimeToLiveSpecification).toEqual({
        AttributeName: 'expiresAt',
        Enabled: true,
      });
    },
  );
});
