/**
 * The SPA's build. Root is `web/`, output `web/dist` (what CDK uploads to the site bucket). The local
 * stack loads this file for `npm start` (dev server) and for browser tests (build + preview).
 *
 * Self-contained on purpose: Vite's coming native config loader does not resolve extensionless
 * relative imports, so the small /config.json plugin lives here rather than in its own module.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin, parseAst } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

function sendNotFound(response: ServerResponse, detail: string): void {
  // The API's error shape (contract/problem.ts), so the SPA reads every failure the same way.
  response.statusCode = 404;
  response.setHeader('content-type', 'application/problem+json');
  response.setHeader('cache-control', 'no-store');
  response.end(JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, detail }));
}

async function serveRuntimeConfig(
  request: IncomingMessage,
  response: ServerResponse,
  next: Connect.NextFunction,
): Promise<void> {
  const path = (request.url ?? '').split('?')[0];
  if (path !== '/config.json' || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
  const file = process.env.WALLET_RUNTIME_CONFIG;
  if (!file) return sendNotFound(response, 'No runtime config: WALLET_RUNTIME_CONFIG is not set.');
  const body = await readFile(file, 'utf8').catch(() => undefined);
  if (body === undefined) return sendNotFound(response, `No runtime config at ${file}.`);
  response.statusCode = 200;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * `/config.json` from the file named by WALLET_RUNTIME_CONFIG, in the dev server and in `vite
 * preview`, read on every request: the local stack rewrites it on each start, and a browser must
 * never keep an old copy (no-store), so one build runs against whichever stack wrote it.
 */
function runtimeConfigPlugin(): Plugin {
  const middleware: Connect.NextHandleFunction = (request, response, next) => {
    serveRuntimeConfig(request, response, next).catch(next);
  };
  return {
    name: 'wallet:runtime-config',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

/** Route definitions: one file per capability, shared by the cloud, the local twin and the SPA. */
const routeDefinitionFile = /[\\/]contract[\\/]routes[\\/][^\\/]+\.ts$/;

/** What a route definition holds for the server only: its handler module, its grants, its request schemas. */
const serverOnlyRouteParts = new Set(['handler', 'grants', 'request']);

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

const propertyName = (property: AstNode) => {
  const key = property.key as AstNode | undefined;
  return key?.type === 'Identifier' ? (key.name as string) : undefined;
};

/** An object literal that defines a route: it names a method and a path. */
const isRouteSpec = (node: AstNode) => {
  if (node.type !== 'ObjectExpression') return false;
  const names = new Set((node.properties as AstNode[]).map(propertyName));
  return names.has('method') && names.has('path');
};

/**
 * A route definition file as the browser build gets it: each route keeps its method, path, access and
 * response schema (all the typed client reads) and loses its handler module, grants and request
 * schemas. So the SPA's bundle names no Lambda file or IAM action, and carries no request schema it
 * never runs; the server side reads the same definitions whole.
 */
export function withoutServerRouteParts(code: string): string {
  const cuts: [number, number][] = [];
  const visit = (node: AstNode) => {
    if (isRouteSpec(node))
      for (const property of node.properties as AstNode[]) {
        const name = propertyName(property);
        if (name === undefined || !serverOnlyRouteParts.has(name)) continue;
        const comma = /^\s*,/.exec(code.slice(property.end));
        cuts.push([property.start, property.end + (comma?.[0].length ?? 0)]);
      }
    for (const value of Object.values(node))
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
  };
  visit(parseAst(code, { lang: 'ts' }) as unknown as AstNode);
  return cuts
    .sort(([a], [b]) => b - a)
    .reduce((text, [start, end]) => text.slice(0, start) + text.slice(end), code);
}

function browserRouteDefinitionsPlugin(): Plugin {
  return {
    name: 'wallet:browser-route-definitions',
    enforce: 'pre',
    transform: (code, id) => (routeDefinitionFile.test(id) ? withoutServerRouteParts(code) : null),
  };
}

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), runtimeConfigPlugin(), browserRouteDefinitionsPlugin()],
  resolve: {
    // Same alias as tsconfig.json: the API contract (zod/mini schemas) that web/ and lambdas/ share.
    alias: { '@contract': fileURLToPath(new URL('../contract', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Browsers that run ES modules natively, with top-level await and import.meta.
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change rarely: their own chunk stays cached across app releases.
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});
