/** GET /documents — the caller's own files (and uploads in progress), a page at a time. */
import { documentRoutes } from '../../contract/routes/documents';
import { loadDocumentOwner } from '../adapters/document-owner-repository';
import { s3DocumentStorage } from '../adapters/s3-document-storage';
import { listDocuments } from '../domain/documents/list-documents';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(documentRoutes.listDocuments, async ({ caller, query }) =>
  json(
    await listDocuments(caller, query, {
      storage: s3DocumentStorage(),
      owner: loadDocumentOwner,
    }),
  ),
);
