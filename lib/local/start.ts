/**
 * `npm start`: the whole product on this machine with no AWS account. Prefixed logs, one block with
 * the URLs when ready, and a clean stop on Ctrl-C (DynamoDB Local's java process included).
 */
import { existsSync } from 'node:fs';
import { MissingJavaError } from './dynamodb-local';
import { localClock, offsetText } from './local-clock';
import { stackFiles } from './local-paths';
import { whenLauncherExits } from './parent-watch';
import { BusyPortError } from './port-check';
import { VITE_CONFIG_FILE } from './spa';
import { type LocalStack, startLocalStack } from './stack';

const startedAt = Date.now();
const colours: Record<string, number> = {
  dynamodb: 34,
  s3: 32,
  cognito: 35,
  mailbox: 36,
  api: 33,
  web: 96,
  stack: 37,
  sandbox: 93,
};
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;

function log(source: string, line: string) {
  const label = source.padEnd(8);
  const prefix = useColour ? `\x1b[${colours[source] ?? 37}m${label}\x1b[0m│` : `${label}│`;
  console.log(`${prefix} ${line}`);
}

let stack: LocalStack | undefined;
let stopping = false;

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log('stack', `${signal}: stopping…`);
  await stack?.stop();
  log('stack', 'stopped');
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => void shutdown(signal));
whenLauncherExits(() => void shutdown('npm exited'));

/** The local clock kept with the data: a person who moved it last time is told it is still moved. */
function clockLine(): string {
  const offsetMs = localClock(stackFiles('dev').clock).offsetMs();
  return offsetMs === 0
    ? 'the system’s time (`npm run sandbox -- clock advance 25h` lets a day pass)'
    : `${offsetText(offsetMs)} ahead of the system’s time (\`npm run sandbox -- clock reset\` puts it back)`;
}

try {
  const hasSpa = existsSync(VITE_CONFIG_FILE);
  if (!hasSpa) log('web', `no ${VITE_CONFIG_FILE} yet: starting without the SPA`);
  stack = await startLocalStack({ profile: 'dev', spa: hasSpa ? 'dev-server' : 'none', persist: true, log });
  if (stopping) await stack.stop();
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const lines = [
    '',
    '  Wallet local stack (profile dev, data in .local/dev — `npm run reset` wipes it)',
    '',
    `  App       ${stack.urls.app}`,
    `  Mailbox   ${stack.urls.mailbox}   (sign-up and reset codes, customers’ emails)`,
    `  API       ${stack.urls.api}`,
    `  Sandbox   ${stack.urls.sandbox}   (payments, bank transfers, price feed, TRON chain, clock — \`npm run sandbox -- help\`)`,
    `  Cognito   ${stack.urls.cognito}   pool ${stack.userPool.id}, client ${stack.userPool.clientId}`,
    `  Reviewer  ${stack.reviewer.email} / ${stack.reviewer.password}   (KYC review at ${stack.urls.app}/ops/kyc)`,
    `  TRON      hot wallet ${stack.hotWalletAddress}   (funded on the sandbox chain: \`npm run sandbox -- tron show\`)`,
    `  S3        ${stack.urls.s3}   DynamoDB ${stack.urls.dynamodb} (handlers via ${stack.urls.dynamodbFaults}, which injects faults on PUT /__faults)`,
    `  Clock     ${clockLine()}`,
    '',
    `  Ready in ${seconds} s. Press Ctrl-C to stop.`,
    '',
  ];
  console.log(lines.join('\n'));
} catch (error) {
  if (error instanceof BusyPortError || error instanceof MissingJavaError)
    console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
}
