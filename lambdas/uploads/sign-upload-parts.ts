/** POST /uploads/parts — presigned URLs for parts of the caller's own multipart upload. */
import { s3UploadStorage } from '../adapters/s3-upload-storage';
import { SignPartsRequestSchema } from '../contract/uploads';
import { signParts } from '../domain/uploads/upload-parts';
import { userRoute } from '../http/api-handler';
import { parseBody } from '../http/request-body';
import { json } from '../http/responses';

export const handler = userRoute('user', async ({ caller, event }) =>
  json(await signParts(caller, parseBody(event, SignPartsRequestSchema), s3UploadStorage())),
);
