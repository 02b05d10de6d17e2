/** GET /documents — the caller's own files (and uploads in progress), a page at a time. */
import { loadDocumentOwner } from '../adapters/document-owner-repository';
import { s3DocumentStorage } from '../adapters/s3-document-storage';
import { DocumentListQuerySchema } from '../contract/documents';
import { listDocuments } from '../domain/documents/list-documents';
import { userRoute } from '../http/api-handler';
import { parseQuery } from '../http/request-parameters';
import { json } from '../http/responses';

export const handler = userRoute('user', async ({ caller, event }) =>
  json(
    await listDocuments(caller, parseQuery(event, DocumentListQuerySchema), {
      storage: s3DocumentStorage(),
      owner: loadDocumentOwner,
    }),
  ),
);
