/** POST /uploads/download-url — a short-lived link to one of the caller's own files. */
import { s3UploadStorage } from '../adapters/s3-upload-storage';
import { DownloadUrlRequestSchema } from '../contract/uploads';
import { downloadLink } from '../domain/uploads/download-link';
import { userRoute } from '../http/api-handler';
import { parseBody } from '../http/request-body';
import { json } from '../http/responses';

export const handler = userRoute('user', async ({ caller, event }) =>
  json(await downloadLink(caller, parseBody(event, DownloadUrlRequestSchema), s3UploadStorage())),
);
