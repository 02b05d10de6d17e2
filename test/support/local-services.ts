/**
 * Whether every service of the local stack still answers: the API, Cognito, S3, the mailbox, DynamoDB
 * and (unless the run skips it) the app. Tests that send hostile requests call it afterwards, since
 * all of them share one process and one fault would take the rest down with it.
 */
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { expect } from 'vitest';
import { stackUnderTest } from './stack-context';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request sent as written (path, headers and body untouched), unlike fetch, which normalises
 * some of them. A connection cut without an answer rejects.
 */
export function rawRequest(
  url: string,
  options: { method?: string; path?: string; headers?: OutgoingHttpHeaders; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: options.method ?? 'GET',
        path: options.path ?? target.pathname + target.search,
        headers: options.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Each service's cheapest request and the answer that shows it is serving. */
function healthChecks(): { service: string; check: () => Promise<boolean> }[] {
  const stack = stackUnderTest();
  const answers = async (url: string, init?: RequestInit) => (await fetch(url, init)).status < 500;
  const checks = [
    { service: 'api', check: async () => (await fetch(`${stack.apiUrl}/me`)).status === 401 },
    {
      service: 'cognito',
      check: () => answers(`${stack.cognitoUrl}/${stack.userPoolId}/.well-known/jwks.json`),
    },
    { service: 's3', check: () => answers(`${stack.s3Url}/`) },
    { service: 'mailbox', check: async () => (await fetch(`${stack.mailboxUrl}/messages`)).ok },
    {
      service: 'dynamodb',
      check: () =>
        answers(stack.dynamodbUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.0',
            'x-amz-target': 'DynamoDB_20120810.ListTables',
          },
          body: '{}',
        }),
    },
  ];
  if (process.env.WALLET_TEST_SPA !== 'none')
    checks.push({ service: 'app', check: async () => (await fetch(stack.appUrl)).ok });
  return checks;
}

export async function expectEveryServiceAnswers(): Promise<void> {
  const results = await Promise.all(
    healthChecks().map(async ({ service, check }) => ({
      service,
      answers: await check().catch(() => false),
    })),
  );
  expect(results.filter((result) => !result.answers).map((result) => result.service)).toEqual([]);
}
