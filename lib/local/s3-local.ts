/**
 * The local S3: s3rver on an internal port behind a small front server on the fixed S3 port. The
 * front checks every request's signature as S3 does (s3rver checks none), adds the multipart calls
 * s3rver lacks and passes everything else through untouched.
 */
import { mkdirSync } from 'node:fs';
import { request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { localAwsCredentials } from './dynamodb-local';
import { listenOnLoopback } from './listen';
import { readBody } from './request-body';
import { createGuardedServer, guardServer } from './request-guard';
import { handleListObjectsV2 } from './s3-list-objects';
import { MultipartUploads } from './s3-multipart';
import { type S3SignatureRefusal, s3SignatureRefusal } from './s3-signatures';

/** Same bucket name as the cloud's uploads bucket logical role; locally it is fixed. */
export const UPLOADS_BUCKET = 'wallet-uploads';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  httpServer: Server;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

/** The cloud bucket's CORS: the SPA uploads straight to S3 with presigned URLs and reads each part's ETag. */
export function corsConfiguration(appOrigins: string[]): string {
  const origins = appOrigins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  const methods = ['GET', 'PUT', 'POST', 'DELETE', 'HEAD']
    .map((method) => `<AllowedMethod>${method}</AllowedMethod>`)
    .join('');
  return `<CORSConfiguration><CORSRule>${origins}${methods}<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

/** S3's error document; HEAD answers carry no body. */
function refuse(request: IncomingMessage, response: ServerResponse, refused: S3SignatureRefusal) {
  const status = refused.code === 'AuthorizationQueryParametersError' ? 400 : 403;
  const body =
    request.method === 'HEAD'
      ? ''
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refused.code}</Code><Message>${refused.message}</Message></Error>`;
  response.writeHead(status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
  request.resume();
}

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startS3Local(options: {
  port: number;
  directory: string;
  appOrigins: string[];
  log: (line: string) => void;
}): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: UPLOADS_BUCKET, configs: [corsConfiguration(options.appOrigins)] }],
  });
  const upstream = await s3rver.run();
  guardServer(s3rver.httpServer, 's3rver', options.log);
  const multipart = new MultipartUploads(options.directory);

  const corsHeaders = (request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin;
    if (origin && options.appOrigins.includes(origin)) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('access-control-expose-headers', 'ETag');
      response.setHeader('vary', 'Origin');
    }
  };

  const pass = (request: IncomingMessage, response: ServerResponse, body?: Buffer) => {
    const outgoing = forward(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        // s3rver answers a preflight with `*`; S3 echoes the origin that matched the rule.
        const origin = request.headers.origin;
        const headers = answer.rawHeaders.map((value, index, all) =>
          index % 2 === 1 &&
          value === '*' &&
          all[index - 1]?.toLowerCase() === 'access-control-allow-origin' &&
          origin
            ? origin
            : value,
        );
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
        if ((answer.statusCode ?? 0) >= 400)
          options.log(`${request.method} ${request.url} ${answer.statusCode}`);
      },
    );
    outgoing.on('error', (error) => {
      options.log(`proxy error: ${error.message}`);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    if (body) outgoing.end(body);
    else request.pipe(outgoing);
  };

  const server: Server = createGuardedServer('s3', options.log, async (request, response) => {
    corsHeaders(request, response);
    const refused = s3SignatureRefusal(request, localAwsCredentials);
    if (refused) {
      options.log(`${request.method} ${request.url?.split('?')[0]} refused: ${refused.code}`);
      return refuse(request, response, refused);
    }
    const body = MultipartUploads.needsBody(request) ? await readBody(request) : undefined;
    if (await multipart.handle(request, response, body)) return;
    if (await handleListObjectsV2(request, response, upstream.port)) return;
    // Headers set for the added calls must not leak into s3rver's own CORS answer.
    for (const name of ['access-control-allow-origin', 'access-control-expose-headers', 'vary'])
      response.removeHeader(name);
    pass(request, response, body);
  });
  const closeServer = await listenOnLoopback(server, options.port);
  return {
    endpoint: `http://localhost:${options.port}`,
    stop: async () => {
      await closeServer();
      await s3rver.close();
    },
  };
}
