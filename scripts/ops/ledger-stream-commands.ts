/**
 * `npm run ops -- ledger stream-status`: what the ledger checker on the accounts table's stream has
 * found (every break, in plain words) and how far behind the ledger it is. Locally it reads DynamoDB
 * Local's stream after the poller's cursor; in the cloud Lambda reads the stream, and how far behind
 * it is shows as the function's IteratorAge metric (alarmed past five minutes). Any break makes the
 * command fail.
 *
 * `npm run ops -- ledger stream-start --book-is-quiet`: the stream checker's sums started from the book
 * as it stands, for a cloud checker that began on a table holding money or lost more of the stream than
 * it keeps (24 hours). Exact only while nothing writes the book: docs/ledger-checks.md, "Starting the stream checker
 * from the book", says how to quiet it. The local stack does this itself when it starts.
 */
import { tableById } from '../../definitions/tables';
import {
  ledgerStreamBookStart,
  ledgerStreamBreaks,
  startLedgerStreamFromBook,
} from '../../lambdas/streams/check-ledger-stream';
import { ledgerStreamReader } from '../../lib/local/ledger-stream-reader';
import { OpsCheckFailedError, OpsUsageError } from './ops-environment';

const isLocal = () => Boolean(process.env.AWS_ENDPOINT_URL_DYNAMODB);

async function behindText(): Promise<string> {
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  if (!endpoint || !isLocal())
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

async function startText(): Promise<string> {
  const start = await ledgerStreamBookStart();
  // A start from an empty book is a start from the table's first write.
  return start && start.items > 0
    ? `Its sums started from the book as it stood at ${start.at} (${start.items} ledger items), then followed the stream.`
    : "Its sums have followed the stream since the table's first write.";
}

async function streamStatus(): Promise<string> {
  const [started, behind, breaks] = await Promise.all([startText(), behindText(), ledgerStreamBreaks()]);
  if (breaks.length > 0)
    throw new OpsCheckFailedError(
      `${started}\n${behind}\n${breaks.length} break(s) found on the stream:\n${breaks
        .map((found) => `  ${found.description} (found ${found.foundAt})`)
        .join('\n')}`,
    );
  return `${started}\n${behind}\nNo breaks found on the stream.`;
}

async function streamStart({ bookIsQuiet }: { bookIsQuiet?: boolean }): Promise<string> {
  if (isLocal())
    throw new OpsUsageError(
      'The local stack starts its stream checker from the book itself, as it starts, whenever the checker has no start of its own (a table kept from before the checker, a new ledger-check table).',
    );
  if (!bookIsQuiet)
    throw new OpsUsageError(
      'ledger stream-start reads the whole book and replaces the stream checker\'s sums: a change written meanwhile would count twice or not at all. Quiet the book first (docs/ledger-checks.md, "Starting the stream checker from the book"), then run it with --book-is-quiet.',
    );
  const { items, breaks } = await startLedgerStreamFromBook();
  const started = `The stream checker's sums start from the book as it stands: ${items} ledger items read.`;
  if (breaks.length > 0)
    throw new OpsCheckFailedError(
      `${started}\nThe book already shows ${breaks.length} break(s); run \`npm run ops -- ledger verify\` to see them all.`,
    );
  return `${started}\nNo account shows a break. The writers can resume.`;
}

export const ledgerStreamCommands = { 'stream-status': streamStatus, 'stream-start': streamStart };
