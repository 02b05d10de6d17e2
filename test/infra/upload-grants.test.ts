/**
 * The upload routes presign URLs the browser sends files to, so their roles' S3 rights are what a
 * presigned URL can do: exactly the actions each route needs, on customers' objects only.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes';
import { uploadsBucketActions } from '../../lib/cloud/granted-function';
import { joinedText, referencedIds, synthesizeWallet } from './wallet-template';

const { referencedByOutput, routeStatements } = synthesizeWallet();
const bucketId = referencedByOutput('UploadsBucketName');

const uploadRoutes = routes.filter((route) => route.path.startsWith('/uploads'));
const routeCases = uploadRoutes.map((route) => [`${route.method} ${route.path}`, route] as const);

const bucketStatements = (route: (typeof routes)[number]) =>
  routeStatements(route).filter((statement) => referencedIds(statement.Resource).has(bucketId));

describe('upload routes: S3 rights of the presigning roles', () => {
  it('covers the six upload routes of the contract', () => {
    expect(uploadRoutes.map((route) => route.functionName).sort()).toEqual(
      [
        'AbortUpload',
        'CompleteUpload',
        'CreateDownloadUrl',
        'ListUploadParts',
        'SignUploadParts',
        'StartUpload',
      ].sort(),
    );
  });

  it.each(routeCases)(
    '%s may reach objects under private/ and protected/ only, never the bucket itself',
    (_, route) => {
      const statements = bucketStatements(route);
      expect(statements).toHaveLength(1);
      const resources = [statements[0]?.Resource].flat();
      expect(resources.map(joinedText)).toEqual([
        `{${bucketId}.Arn}/private/*`,
        `{${bucketId}.Arn}/protected/*`,
      ]);
    },
  );

  it.each(routeCases)(
    '%s has exactly the S3 actions of its grant, no wildcard and no listing',
    (_, route) => {
      const actions = bucketStatements(route).flatMap((statement) => [statement.Action].flat());
      expect(actions.sort()).toEqual([...uploadsBucketActions[route.grants.uploadsBucket ?? 'read']].sort());
      expect(actions.some((action) => String(action).includes('*'))).toBe(false);
      expect(actions).not.toContain('s3:ListBucket');
    },
  );

  it('lets the presigners put, abort and list parts, and the download link only read', () => {
    const actionsOf = (name: string) => {
      const route = routes.find((candidate) => candidate.functionName === name);
      if (!route) throw new Error(`${name} is not in the route table`);
      return bucketStatements(route)
        .flatMap((statement) => [statement.Action].flat())
        .sort();
    };
    expect(actionsOf('StartUpload')).toEqual(
      [
        's3:AbortMultipartUpload',
        's3:DeleteObject',
        's3:GetObject',
        's3:ListMultipartUploadParts',
        's3:PutObject',
      ].sort(),
    );
    expect(actionsOf('CreateDownloadUrl')).toEqual(['s3:GetObject']);
  });

  it('lets only the routes that write a record write the accounts table', () => {
    const grants = Object.fromEntries(uploadRoutes.map((route) => [route.functionName, route.grants.tables]));
    expect(grants).toEqual({
      // The upload's session: recorded on start, ended by complete and abort.
      StartUpload: { accounts: 'readWrite' },
      CompleteUpload: { accounts: 'readWrite' },
      AbortUpload: { accounts: 'readWrite' },
      // The record of a reviewer's read.
      CreateDownloadUrl: { accounts: 'readWrite' },
      // The session is looked up (and the sign-out check made), never written.
      SignUploadParts: { accounts: 'read' },
      ListUploadParts: { accounts: 'read' },
    });
  });

  it.each(routeCases.filter(([, route]) => route.grants.tables?.accounts === 'read'))(
    '%s writes no table',
    (_, route) => {
      const writes = routeStatements(route)
        .flatMap((statement) => [statement.Action].flat())
        .filter((action) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(String(action)));
      expect(writes).toEqual([]);
    },
  );
});
