/**
 * Reviewers' reads of other people's files: each one recorded (who, whose, which key, when) before
 * the link is given, and listed for ops by day together with the application reads the KYC review
 * records (the same `AUDIT#<date>` index partition).
 */
import type { DocumentReads } from '../../../contract/documents';
import type { Reviewer } from '../kyc/reviewer';

export interface DocumentReadRecord {
  /** Whose file. */
  userId: string;
  key: string;
  reviewer: Reviewer;
  readAt: string;
}

export interface DocumentReadLog {
  recordDocumentRead(read: DocumentReadRecord): Promise<void>;
  /** Every read on one UTC day, oldest first. */
  readsOn(date: string): Promise<DocumentReads['reads']>;
}

export async function documentReadsOn(
  query: { date?: string },
  deps: { log: Pick<DocumentReadLog, 'readsOn'>; now(): Date },
): Promise<DocumentReads> {
  const date = query.date ?? deps.now().toISOString().slice(0, 10);
  return { date, reads: await deps.log.readsOn(date) };
}
