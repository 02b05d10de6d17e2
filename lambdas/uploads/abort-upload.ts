/** POST /uploads/abort — cancels the caller's multipart upload and checks that no part is left behind. */
import { s3UploadStorage } from '../adapters/s3-upload-storage';
import { AbortUploadRequestSchema } from '../contract/uploads';
import { abortUpload } from '../domain/uploads/abort-upload';
import { userRoute } from '../http/api-handler';
import { parseBody } from '../http/request-body';
import { noContent } from '../http/responses';

export const handler = userRoute('user', async ({ caller, event }) => {
  await abortUpload(caller, parseBody(event, AbortUploadRequestSchema), s3UploadStorage());
  return noContent();
});
