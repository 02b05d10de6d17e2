/**
 * ListObjectsV2 paging, which s3rver 3.7 cannot do on Node ≥ 17: it seals continuation tokens with
 * DES, which OpenSSL 3 no longer offers, so any truncated page answers 500. This serves list-type=2
 * from s3rver's own version-1 listing (marker paging) and answers in the V2 shape, with the page's
 * last key as an opaque continuation token — the paging S3 itself offers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request as forward } from 'node:http';

const unescapeXml = (value: string) =>
  value.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, name: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[name] ?? '',
  );

const fetchUpstream = (port: number, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = forward({ host: '127.0.0.1', port, method: 'GET', path }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 502, body: Buffer.concat(chunks).toString('utf8') }),
      );
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });

/** Answers a ListObjectsV2 request; false for anything else. */
export async function handleListObjectsV2(
  request: IncomingMessage,
  response: ServerResponse,
  upstreamPort: number,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://local');
  const bucket = url.pathname.split('/').filter(Boolean);
  if (request.method !== 'GET' || bucket.length !== 1 || url.searchParams.get('list-type') !== '2')
    return false;

  const token = url.searchParams.get('continuation-token');
  const query = new URLSearchParams();
  for (const name of ['prefix', 'delimiter', 'max-keys']) {
    const value = url.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const marker = token
    ? Buffer.from(token, 'base64url').toString('utf8')
    : url.searchParams.get('start-after');
  if (marker) query.set('marker', marker);
  const upstream = await fetchUpstream(upstreamPort, `${url.pathname}?${query}`);
  if (upstream.status !== 200) {
    response.writeHead(upstream.status, { 'content-type': 'application/xml' });
    response.end(upstream.body);
    return true;
  }
  const keys = [...upstream.body.matchAll(/<Contents>[\s\S]*?<Key>([\s\S]*?)<\/Key>/g)].map((match) =>
    unescapeXml(match[1] ?? ''),
  );
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(upstream.body);
  const last = keys.at(-1);
  const v2Fields = [
    `<KeyCount>${keys.length}</KeyCount>`,
    token ? `<ContinuationToken>${token}</ContinuationToken>` : '',
    truncated && last
      ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>`
      : '',
  ].join('');
  const body = upstream.body
    .replace(/<Marker>[\s\S]*?<\/Marker>|<Marker\/>|<NextMarker>[\s\S]*?<\/NextMarker>/g, '')
    .replace('</ListBucketResult>', `${v2Fields}</ListBucketResult>`);
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(body);
  return true;
}
