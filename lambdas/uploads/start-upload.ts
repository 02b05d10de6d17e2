/** POST /uploads — starts an upload: a presigned PUT for a small file, a multipart upload for a large one. */
import { randomUUID } from 'node:crypto';
import { s3UploadStorage } from '../adapters/s3-upload-storage';
import { StartUploadRequestSchema } from '../contract/uploads';
import { startUpload } from '../domain/uploads/start-upload';
import { userRoute } from '../http/api-handler';
import { parseBody } from '../http/request-body';
import { json } from '../http/responses';

export const handler = userRoute('user', async ({ caller, event }) =>
  json(
    await startUpload(caller, parseBody(event, StartUploadRequestSchema), {
      storage: s3UploadStorage(),
      newId: randomUUID,
    }),
  ),
);
