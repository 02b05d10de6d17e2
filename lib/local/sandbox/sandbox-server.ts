/**
 * The sandbox: ONE local server on which stand-ins for outside providers are mounted (payments now;
 * a price feed and a TRON chain can mount beside it). Each stand-in is a SandboxModule:
 *
 *   const myModule: SandboxModule = {
 *     name: 'Price feed',                       // heading of its home-page section, and log prefix
 *     handle(request, response) {               // return true when the request was this module's
 *       if (!request.url.pathname.startsWith('/price')) return false;
 *       sendJson(response, 200, { … });
 *       return true;
 *     },
 *     pageSection: () => '<p>…</p>',            // optional: HTML for the home page (escape with escapeHtml)
 *     stop: async () => {},                     // optional: clear timers, flush files
 *   };
 *
 * Modules are tried in order; the first that returns true has answered. The body is read (≤ 1 MB)
 * before any module runs; `request.json()` / `request.form()` throw SandboxInputError on a malformed
 * body, which the server answers with 400, as it answers any other thrown error with 500 for that
 * request only: no request can stop the sandbox. The stack mounts modules in
 * lib/local/sandbox/sandbox-modules.ts; the CLI's subcommands are in scripts/sandbox/.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenOnLoopback } from '../listen';
import { readBody } from '../request-body';
import { createGuardedServer } from '../request-guard';

export const MAX_BODY_BYTES = 1024 * 1024;

export class SandboxInputError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export interface SandboxRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  /** The body as JSON; SandboxInputError (→ 400) when it is not. */
  json(): unknown;
  /** The body as an HTML form (application/x-www-form-urlencoded). */
  form(): URLSearchParams;
}

export interface SandboxModule {
  name: string;
  handle(request: SandboxRequest, response: ServerResponse): boolean | Promise<boolean>;
  pageSection?(): string | Promise<string>;
  stop?(): void | Promise<void>;
}

export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[<>&"']/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": '#39' }[char]};`,
  );

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store' });
  response.end();
}

/** The sandbox's page frame: readable from 360 px wide, dark like the app. */
export function htmlPage(title: string, body: string, options: { refreshSeconds?: number } = {}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
${options.refreshSeconds ? `<meta http-equiv="refresh" content="${options.refreshSeconds}">` : ''}
<style>
  * { box-sizing: border-box; }
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 64rem; padding: 1rem; background: #111; color: #eee; line-height: 1.4; }
  a { color: #8cf; }
  h1 { font-size: 1.4rem; } h2 { font-size: 1.15rem; margin-top: 2rem; border-bottom: 1px solid #444; }
  h3 { font-size: 1rem; margin-top: 1.25rem; }
  .table { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; font-size: 0.85rem; }
  th, td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid #333; vertical-align: top; }
  code, .mono { font-family: ui-monospace, monospace; font-size: 0.85em; word-break: break-all; }
  form.inline { display: inline; }
  button, input, select { font: inherit; }
  button { min-height: 44px; padding: 0.5rem 1rem; border-radius: 8px; border: 1px solid #666; background: #222; color: #eee; cursor: pointer; }
  button.primary { background: #ffd400; color: #111; border-color: #ffd400; font-weight: 600; }
  button.danger { border-color: #f66; color: #fbb; }
  button.small { min-height: 32px; padding: 0.2rem 0.6rem; font-size: 0.85rem; }
  label { display: block; margin: 0.75rem 0 0.25rem; }
  input, select { width: 100%; max-width: 28rem; padding: 0.5rem; border-radius: 6px; border: 1px solid #555; background: #1b1b1b; color: #eee; }
  .ok { color: #7d7; } .bad { color: #f88; } .muted { color: #aaa; }
  .card { border: 1px solid #444; border-radius: 10px; padding: 1rem; margin: 1rem 0; }
  .stack > * { display: block; width: 100%; margin: 0.5rem 0; }
</style></head>
<body>${body}</body></html>`;
}

function sandboxRequest(request: IncomingMessage, body: Buffer): SandboxRequest {
  const text = () => body.toString('utf8');
  return {
    method: request.method ?? 'GET',
    url: new URL(request.url ?? '/', 'http://sandbox.local'),
    headers: request.headers,
    body,
    text,
    json: () => {
      try {
        return JSON.parse(text() || 'null');
      } catch {
        throw new SandboxInputError('The request body is not valid JSON');
      }
    },
    form: () => new URLSearchParams(text()),
  };
}

async function homePage(modules: readonly SandboxModule[]): Promise<string> {
  const sections = await Promise.all(
    modules.map(async (module) => {
      const section = module.pageSection ? await module.pageSection() : '';
      return `<h2>${escapeHtml(module.name)}</h2>\n${section}`;
    }),
  );
  return htmlPage(
    'Local sandbox',
    `<h1>Local sandbox</h1>
<p class="muted">Stand-ins for the outside providers, speaking their documented APIs. This page refreshes every 5 s.</p>
${sections.join('\n')}`,
    { refreshSeconds: 5 },
  );
}

export interface SandboxServer {
  url: string;
  stop(): Promise<void>;
}

export async function startSandboxServer(options: {
  port: number;
  modules: readonly SandboxModule[];
  log: (line: string) => void;
}): Promise<SandboxServer> {
  const { modules, log } = options;
  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request, {
      maxBytes: MAX_BODY_BYTES,
      tooLarge: () => new SandboxInputError('The request body is larger than 1 MB', 413),
    });
    const sandbox = sandboxRequest(request, body);
    if (sandbox.method === 'GET' && sandbox.url.pathname === '/') {
      sendHtml(response, 200, await homePage(modules));
      return;
    }
    for (const module of modules) {
      if (await module.handle(sandbox, response)) return;
    }
    sendJson(response, 404, { message: `Nothing here: ${sandbox.method} ${sandbox.url.pathname}` });
  };
  const server = createGuardedServer('sandbox', log, (request, response) => {
    return respond(request, response).catch((error: unknown) => {
      const status = error instanceof SandboxInputError ? error.status : 500;
      if (status === 500) log(`${request.method} ${request.url} failed: ${(error as Error).stack ?? error}`);
      if (response.headersSent) response.end();
      else
        sendJson(response, status, { message: status === 500 ? 'Sandbox error' : (error as Error).message });
    });
  });
  const closeServer = await listenOnLoopback(server, options.port);
  // Port 0 (tests) lets the system choose: report the one it chose.
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    stop: async () => {
      await closeServer();
      for (const module of modules) await module.stop?.();
    },
  };
}
