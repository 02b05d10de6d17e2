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
import { type Connect, defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), runtimeConfigPlugin()],
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
