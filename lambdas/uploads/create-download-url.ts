/**
 * POST /uploads/download-url — a short-lived link to one of the caller's own files; a KYC reviewer
 * may also open anyone's profile picture or review copies, and each such read is recorded.
 */

import { KYC_REVIEWERS_GROUP } from '../../contract/route-access';
import { uploadRoutes } from '../../contract/routes/uploads';
import { documentReadLog } from '../adapters/document-read-log';
import { s3UploadStorage } from '../adapters/s3-upload-storage';
import { emailOfUser } from '../adapters/user-directory';
import { reviewerOf } from '../domain/kyc/reviewer';
import { downloadLink } from '../domain/uploads/download-link';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(uploadRoutes.createDownloadUrl, async ({ caller, body }) =>
  json(
    await downloadLink(
      caller,
      body,
      s3UploadStorage(),
      caller.groups.includes(KYC_REVIEWERS_GROUP)
        ? {
            reviewer: () => reviewerOf(caller, emailOfUser),
            record: documentReadLog.recordDocumentRead,
            now: () => new Date(),
          }
        : undefined,
    ),
  ),
);
