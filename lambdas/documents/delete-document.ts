/** POST /documents/delete — deletes one of the caller's files, or aborts their upload in progress. */
import { documentRoutes } from '../../contract/routes/documents';
import { now } from '../adapters/clock';
import { clearAvatarKey, loadDocumentOwner } from '../adapters/document-owner-repository';
import { s3DocumentStorage } from '../adapters/s3-document-storage';
import { uploadSessionRepository } from '../adapters/upload-session-repository';
import { deleteDocument } from '../domain/documents/delete-document';
import { apiHandler } from '../http/api-handler';
import { noContent } from '../http/responses';

export const handler = apiHandler(documentRoutes.deleteDocument, async ({ caller, body }) => {
  await deleteDocument(caller, body, {
    storage: s3DocumentStorage(),
    owner: loadDocumentOwner,
    clearAvatar: clearAvatarKey,
    sessions: uploadSessionRepository,
    now,
  });
  return noContent();
});
