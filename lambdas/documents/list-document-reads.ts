/** GET /ops/audit/document-reads?date=YYYY-MM-DD — reviewers' reads of people's files on one day. */
import { documentRoutes } from '../../contract/routes/documents';
import { now } from '../adapters/clock';
import { documentReadLog } from '../adapters/document-read-log';
import { documentReadsOn } from '../domain/documents/document-reads';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(documentRoutes.listDocumentReads, async ({ query }) =>
  json(
    await documentReadsOn(query, {
      log: documentReadLog,
      now,
    }),
  ),
);
