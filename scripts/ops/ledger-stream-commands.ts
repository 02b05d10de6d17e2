/**
 * `npm run ops -- ledger stream-status`: what the ledger checker on the accounts table's stream has
 * found (every break, in plain words) and how far behind the ledger it is. Locally it reads DynamoDB
 * Local's stream after the poller's cursor; in the cloud Lambda reads the stream, and how far behind
 * it is shows as the function's IteratorAge metric (alarmed past five minutes). Any break makes the
 * command fail.
 */
import { tableById } from '../../definitions/tables';
import { ledgerStreamBreaks } from '../../lambdas/streams/check-ledger-stream';
import { ledgerStreamReader } from '../../lib/local/ledger-stream-reader';
import { OpsCheckFailedError } from './ops-environment';

async function behindText(): Promise<string> {
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  if (!endpoint)
    return "How far behind: Lambda reads the stream in the cloud; see the stream checker function's IteratorAge metric.";
  const reader = ledgerStreamReader({
    endpoint,
    region: process.env.AWS_REGION ?? 'ap-south-1',
    table: String(process.env[tableById('accounts').envVar]),
    checkTable: String(process.env[tableById('ledgerCheck').envVar]),
    check: () => Promise.reject(new Error('stream-status only reads')),
  });
  try {
    const { behind, oldestUnreadAt } = await reader.position();
    if (behind === 0) return 'Caught up: every change written to the ledger has been checked.';
    const seconds = oldestUnreadAt
      ? Math.max(0, Math.round((Date.now() - oldestUnreadAt.getTime()) / 1000))
      : 0;
    return `${behind} change(s) not yet checked, the oldest written ${seconds} s ago.`;
  } finally {
    reader.close();
  }
}

async function streamStatus(): Promise<string> {
  const [behind, breaks] = await Promise.all([behindText(), ledgerStreamBreaks()]);
  if (breaks.length > 0)
    throw new OpsCheckFailedError(
      `${behind}\n${breaks.length} break(s) found on the stream:\n${breaks
        .map((found) => `  ${found.description} (found ${found.foundAt})`)
        .join('\n')}`,
    );
  return `${behind}\nNo breaks found on the stream.`;
}

export const ledgerStreamCommands = { 'stream-status': streamStatus };
