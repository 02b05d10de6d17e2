/**
 * The SPA served by Vite in this process: the dev server (hot reload) for `npm start`, or one
 * production build served by `vite preview` for browser tests. Both read `/config.json` from the
 * file named by WALLET_RUNTIME_CONFIG, which web/vite.config.ts serves.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Logger } from 'vite';
import { repositoryRoot } from './local-paths';
import { guardServer } from './request-guard';

export const VITE_CONFIG_FILE = join(repositoryRoot, 'web/vite.config.ts');

function viteLogger(log: (line: string) => void): Logger {
  // Vite prints its own URL banner; the stack prints one block with every URL instead.
  const forward = (message: string) => {
    for (const line of message.split('\n')) if (line.trim() && !/➜|press h/.test(line)) log(line.trimEnd());
  };
  const warned = new Set<string>();
  return {
    hasWarned: false,
    info: forward,
    warn: (message) => forward(`warning: ${message}`),
    warnOnce: (message) => {
      if (!warned.has(message)) forward(`warning: ${message}`);
      warned.add(message);
    },
    error: (message) => forward(`error: ${message}`),
    clearScreen: () => {},
    hasErrorLogged: () => false,
  };
}

export async function startSpa(options: {
  mode: 'dev-server' | 'preview';
  port: number;
  configFile?: string;
  log: (line: string) => void;
}): Promise<{ url: string; stop(): Promise<void> }> {
  const configFile = options.configFile ?? VITE_CONFIG_FILE;
  if (!existsSync(configFile))
    throw new Error(`No Vite config at ${configFile}; start with spa 'none' until web/ exists`);
  const vite = await import('vite');
  const customLogger = viteLogger(options.log);
  const url = `http://localhost:${options.port}`;
  if (options.mode === 'dev-server') {
    const server = await vite.createServer({
      configFile,
      customLogger,
      clearScreen: false,
      server: { port: options.port, strictPort: true },
    });
    await server.listen();
    if (server.httpServer) guardServer(server.httpServer as Server, 'web', options.log);
    return { url, stop: () => server.close() };
  }
  await vite.build({ configFile, customLogger, logLevel: 'warn', clearScreen: false });
  const server = await vite.preview({
    configFile,
    customLogger,
    clearScreen: false,
    preview: { port: options.port, strictPort: true },
  });
  guardServer(server.httpServer as Server, 'web', options.log);
  return { url, stop: () => server.close() };
}
