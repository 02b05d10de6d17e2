/**
 * A local stack of its own for a test that kills it: the `restart` profile (its own ports, its own
 * data and lock under .local/restart) run as a child process (restart-stack-entry.ts), so the test can
 * SIGKILL it mid-work, with no stop and no exit handler, and start it again on the data it left.
 * Its logs, both runs, go to .local/restart-stack.log.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { profileDirectory, repositoryRoot } from '../../lib/local/local-paths';
import { runningStackPid } from '../../lib/local/stack-lock';
import type { StackContext } from './stack-context';

export const RESTART_PROFILE = 'restart';
export const RESTART_STACK_LOG = join(repositoryRoot, '.local', 'restart-stack.log');
/** The one line the child prints on stdout, followed by the stack's context as JSON, once it serves. */
export const READY_LINE = 'restart stack ready ';

const ENTRY = join(repositoryRoot, 'test', 'support', 'restart-stack-entry.ts');

export interface StackProcess {
  stack: StackContext;
  /** SIGKILL, as a power cut or the OOM killer would: nothing of the stack's own runs. */
  kill(): Promise<void>;
  /** SIGTERM: the stack stops its services and exits. */
  stop(): Promise<void>;
}

const log = (text: string) => appendFileSync(RESTART_STACK_LOG, text);

function untilExit(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Fresh data for a first start: refuses while a restart stack of this checkout is still running. */
export function clearRestartStackData(): void {
  const running = runningStackPid(RESTART_PROFILE);
  if (running) throw new Error(`A restart stack is still running (pid ${running}); stop it first.`);
  rmSync(profileDirectory(RESTART_PROFILE), { recursive: true, force: true });
  mkdirSync(dirname(RESTART_STACK_LOG), { recursive: true });
  writeFileSync(RESTART_STACK_LOG, '');
}

export function removeRestartStackData(): void {
  rmSync(profileDirectory(RESTART_PROFILE), { recursive: true, force: true });
}

/** Starts the restart stack on whatever data .local/restart holds and answers once it serves. */
export async function startStackProcess(): Promise<StackProcess> {
  log(`--- start ${new Date().toISOString()}\n`);
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = untilExit(child);
  child.stderr?.on('data', (chunk: Buffer) => log(chunk.toString()));
  const stack = await new Promise<StackContext>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.startsWith(READY_LINE)) resolve(JSON.parse(line.slice(READY_LINE.length)) as StackContext);
      else log(`${line}\n`);
    });
    child.once('exit', (code, signal) =>
      reject(
        new Error(
          `The restart stack exited before it was ready (${signal ?? code}): see ${RESTART_STACK_LOG}`,
        ),
      ),
    );
  });
  return {
    stack,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      // A hang guard, not a wait: a stack that does not stop within it is killed.
      const hung = setTimeout(() => child.kill('SIGKILL'), 60_000);
      await exited;
      clearTimeout(hung);
    },
  };
}
