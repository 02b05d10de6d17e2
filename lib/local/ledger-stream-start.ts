/**
 * The local stream checker's start. Its sums follow the accounts table's stream, which brings only
 * what is written after it is enabled: a table kept from a run before the checker existed, or whose
 * ledger-check table is new, holds money the stream never brought, and each house account's sign
 * would be judged from its changes alone. So before the stack serves anything (no API, no scheduler
 * and no opening inventory writes yet: the book is quiet, which the start needs to be exact), a
 * checker with no recorded start reads the stream past everything written so far and starts its sums
 * from the book as it stands. A stack started on empty tables records a start from nothing.
 */
import { tableById } from '../../definitions/tables';
import { ledgerStreamReader } from './ledger-stream-reader';

export async function startLedgerStreamCheckOnce(options: {
  dynamodbUrl: string;
  region: string;
  log: (line: string) => void;
}): Promise<void> {
  // Loaded here, after the stack has set the handler environment the adapters read.
  const { ledgerStreamBookStart, startLedgerStreamFromBook } = await import(
    '../../lambdas/streams/check-ledger-stream'
  );
  if (await ledgerStreamBookStart()) return;
  const reader = ledgerStreamReader({
    endpoint: options.dynamodbUrl,
    region: options.region,
    table: tableById('accounts').id,
    checkTable: tableById('ledgerCheck').id,
    check: () => Promise.reject(new Error('the stream is skipped, not checked, before a start')),
  });
  try {
    await reader.skipToEnd();
  } finally {
    reader.close();
  }
  const { items, breaks } = await startLedgerStreamFromBook();
  if (items > 0) options.log(`ledger stream checker started from the book as it stands (${items} items)`);
  for (const found of breaks) options.log(`ledger break: ${found.kind}`);
}
