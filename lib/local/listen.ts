/** Starts one of the local stand-ins' HTTP servers on loopback and gives back how to stop it. */
import type { Server } from 'node:http';

export async function listenOnLoopback(server: Server, port: number): Promise<() => Promise<void>> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return async () => {
    // Keep-alive connections from browsers would hold close() open until they time out.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
