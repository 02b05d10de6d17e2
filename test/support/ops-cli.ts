/** Runs `npm run ops -- …` against a local stack as an operator would, and keeps what it printed. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LocalProfile } from '../../lib/local/ports';
import { type DepositCommandInput, depositCommands } from '../../scripts/ops/deposit-commands';

/** `npm run ops -- deposits <command> …` without the process: the command's own code, in this one. */
export function deposits(input: DepositCommandInput): Promise<string> {
  const command = depositCommands[input.command];
  if (!command) throw new Error(`No deposits ${input.command}`);
  return command(input);
}

export const opsOn = (profile: LocalProfile, ...args: string[]) => runOps(profile, process.env, args);

/** `npm run ops -- … --local test` as run by someone whose WALLET_TEST_PORT_OFFSET is `offset`. */
export const opsAtPortOffset = (offset: number, ...args: string[]) =>
  runOps('test', { ...process.env, WALLET_TEST_PORT_OFFSET: String(offset) }, args);

async function runOps(
  profile: LocalProfile,
  env: NodeJS.ProcessEnv,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/ops.ts', ...args, '--local', profile],
      // A hang detector, not a speed check: a cold `tsx` start of the CLI has taken over 30 s on a busy machine.
      { timeout: 150_000, env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** `npm run ops -- …` against the shared test stack. */
export const ops = (...args: string[]) => opsOn('test', ...args);
