/** What a `npm run sandbox` subcommand is (see command-registry.ts for how to add one). */
export interface SandboxClient {
  url: string;
  /** JSON in and out; a 4xx or 5xx answer throws SandboxAnswerError with the sandbox's message. */
  request<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T>;
}

export interface SandboxCommand {
  words: string[];
  usage: string;
  run(args: string[], sandbox: SandboxClient): Promise<string>;
}

export class SandboxUsageError extends Error {}
export class SandboxAnswerError extends Error {}
