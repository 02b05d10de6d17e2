/**
 * `npm run ops -- audit reads [--date YYYY-MM-DD]`: every read of a person's documents by a reviewer
 * on one UTC day (today by default): application image links and download links, through the same
 * domain code as `GET /ops/audit/document-reads`.
 */

import { DocumentReadsQuerySchema } from '../../contract/documents';
import { documentReadLog } from '../../lambdas/adapters/document-read-log';
import { documentReadsOn } from '../../lambdas/domain/documents/document-reads';
import { fieldErrorsOf } from '../../lambdas/http/request-body';
import { OpsUsageError } from './ops-environment';

export interface AuditCommandInput {
  command: string;
  date?: string;
}

async function reads(input: AuditCommandInput): Promise<string> {
  const query = DocumentReadsQuerySchema.safeParse(input.date ? { date: input.date } : {});
  if (!query.success) throw new OpsUsageError(Object.values(fieldErrorsOf(query.error.issues)).join(' '));
  const { date, reads } = await documentReadsOn(query.data, { log: documentReadLog, now: () => new Date() });
  if (reads.length === 0) return `No reviewer read anyone's documents on ${date}.`;
  return reads
    .map((read) => `${read.readAt}  ${read.reviewer}  ${read.via.padEnd(12)}  ${read.userId}  ${read.key}`)
    .join('\n');
}

export const auditCommands: Record<string, (input: AuditCommandInput) => Promise<string>> = { reads };
