/** Runs `npm run sandbox -- …` against a sandbox, as a tester would, and returns what it printed. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { findCommand } from '../../scripts/sandbox/command-registry';
import { sandboxClient } from '../../scripts/sandbox/sandbox-client';

/** The CLI in its own process: what `npm run sandbox` runs, argument parsing and exit included. */
export async function sandboxCli(sandboxUrl: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'scripts/sandbox.ts', ...args, '--sandbox-url', sandboxUrl],
    { encoding: 'utf8' },
  );
  return stdout;
}

/** A command's own code in this process, without the seconds a cold tsx start takes on a busy machine. */
export function sandboxCommand(sandboxUrl: string, ...words: string[]): Promise<string> {
  const found = findCommand(words);
  if (!found) throw new Error(`No sandbox command ${words.join(' ')}`);
  return found.command.run(found.args, sandboxClient(sandboxUrl));
}
