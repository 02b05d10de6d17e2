import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGuardedServer } from '../../../lib/local/request-guard';

const servers: { close(): void; closeAllConnections(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A guarded server on a free port whose handler does what the request's path says. */
async function guardedServer(log: string[]) {
  const server = createGuardedServer(
    'test',
    (line) => log.push(line),
    async (request, response) => {
      if (request.url === '/throw') throw new Error('thrown in the handler');
      if (request.url === '/reject') await Promise.reject(new Error('rejected in the handler'));
      if (request.url === '/bad-header') response.writeHead(200, { 'x-note': 'ключ' });
      response.writeHead(200).end('fine');
    },
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('guarded local servers', () => {
  it('answer a failing request with 500, log it, and keep serving the next one', async () => {
    const log: string[] = [];
    const url = await guardedServer(log);
    for (const path of ['/throw', '/reject', '/bad-header']) {
      const failed = await fetch(`${url}${path}`);
      expect(failed.status).toBe(500);
      expect(await failed.json()).toEqual({ message: 'Internal Server Error' });
      const next = await fetch(`${url}/`);
      expect(next.status).toBe(200);
    }
    expect(log.map((line) => line.split('\n')[0])).toEqual([
      'GET /throw failed: Error: thrown in the handler',
      'GET /reject failed: Error: rejected in the handler',
      expect.stringMatching(/^GET \/bad-header failed: TypeError: Invalid character in header content/),
    ]);
  });
});
