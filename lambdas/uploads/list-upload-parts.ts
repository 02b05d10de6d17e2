/** POST /uploads/list-parts — the parts S3 already holds, so the browser resumes where it stopped. */
import { s3UploadStorage } from '../adapters/s3-upload-storage';
import { ListPartsRequestSchema } from '../contract/uploads';
import { listUploadedParts } from '../domain/uploads/upload-parts';
import { userRoute } from '../http/api-handler';
import { parseBody } from '../http/request-body';
import { json } from '../http/responses';

export const handler = userRoute('user', async ({ caller, event }) =>
  json(await listUploadedParts(caller, parseBody(event, ListPartsRequestSchema), s3UploadStorage())),
);
