/**
 * Checks every fixed port before anything starts, so a busy port fails fast with a message naming the
 * port, the service that needs it and, where the system can tell, the program holding it.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import type { LocalPorts } from './ports';

const purposes: Record<keyof LocalPorts, string> = {
  app: 'the SPA (Vite)',
  api: 'the local HTTP API',
  mailbox: 'the mailbox',
  cognito: 'the local Cognito',
  s3: 'the local S3',
  dynamodb: 'DynamoDB Local',
  dynamodbFaults: 'the DynamoDB fault front',
  sandbox: 'the providers’ sandbox (payments)',
};

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    // No host: binds every interface, so it also collides with DynamoDB Local (which binds them all).
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

function holderOf(port: number): string | undefined {
  try {
    const line = execFileSync('ss', ['-Hltnp', `sport = :${port}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const match = /users:\(\("([^"]+)",pid=(\d+)/.exec(line);
    return match ? `${match[1]} (pid ${match[2]})` : undefined;
  } catch {
    return undefined;
  }
}

export class BusyPortError extends Error {}

export async function assertPortsFree(ports: LocalPorts, otherStackPid?: number): Promise<void> {
  const entries = Object.entries(ports) as [keyof LocalPorts, number][];
  const busy = (
    await Promise.all(entries.map(async ([name, port]) => ((await isFree(port)) ? undefined : name)))
  ).filter((name): name is keyof LocalPorts => name !== undefined);
  if (busy.length === 0) return;
  const lines = busy.map((name) => {
    const holder = otherStackPid ? `another local stack (pid ${otherStackPid})` : holderOf(ports[name]);
    return `  port ${ports[name]} (${purposes[name]}) is in use${holder ? ` by ${holder}` : ''}`;
  });
  throw new BusyPortError(
    `Cannot start the local stack, ports are busy:\n${lines.join('\n')}\nStop whatever holds them (or the other \`npm start\`) and try again.`,
  );
}
