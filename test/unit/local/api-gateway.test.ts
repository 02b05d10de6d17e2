import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../../contract/route-definition';
import {
  apiGatewayTime,
  buildEvent,
  flattenClaims,
  matchRoute,
  resultToHttp,
} from '../../../lib/local/api-gateway';

const route = (method: ApiRoute['method'], path: string) => ({ method, path });

const routes = [
  route('GET', '/me'),
  route('GET', '/documents/{documentId}'),
  route('GET', '/documents/latest'),
  route('PUT', '/documents/{documentId}'),
  route('GET', '/files/{path+}'),
];

describe('matchRoute', () => {
  it('matches a literal path and gives no path parameters', () => {
    expect(matchRoute(routes, 'GET', '/me')).toEqual({ route: routes[0] });
  });

  it('fills path parameters from {name} segments, decoded', () => {
    expect(matchRoute(routes, 'GET', '/documents/pan%20card')).toEqual({
      route: routes[1],
      pathParameters: { documentId: 'pan card' },
    });
  });

  it('prefers a literal route over a parameterised one', () => {
    expect(matchRoute(routes, 'GET', '/documents/latest')?.route).toBe(routes[2]);
  });

  it('tells methods apart', () => {
    expect(matchRoute(routes, 'PUT', '/documents/a')?.route).toBe(routes[3]);
    expect(matchRoute(routes, 'DELETE', '/documents/a')).toBeUndefined();
  });

  it('lets a greedy {name+} take the rest of the path', () => {
    expect(matchRoute(routes, 'GET', '/files/a/b/c.pdf')?.pathParameters).toEqual({ path: 'a/b/c.pdf' });
  });

  it('does not let a {name} segment span slashes or match a missing segment', () => {
    expect(matchRoute(routes, 'GET', '/documents/a/b')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/documents/')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/me/')).toBeUndefined();
  });
});

describe('flattenClaims', () => {
  it('turns every claim into a string the way API Gateway does, arrays as [a b]', () => {
    expect(
      flattenClaims({
        sub: 'u1',
        exp: 1700000000,
        email_verified: true,
        'cognito:groups': ['kyc-reviewers', 'staff'],
      }),
    ).toEqual({
      sub: 'u1',
      exp: '1700000000',
      email_verified: 'true',
      'cognito:groups': '[kyc-reviewers staff]',
    });
  });
});

describe('buildEvent', () => {
  const now = new Date('2026-03-12T19:03:58.123Z');
  const match = { route: routes[1] as ApiRoute, pathParameters: { documentId: 'd1' } };
  const base = {
    method: 'GET',
    url: '/documents/d1?page=2&tag=a&tag=b',
    headers: {
      host: 'localhost:3001',
      'user-agent': 'test-agent',
      cookie: 'a=1; b=2',
      accept: 'application/json',
    },
    body: Buffer.alloc(0),
    sourceIp: '127.0.0.1',
  };
  const context = {
    match,
    claims: { sub: 'u1' },
    scopes: ['aws.cognito.signin.user.admin'],
    requestId: 'r-1',
    now,
  };

  it('builds a payload 2.0 event with the route key, raw path and query, and the verified claims', () => {
    const event = buildEvent(base, context);
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /documents/{documentId}',
      rawPath: '/documents/d1',
      rawQueryString: 'page=2&tag=a&tag=b',
      queryStringParameters: { page: '2', tag: 'a,b' },
      pathParameters: { documentId: 'd1' },
      cookies: ['a=1', 'b=2'],
      isBase64Encoded: false,
      requestContext: {
        routeKey: 'GET /documents/{documentId}',
        requestId: 'r-1',
        stage: '$default',
        time: '12/Mar/2026:19:03:58 +0000',
        timeEpoch: now.getTime(),
        http: { method: 'GET', path: '/documents/d1', sourceIp: '127.0.0.1', userAgent: 'test-agent' },
        authorizer: { jwt: { claims: { sub: 'u1' }, scopes: ['aws.cognito.signin.user.admin'] } },
      },
    });
    expect(event.headers.cookie).toBeUndefined();
    expect(event.headers.accept).toBe('application/json');
    expect(event.body).toBeUndefined();
  });

  it('leaves out query and path parameters when there are none', () => {
    const event = buildEvent(
      { ...base, url: '/me' },
      { ...context, match: { route: routes[0] as ApiRoute } },
    );
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
    expect(event.rawQueryString).toBe('');
  });

  it('passes a JSON body as text and a binary body base64-encoded', () => {
    const json = buildEvent(
      {
        ...base,
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from('{"a":1}'),
      },
      context,
    );
    expect(json).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });
    const binary = buildEvent(
      { ...base, method: 'PUT', headers: { 'content-type': 'image/png' }, body: Buffer.from([0, 1, 2]) },
      context,
    );
    expect(binary).toMatchObject({ body: 'AAEC', isBase64Encoded: true });
  });
});

describe('resultToHttp', () => {
  it('uses a structured result as given, decoding a base64 body', () => {
    const result = resultToHttp({
      statusCode: 201,
      headers: { 'Content-Type': 'text/plain' },
      cookies: ['s=1; HttpOnly'],
      body: Buffer.from('hi').toString('base64'),
      isBase64Encoded: true,
    });
    expect(result).toEqual({
      statusCode: 201,
      headers: { 'content-type': 'text/plain' },
      cookies: ['s=1; HttpOnly'],
      body: Buffer.from('hi'),
    });
  });

  it('treats an object without statusCode as a 200 JSON body', () => {
    const result = resultToHttp({ ok: true } as never);
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toBe('application/json');
    expect(result.body.toString()).toBe('{"ok":true}');
  });

  it('sends a string result as the body', () => {
    expect(resultToHttp('hello').body.toString()).toBe('hello');
  });

  it('refuses a malformed status code', () => {
    expect(() => resultToHttp({ statusCode: 'nope' } as never)).toThrow();
  });
});

describe('apiGatewayTime', () => {
  it('pads day and time fields', () => {
    expect(apiGatewayTime(new Date('2026-01-05T04:03:02Z'))).toBe('05/Jan/2026:04:03:02 +0000');
  });
});
