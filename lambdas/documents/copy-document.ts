/** POST /documents/copy — a server-side copy between two of the caller's own keys. */
import { documentRoutes } from '../../contract/routes/documents';
import { loadDocumentOwner } from '../adapters/document-owner-repository';
import { s3DocumentStorage } from '../adapters/s3-document-storage';
import { copyDocument } from '../domain/documents/copy-document';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(documentRoutes.copyDocument, async ({ caller, body }) =>
  json(
    await copyDocument(caller, body, {
      storage: s3DocumentStorage(),
      owner: loadDocumentOwner,
    }),
  ),
);
