/**
 * A pid file marks a running local stack, so `npm run reset` refuses to wipe data under a live
 * DynamoDB Local and `npm run invoke` knows whether the dev stack is up.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { stackFiles } from './local-paths';
import type { LocalProfile } from './ports';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Pid of the local stack running for this profile, if any. */
export function runningStackPid(profile: LocalProfile): number | undefined {
  try {
    const pid = Number(readFileSync(stackFiles(profile).pid, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function claimStackLock(profile: LocalProfile): () => void {
  const file = stackFiles(profile).pid;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${process.pid}\n`);
  return () => rmSync(file, { force: true });
}
