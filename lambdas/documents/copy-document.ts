/** POST /documents/copy — a server-side copy between two of the caller's own keys. */
import { loadDocumentOwner } from '../adapters/document-owner-repository';
import { s3DocumentStorage } from '../adapters/s3-document-storage';
import { CopyDocumentRequestSchema } from '../contract/documents';
import { copyDocument } from '../domain/documents/copy-document';
import { userRoute } from '../http/api-handler';
import { parseBody } from '../http/request-body';
import { json } from '../http/responses';

export const handler = userRoute('user', async ({ caller, event }) =>
  json(
    await copyDocument(caller, parseBody(event, CopyDocumentRequestSchema), {
      storage: s3DocumentStorage(),
      owner: loadDocumentOwner,
    }),
  ),
);
