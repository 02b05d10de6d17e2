/** POST /documents/delete — deletes one of the caller's files, or aborts their upload in progress. */
import { clearAvatarKey, loadDocumentOwner } from '../adapters/document-owner-repository';
import { s3DocumentStorage } from '../adapters/s3-document-storage';
import { DeleteDocumentRequestSchema } from '../contract/documents';
import { deleteDocument } from '../domain/documents/delete-document';
import { userRoute } from '../http/api-handler';
import { parseBody } from '../http/request-body';
import { noContent } from '../http/responses';

export const handler = userRoute('user', async ({ caller, event }) => {
  await deleteDocument(caller, parseBody(event, DeleteDocumentRequestSchema), {
    storage: s3DocumentStorage(),
    owner: loadDocumentOwner,
    clearAvatar: clearAvatarKey,
  });
  return noContent();
});
