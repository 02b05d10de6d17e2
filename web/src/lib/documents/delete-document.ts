/** `POST /documents/delete`: deletes one of the person's files, or aborts an upload still in progress. */
import { apiPath } from '@contract/api-paths';
import type { Document } from '@contract/documents';
import * as z from 'zod/mini';
import { apiRequest } from '../api-client';

export async function deleteDocument(document: Pick<Document, 'key' | 'uploadId'>): Promise<void> {
  await apiRequest({
    method: 'POST',
    path: apiPath('deleteDocument'),
    body: { key: document.key, ...(document.uploadId ? { uploadId: document.uploadId } : {}) },
    // 204 or a small JSON answer: nothing in it is needed.
    schema: z.unknown(),
  });
}
