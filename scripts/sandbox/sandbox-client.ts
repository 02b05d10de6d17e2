/**
 * The commands' way to the running sandbox: JSON to its control API, a 4xx/5xx answer thrown as
 * SandboxAnswerError with the sandbox's message, and a plain sentence when nothing answers.
 */
import { SandboxAnswerError, type SandboxClient } from './sandbox-command';

export function sandboxClient(url: string): SandboxClient {
  return {
    url,
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      let response: Response;
      try {
        response = await fetch(`${url}${path}`, {
          method,
          ...(body === undefined
            ? {}
            : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        });
      } catch {
        throw new SandboxAnswerError(`No sandbox answers at ${url}. Is \`npm start\` running?`);
      }
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = { message: text };
      }
      if (!response.ok)
        throw new SandboxAnswerError(
          `The sandbox refused (${response.status}): ${(json as { message?: string }).message ?? text}`,
        );
      return json as T;
    },
  };
}
