/** POST /uploads/parts — presigned URLs for parts of the caller's own multipart upload. */
import { uploadRoutes } from '../../contract/routes/uploads';
import { uploadDependencies } from '../adapters/upload-dependencies';
import { signParts } from '../domain/uploads/upload-parts';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(uploadRoutes.signUploadParts, async ({ caller, body }) =>
  json(await signParts(caller, body, uploadDependencies())),
);
