/** POST /uploads/complete — joins the parts (multipart) and checks the stored size against the local file's. */
import { s3UploadStorage } from '../adapters/s3-upload-storage';
import { completeUpload } from '../domain/uploads/complete-upload';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler('completeUpload', async ({ caller, body }) =>
  json(await completeUpload(caller, body, s3UploadStorage())),
);
