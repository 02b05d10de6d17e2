/**
 * `npm run sandbox -- <command> …`: act on the running local sandbox (the one `npm start` runs, or the
 * test stack's with `--local test`, or any with `--sandbox-url <url>`). The commands are registered in
 * scripts/sandbox/command-registry.ts; `npm run sandbox -- help` lists them.
 */
import { isLocalProfile, LOCAL_PROFILES, localPorts } from '../lib/local/ports';
import {
  findCommand,
  SandboxAnswerError,
  SandboxUsageError,
  sandboxCommands,
} from './sandbox/command-registry';
import { sandboxClient } from './sandbox/sandbox-client';

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

async function main(argv: string[]): Promise<string> {
  const { url, rest } = sandboxUrlFrom(argv);
  if (rest.length === 0 || rest[0] === 'help' || rest.includes('--help') || rest.includes('-h'))
    return usage();
  const found = findCommand(rest);
  if (!found) throw new SandboxUsageError(`Unknown command: ${rest.join(' ')}`);
  return found.command.run(found.args, sandboxClient(url));
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
