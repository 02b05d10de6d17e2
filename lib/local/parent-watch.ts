/**
 * Stops the stack when the `npm start` that launched it goes away. A SIGTERM sent to npm alone ends
 * npm and its shell but not tsx's node process, which would keep DynamoDB Local's java running.
 */
import { spawnSync } from 'node:child_process';

function parentOf(pid: number): { ppid: number; command: string } | undefined {
  const result = spawnSync('ps', ['-o', 'ppid=,args=', '-p', String(pid)], { encoding: 'utf8' });
  const match = /^(\d+)\s+(.*)$/.exec((result.stdout ?? '').trim());
  return match ? { ppid: Number(match[1]), command: match[2] ?? '' } : undefined;
}

/** The launcher chain (tsx, sh, npm) above this process, up to and including npm when there is one. */
function launcherChain(): number[] {
  const chain: number[] = [process.ppid];
  let pid = process.ppid;
  for (let depth = 0; depth < 4; depth++) {
    const info = parentOf(pid);
    if (!info) break;
    if (/\bnpm\b/.test(info.command)) return chain;
    if (!/\b(node|tsx|sh)\b/.test(info.command) || info.ppid <= 1) break;
    pid = info.ppid;
    chain.push(pid);
  }
  return [process.ppid];
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function whenLauncherExits(onExit: () => void): void {
  const chain = launcherChain();
  const timer = setInterval(() => {
    if (process.ppid === 1 || !chain.every(isAlive)) {
      clearInterval(timer);
      onExit();
    }
  }, 1000);
  timer.unref();
}
