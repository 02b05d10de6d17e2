/** GET /ops/audit/document-reads?date=YYYY-MM-DD — reviewers' reads of people's files on one day. */
import { documentReadLog } from '../adapters/document-read-log';
import { DocumentReadsQuerySchema } from '../contract/documents';
import { documentReadsOn } from '../domain/documents/document-reads';
import { userRoute } from '../http/api-handler';
import { parseQuery } from '../http/request-parameters';
import { json } from '../http/responses';

export const handler = userRoute('reviewer', async ({ event }) =>
  json(
    await documentReadsOn(parseQuery(event, DocumentReadsQuerySchema), {
      log: documentReadLog,
      now: () => new Date(),
    }),
  ),
);
