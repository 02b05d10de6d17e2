/**
 * Uploads: the browser sends files straight to S3 with URLs these routes presign, so no file passes
 * through a Lambda (6 MB payload limit). Each route looks up the upload's session, so parts are signed,
 * listed and completed for its owner and key only.
 */
import { defineRoutes, noContent } from '../route-definition';
import {
  AbortUploadRequestSchema,
  CompleteUploadRequestSchema,
  CompleteUploadResponseSchema,
  DownloadUrlRequestSchema,
  DownloadUrlResponseSchema,
  ListPartsRequestSchema,
  ListPartsResponseSchema,
  SignPartsRequestSchema,
  SignPartsResponseSchema,
  StartUploadRequestSchema,
  StartUploadResponseSchema,
} from '../uploads';

export const uploadRoutes = defineRoutes({
  startUpload: {
    method: 'POST',
    path: '/uploads',
    access: 'user',
    request: { body: StartUploadRequestSchema },
    response: StartUploadResponseSchema,
    handler: 'lambdas/uploads/start-upload.ts',
    // Records the upload's session (owner, key, upload id) before the id is handed out.
    grants: { tables: { accounts: 'readWrite' }, uploadsBucket: 'readWrite' },
  },
  signUploadParts: {
    method: 'POST',
    path: '/uploads/parts',
    access: 'user',
    request: { body: SignPartsRequestSchema },
    response: SignPartsResponseSchema,
    handler: 'lambdas/uploads/sign-upload-parts.ts',
    grants: { tables: { accounts: 'read' }, uploadsBucket: 'readWrite' },
  },
  listUploadParts: {
    method: 'POST',
    path: '/uploads/list-parts',
    access: 'user',
    request: { body: ListPartsRequestSchema },
    response: ListPartsResponseSchema,
    handler: 'lambdas/uploads/list-upload-parts.ts',
    grants: { tables: { accounts: 'read' }, uploadsBucket: 'readWrite' },
  },
  completeUpload: {
    method: 'POST',
    path: '/uploads/complete',
    access: 'user',
    request: { body: CompleteUploadRequestSchema },
    response: CompleteUploadResponseSchema,
    handler: 'lambdas/uploads/complete-upload.ts',
    // Ends the upload's session.
    grants: { tables: { accounts: 'readWrite' }, uploadsBucket: 'readWrite' },
  },
  abortUpload: {
    method: 'POST',
    path: '/uploads/abort',
    access: 'user',
    request: { body: AbortUploadRequestSchema },
    response: noContent,
    handler: 'lambdas/uploads/abort-upload.ts',
    // Ends the upload's session.
    grants: { tables: { accounts: 'readWrite' }, uploadsBucket: 'readWrite' },
  },
  createDownloadUrl: {
    method: 'POST',
    path: '/uploads/download-url',
    access: 'user',
    request: { body: DownloadUrlRequestSchema },
    response: DownloadUrlResponseSchema,
    handler: 'lambdas/uploads/create-download-url.ts',
    grants: {
      // Writes the record of a reviewer's read of someone else's file (kept for audit).
      tables: { accounts: 'readWrite' },
      uploadsBucket: 'read',
      // The reviewer's email for that record, when the token is an access token.
      userPoolActions: ['cognito-idp:AdminGetUser'],
    },
  },
});
