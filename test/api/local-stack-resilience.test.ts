/**
 * No request, however malformed, stops the local stack: every stand-in runs in one process, so a
 * request that made one of them throw used to end the API, Cognito, S3, the mailbox and DynamoDB
 * together. Each hostile request here gets an answer of its own, and afterwards every service still
 * answers.
 */
import { CompleteMultipartUploadCommand, CreateMultipartUploadCommand } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { ProblemSchema } from '../../contract/problem';
import { localS3Client } from '../support/local-clients';
import { expectEveryServiceAnswers, rawRequest } from '../support/local-services';

const base64url = (bytes: number[] | string) => Buffer.from(bytes as never).toString('base64url');

describe('the local stack keeps serving', () => {
  const expectRefusedToken = async (authorization: string) => {
    const answer = await rawRequest(`${inject('stack').apiUrl}/me`, { headers: { authorization } });
    expect(answer.status).toBe(401);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(ProblemSchema.parse(JSON.parse(answer.body))).toMatchObject({
      status: 401,
      detail: 'User is not authenticated',
    });
    // API Gateway's header names the refusal in its own fixed words, never text from the token.
    expect(answer.headers['www-authenticate']).toMatch(
      /^Bearer scope="" error="invalid_token" error_description="[a-z ]+"$/,
    );
    await expectEveryServiceAnswers();
  };

  it('answers a bearer token that is not a JWT with 401', () => expectRefusedToken('Bearer not.a.jwt'));

  it('answers a token whose parts are not UTF-8 with 401', () =>
    expectRefusedToken(
      `Bearer ${base64url([0xff, 0xfe, 0xc3, 0x28])}.${base64url([0xc3, 0x28, 0xa0])}.c2ln`,
    ));

  it('answers a token naming a key id with characters a header cannot carry with 401', () =>
    expectRefusedToken(
      `Bearer ${base64url(JSON.stringify({ alg: 'RS256', kid: 'ключ\u2028"' }))}.${base64url('{}')}.c2ln`,
    ));

  it('answers completing an upload under the upload id of another key with NoSuchUpload', async () => {
    const s3 = localS3Client();
    const Bucket = inject('stack').handlerEnv.UPLOADS_BUCKET;
    const start = async (Key: string) =>
      String((await s3.send(new CreateMultipartUploadCommand({ Bucket, Key }))).UploadId);
    const mine = 'private/resilience-a/other/statement.pdf';
    await start(mine);
    // Someone else's upload with no parts yet: s3rver would read part files that do not exist.
    const theirs = await start('private/resilience-b/other/statement.pdf');
    const completing = s3.send(
      new CompleteMultipartUploadCommand({
        Bucket,
        Key: mine,
        UploadId: theirs,
        MultipartUpload: { Parts: [{ PartNumber: 1, ETag: '"0123456789abcdef0123456789abcdef"' }] },
      }),
    );
    await expect(completing).rejects.toMatchObject({ name: 'NoSuchUpload' });
    s3.destroy();
    await expectEveryServiceAnswers();
  });

  it('answers a Cognito call whose body is not JSON with a 400', async () => {
    const answer = await rawRequest(inject('stack').cognitoUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: '\u0100 not json',
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ __type: 'SerializationException' });
    await expectEveryServiceAnswers();
  });

  it('answers a path parameter whose percent-escapes do not decode with a 400 problem', async () => {
    for (const path of ['/ops/kyc/applications/%E0%A4%A', '/ops/kyc/applications/%/decision', '/me%']) {
      const answer = await rawRequest(inject('stack').apiUrl, { path, method: 'GET' });
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.headers['content-type']).toBe('application/problem+json');
      expect(ProblemSchema.parse(JSON.parse(answer.body))).toMatchObject({ status: 400 });
    }
    await expectEveryServiceAnswers();
  });

  it('answers a request Node cannot parse (an unknown method) with a 400 problem, and keeps serving', async () => {
    const answer = await rawRequest(inject('stack').apiUrl, { path: '/me', method: 'FOO' });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(ProblemSchema.parse(JSON.parse(answer.body))).toMatchObject({ status: 400 });
    await expectEveryServiceAnswers();
  });

  it('answers a mailbox request for a path that is not a URL path', async () => {
    const answer = await rawRequest(inject('stack').mailboxUrl, { path: '//' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    await expectEveryServiceAnswers();
  });

  it('answers an S3 request for a path that is not a URL path', async () => {
    const answer = await rawRequest(inject('stack').s3Url, { path: '//?uploadId=1', method: 'POST' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    await expectEveryServiceAnswers();
  });
});
