/** POST /uploads/complete — joins the parts (multipart) and checks the stored size against the local file's. */
import { s3UploadStorage } from '../adapters/s3-upload-storage';
import { CompleteUploadRequestSchema } from '../contract/uploads';
import { completeUpload } from '../domain/uploads/complete-upload';
import { userRoute } from '../http/api-handler';
import { parseBody } from '../http/request-body';
import { json } from '../http/responses';

export const handler = userRoute('user', async ({ caller, event }) =>
  json(await completeUpload(caller, parseBody(event, CompleteUploadRequestSchema), s3UploadStorage())),
);
