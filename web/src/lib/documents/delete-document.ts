/** `POST /documents/delete`: deletes one of the person's files, or aborts an upload still in progress. */
import type { Document } from '@contract/documents';
import { documentRoutes } from '@contract/routes/documents';
import { callRoute } from '../api-client';

export async function deleteDocument(document: Pick<Document, 'key' | 'uploadId'>): Promise<void> {
  await callRoute(documentRoutes.deleteDocument, {
    body: { key: document.key, ...(document.uploadId ? { uploadId: document.uploadId } : {}) },
  });
}
