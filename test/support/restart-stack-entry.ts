/**
 * The restart profile's local stack as a process of its own (see restart-stack.ts): data kept under
 * .local/restart, no SPA. Once it serves it prints the ready line with what the helpers need; SIGTERM
 * stops it cleanly; it also stops when the test process that started it goes away, so a test run that
 * dies leaves no stack behind.
 */
import { appendFileSync } from 'node:fs';
import { whenLauncherExits } from '../../lib/local/parent-watch';
import { type LocalStack, startLocalStack } from '../../lib/local/stack';
import { providedStack } from './provided-stack';
import { READY_LINE, RESTART_PROFILE, RESTART_STACK_LOG } from './restart-stack';

let stack: LocalStack | undefined;
let stopping = false;

async function stop() {
  if (stopping) return;
  stopping = true;
  await stack?.stop();
  process.exit(0);
}

process.on('SIGTERM', () => void stop());
whenLauncherExits(() => void stop());

stack = await startLocalStack({
  profile: RESTART_PROFILE,
  spa: 'none',
  persist: true,
  log: (source, line) => appendFileSync(RESTART_STACK_LOG, `[${source}] ${line}\n`),
});
if (stopping) await stack.stop();
else process.stdout.write(`${READY_LINE}${JSON.stringify(providedStack(stack))}\n`);
