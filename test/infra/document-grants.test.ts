/**
 * The documents routes: each role has exactly the S3 rights of its grant, on customers'
 * objects only; only the list route may list, and only under the customers' prefixes.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes';
import { uploadsBucketActions, uploadsBucketListActions } from '../../lib/cloud/granted-function';
import { joinedText, referencedIds, synthesizeWallet } from './wallet-template';

const { referencedByOutput, routeStatements } = synthesizeWallet();
const bucketId = referencedByOutput('UploadsBucketName');

const routeNamed = (name: string) => {
  const route = routes.find((candidate) => candidate.functionName === name);
  if (!route) throw new Error(`${name} is not in the route table`);
  return route;
};
const bucketStatements = (name: string) =>
  routeStatements(routeNamed(name)).filter((statement) => referencedIds(statement.Resource).has(bucketId));
const actionsOf = (name: string) =>
  bucketStatements(name)
    .flatMap((statement) => [statement.Action].flat())
    .map(String)
    .sort();

describe('documents routes: S3 rights', () => {
  it('lets ListDocuments list under the customers’ prefixes and HEAD their objects (the original name)', () => {
    const statements = bucketStatements('ListDocuments');
    expect(actionsOf('ListDocuments')).toEqual(['s3:GetObject', ...uploadsBucketListActions].sort());
    const objects = statements.find((statement) => statement.Action === 's3:GetObject');
    expect([objects?.Resource].flat().map(joinedText)).toEqual([
      `{${bucketId}.Arn}/private/*`,
      `{${bucketId}.Arn}/protected/*`,
    ]);
    const listBucket = statements.find((statement) => statement.Action === 's3:ListBucket');
    expect(joinedText(listBucket?.Resource)).toBe(`{${bucketId}.Arn}`);
    expect(listBucket?.Condition).toEqual({ StringLike: { 's3:prefix': ['private/*', 'protected/*'] } });
  });

  it.each([
    ['DeleteDocument', 'delete'],
    ['CopyDocument', 'copy'],
    ['SetAvatar', 'read'],
    ['GetMe', 'read'],
    ['SubmitAccountSetup', 'copyAndDiscard'],
  ] as const)('gives %s exactly its %s actions on customers’ objects, and no listing', (name, grant) => {
    expect(routeNamed(name).grants.uploadsBucket).toBe(grant);
    expect(actionsOf(name)).toEqual([...uploadsBucketActions[grant]].sort());
    for (const statement of bucketStatements(name))
      expect([statement.Resource].flat().map(joinedText)).toEqual([
        `{${bucketId}.Arn}/private/*`,
        `{${bucketId}.Arn}/protected/*`,
      ]);
  });

  it('never lets a route other than ListDocuments list the bucket', () => {
    const listers = routes.filter((route) =>
      routeStatements(route).some((statement) =>
        [statement.Action].flat().some((action) => String(action).startsWith('s3:ListBucket')),
      ),
    );
    expect(listers.map((route) => route.functionName)).toEqual(['ListDocuments']);
  });

  it('keeps the audit route a reviewer route that only reads the table', () => {
    const route = routeNamed('ListDocumentReads');
    expect(route.access).toBe('reviewer');
    expect(route.grants.tables).toEqual({ accounts: 'read' });
    expect(route.grants.uploadsBucket).toBeUndefined();
  });
});
