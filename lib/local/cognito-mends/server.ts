/**
 * The mending layer's HTTP server on the public Cognito port, in front of cognito-local. It answers
 * like the service: JSON 1.1 bodies, errors as `{__type, message}` with `x-amzn-ErrorType`, CORS for the
 * browser, and an OpenID discovery document whose issuer matches the tokens.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { listenOnLoopback } from '../listen';
import { readBody } from '../request-body';
import { createGuardedServer } from '../request-guard';
import type { CognitoMendsOptions } from './mend-context';
import { createCognitoMends } from './mends';
import { CognitoWireError, parseRequestBody, serviceMessages } from './wire';

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-expose-headers': 'x-amzn-RequestId, x-amzn-ErrorType, x-amzn-ErrorMessage, Date',
};

export async function startCognitoMends(port: number, options: CognitoMendsOptions) {
  const mends = createCognitoMends(options);
  const server = createGuardedServer('cognito', options.log, async (request, response: ServerResponse) => {
    const requestId = randomUUID();
    const target = request.headers['x-amz-target'];
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders).end();
      return;
    }
    const discovery = /^\/([\w-]+)\/\.well-known\/openid-configuration$/.exec(request.url ?? '');
    if (request.method === 'GET' && discovery?.[1]) {
      // cognito-local names port 9229 here whatever its port; the issuer must match the tokens.
      const issuer = options.issuer(discovery[1]);
      response.writeHead(200, { ...corsHeaders, 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          issuer,
          jwks_uri: `${issuer}/.well-known/jwks.json`,
          id_token_signing_alg_values_supported: ['RS256'],
          subject_types_supported: ['public'],
          response_types_supported: ['code', 'token'],
        }),
      );
      return;
    }
    if (request.method !== 'POST' || typeof target !== 'string') {
      // JWKS, OpenID configuration and health come straight from cognito-local.
      const answer = await fetch(`${options.cognito.internalUrl}${request.url ?? '/'}`).catch(
        () => undefined,
      );
      response.writeHead(answer?.status ?? 502, {
        ...corsHeaders,
        'content-type': answer?.headers.get('content-type') ?? 'text/plain',
      });
      response.end(answer ? Buffer.from(await answer.arrayBuffer()) : 'cognito-local is not answering');
      return;
    }
    const operation = target.split('.').pop() ?? '';
    try {
      const result = await mends.handle(operation, parseRequestBody((await readBody(request)).toString()));
      response.writeHead(200, {
        ...corsHeaders,
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-requestid': requestId,
      });
      response.end(JSON.stringify(result));
    } catch (error) {
      const wire =
        error instanceof CognitoWireError
          ? error
          : new CognitoWireError('InternalErrorException', (error as Error).message, 500);
      const message = serviceMessages[wire.type] ?? wire.message;
      if (wire.status >= 500) options.log(`${operation} failed: ${(error as Error).stack ?? wire.message}`);
      else options.log(`${operation} → ${wire.type}: ${message}`);
      response.writeHead(wire.status, {
        ...corsHeaders,
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-requestid': requestId,
        'x-amzn-errortype': `${wire.type}:`,
        // A header may carry only visible ASCII here; the body keeps the message as it is.
        'x-amzn-errormessage': message.replace(/[^\x20-\x7e]/g, '?'),
      });
      response.end(JSON.stringify({ __type: wire.type, message }));
    }
  });
  const closeServer = await listenOnLoopback(server, port);
  return {
    url: `http://localhost:${port}`,
    stop: closeServer,
  };
}
