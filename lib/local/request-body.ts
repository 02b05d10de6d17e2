import type { IncomingMessage } from 'node:http';

/**
 * The whole body of a request to a local stand-in. With a limit, a larger body is refused with the
 * stand-in's own error and the request is cut off, so one client cannot fill the shared process's memory.
 */
export function readBody(
  request: IncomingMessage,
  limit?: { maxBytes: number; tooLarge: () => Error },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (limit && size > limit.maxBytes) {
        reject(limit.tooLarge());
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
