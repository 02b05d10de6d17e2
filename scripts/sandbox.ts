/**
 * `npm run sandbox -- <command> …`: act on the running local sandbox (the one `npm start` runs, or the
 * test stack's with `--local test`, or any with `--sandbox-url <url>`). The commands are registered in
 * scripts/sandbox/command-registry.ts; `npm run sandbox -- help` lists them.
 */
import { isLocalProfile, LOCAL_PROFILES, localPorts } from '../lib/local/ports';
import {
  findCommand,
  SandboxAnswerError,
  type SandboxClient,
  SandboxUsageError,
  sandboxCommands,
} from './sandbox/command-registry';

const usage = () =>
  [
    'Usage: npm run sandbox -- <command> [options] [--local dev|test] [--sandbox-url <url>]',
    '',
    ...sandboxCommands.map((command) => `  ${command.usage}`),
  ].join('\n');

/** Takes the options every command shares out of the arguments. */
function sandboxUrlFrom(argv: string[]): { url: string; rest: string[] } {
  const rest: string[] = [];
  let local = 'dev';
  let url = process.env.SANDBOX_URL;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] as string;
    if (argument === '--local' || argument === '--sandbox-url') {
      const value = argv[++index];
      if (!value) throw new SandboxUsageError(`${argument} needs a value`);
      if (argument === '--local') local = value;
      else url = value;
    } else rest.push(argument);
  }
  if (!isLocalProfile(local)) throw new SandboxUsageError(`--local is ${LOCAL_PROFILES.join(', ')}`);
  return { url: (url ?? `http://localhost:${localPorts[local].sandbox}`).replace(/\/+$/, ''), rest };
}

function client(url: string): SandboxClient {
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

async function main(argv: string[]): Promise<string> {
  const { url, rest } = sandboxUrlFrom(argv);
  if (rest.length === 0 || rest[0] === 'help' || rest.includes('--help') || rest.includes('-h'))
    return usage();
  const found = findCommand(rest);
  if (!found) throw new SandboxUsageError(`Unknown command: ${rest.join(' ')}`);
  return found.command.run(found.args, client(url));
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (error) {
  if (error instanceof SandboxUsageError) {
    console.error(`${error.message}\n\n${usage()}`);
    process.exitCode = 2;
  } else if (error instanceof SandboxAnswerError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}
