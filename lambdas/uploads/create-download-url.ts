/**
 * POST /uploads/download-url — a short-lived link to one of the caller's own files; a KYC reviewer
 * may also open anyone's profile picture or review copies, and each such read is recorded.
 */
import { KYC_REVIEWERS_GROUP } from '../../lib/model/routes';
import { documentReadLog } from '../adapters/document-read-log';
import { s3UploadStorage } from '../adapters/s3-upload-storage';
import { emailOfUser } from '../adapters/user-directory';
import { DownloadUrlRequestSchema } from '../contract/uploads';
import { reviewerOf } from '../domain/kyc/reviewer';
import { downloadLink } from '../domain/uploads/download-link';
import { userRoute } from '../http/api-handler';
import { parseBody } from '../http/request-body';
import { json } from '../http/responses';

export const handler = userRoute('user', async ({ caller, event }) =>
  json(
    await downloadLink(
      caller,
      parseBody(event, DownloadUrlRequestSchema),
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
