/**
 * The local stack runs every stand-in in one process, so one request that throws would end them all
 * (API, Cognito, S3, mailbox, DynamoDB's parent). Every server's request handler runs inside this
 * guard: a failure is logged and answered with a 500 for that request only, and the server keeps
 * serving. Errors that escape a request's own promise chain (a stream's `error` event, a rejection
 * nobody awaited) are caught at the process level and, when they began inside a request, logged
 * instead of ending the process.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';

type Log = (line: string) => void;

interface RequestInFlight {
  server: string;
  method: string;
  url: string;
  log: Log;
}

const requestInFlight = new AsyncLocalStorage<RequestInFlight>();

const describeError = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

/** Answers 500 when nothing was sent yet; otherwise the half-sent answer can only be cut off. */
function failRequest(response: ServerResponse, request: RequestInFlight, error: unknown) {
  request.log(`${request.method} ${request.url} failed: ${describeError(error)}`);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  try {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Internal Server Error' }));
  } catch {
    response.destroy();
  }
}

/** Wraps one request listener: a throw or a rejected promise becomes a logged 500 for that request. */
export function guardedListener(server: string, log: Log, listener: RequestListener): RequestListener {
  return (incoming: IncomingMessage, response: ServerResponse) => {
    const request: RequestInFlight = {
      server,
      method: incoming.method ?? '?',
      url: incoming.url ?? '/',
      log,
    };
    requestInFlight.run(request, () => {
      try {
        const outcome: unknown = listener(incoming, response);
        if (outcome instanceof Promise)
          outcome.catch((error: unknown) => failRequest(response, request, error));
      } catch (error) {
        failRequest(response, request, error);
      }
    });
  };
}

/** A server whose handler is guarded (for the stand-ins this project writes itself). */
export function createGuardedServer(server: string, log: Log, listener: RequestListener): Server {
  return createServer(guardedListener(server, log, listener));
}

/** Guards the request listeners a library already attached to its server (s3rver, cognito-local, Vite). */
export function guardServer(server: Server, name: string, log: Log): Server {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  for (const listener of listeners) server.on('request', guardedListener(name, log, listener));
  return server;
}

/**
 * Keeps the process serving when an error escapes a request (an `error` event nobody listened to, a
 * promise nobody awaited): it is logged against the request it came from. An error that did not come
 * from a request is a fault of the stack itself: it still ends the process, as Node would, unless
 * someone else (a test runner) listens for it too. Returns the function that removes the handlers.
 */
export function keepServingAfterRequestFailures(log: Log): () => void {
  const handlerFor = (event: 'uncaughtException' | 'unhandledRejection') => {
    const escaped = (error: unknown) => {
      const request = requestInFlight.getStore();
      if (request) {
        request.log(`${request.method} ${request.url} failed after its handler: ${describeError(error)}`);
        return;
      }
      if (process.listenerCount(event) > 1) return;
      log(`unexpected error outside any request: ${describeError(error)}`);
      process.exit(1);
    };
    process.on(event, escaped);
    return () => process.off(event, escaped);
  };
  const removers = [handlerFor('uncaughtException'), handlerFor('unhandledRejection')];
  return () => {
    for (const remove of removers) remove();
  };
}
