import type { IncomingMessage } from 'node:http';

/**
 * The whole body of a request to a local stand-in. With a limit, a larger body is refused with the
 * stand-in's own error as soon as it passes the limit; the rest is read and dropped rather than kept, so
 * one client cannot fill the shared process's memory and still gets the refusal as an answer (a socket
 * closed mid-upload reaches the client as a network error, not as the 413 the service sends).
 */
export function readBody(
  request: IncomingMessage,
  limit?: { maxBytes: number; tooLarge: () => Error },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (limit && size > limit.maxBytes) {
        refused = true;
        chunks = [];
        reject(limit.tooLarge());
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
