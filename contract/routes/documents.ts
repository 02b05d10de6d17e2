/** My documents: the caller's own files listed, copied and deleted; reviewers' reads of them, for audit. */
import {
  CopyDocumentRequestSchema,
  CopyDocumentResponseSchema,
  DeleteDocumentRequestSchema,
  DocumentListQuerySchema,
  DocumentListSchema,
  DocumentReadsQuerySchema,
  DocumentReadsSchema,
} from '../documents';
import { defineRoutes, noContent } from '../route-definition';
import { readsAccounts } from '../route-grants';

export const documentRoutes = defineRoutes({
  listDocuments: {
    method: 'GET',
    path: '/documents',
    access: 'user',
    request: { query: DocumentListQuerySchema },
    response: DocumentListSchema,
    handler: 'lambdas/documents/list-documents.ts',
    grants: { tables: { accounts: 'read' }, uploadsBucket: 'list' },
  },
  deleteDocument: {
    method: 'POST',
    path: '/documents/delete',
    access: 'user',
    request: { body: DeleteDocumentRequestSchema },
    response: noContent,
    handler: 'lambdas/documents/delete-document.ts',
    // Forgets the profile picture when its file is deleted.
    grants: { tables: { accounts: 'readWrite' }, uploadsBucket: 'delete' },
  },
  copyDocument: {
    method: 'POST',
    path: '/documents/copy',
    access: 'user',
    request: { body: CopyDocumentRequestSchema },
    response: CopyDocumentResponseSchema,
    handler: 'lambdas/documents/copy-document.ts',
    grants: { tables: { accounts: 'read' }, uploadsBucket: 'copy' },
  },
  listDocumentReads: {
    method: 'GET',
    path: '/ops/audit/document-reads',
    access: 'reviewer',
    request: { query: DocumentReadsQuerySchema },
    response: DocumentReadsSchema,
    handler: 'lambdas/documents/list-document-reads.ts',
    grants: readsAccounts,
  },
});
