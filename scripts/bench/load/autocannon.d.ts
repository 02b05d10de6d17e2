/** The part of autocannon 9's programmatic API the load bench drives (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface AutocannonRequestStep<Context> {
    /** A falsy answer starts the connection's sequence over from the first step. */
    setupRequest?: (request: AutocannonRequest, context: Context) => AutocannonRequest | undefined;
    onResponse?: (status: number, body: string, context: Context) => void;
  }

  export interface AutocannonClient extends EventEmitter {
    on(event: 'response', listener: (status: number, bytes: number, latencyMs: number) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export interface AutocannonOptions<Context> {
    url: string;
    connections: number;
    /** Seconds; ignored when `amount` is given. */
    duration?: number;
    /** Requests in all, spread over the connections. */
    amount?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    initialContext?: Context;
    requests: AutocannonRequestStep<Context>[];
    setupClient?: (client: AutocannonClient) => void;
  }

  export interface AutocannonResult {
    errors: number;
    timeouts: number;
  }

  export default function autocannon<Context>(options: AutocannonOptions<Context>): Promise<AutocannonResult>;
}
