/**
 * The ledger adapter in a test process, against the local stack's DynamoDB: the handlers' own
 * environment is applied first, so the adapter under test is the one the handlers use.
 */
import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { DynamoLedger } from '../../lambdas/adapters/ledger/dynamodb-ledger';
import { auditLedgerTable } from '../../lambdas/adapters/ledger/ledger-scan';
import { describeBreak } from '../../lambdas/domain/ledger/ledger-audit';
import { applyHandlerEnv } from '../../lib/local/stack';

export function ledgerUnderTest(): DynamoLedger {
  applyHandlerEnv(inject('stack').handlerEnv);
  return new DynamoLedger();
}

/** A customer the ledger has never seen (the ledger needs no profile to hold a balance). */
export const newCustomerId = () => randomUUID();

/** A fresh, realistic-looking bank reference, unique per call. */
export const newUtr = () => `UTR${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`;

/** Runs the invariant checker over the whole ledger and fails the test, naming each break. */
export async function expectSoundLedger(): Promise<void> {
  const report = await auditLedgerTable();
  expect(report.breaks.map(describeBreak)).toEqual([]);
  expect(report.entries).toBeGreaterThan(0);
}
