/** POST /uploads/list-parts — the parts S3 already holds, so the browser resumes where it stopped. */
import { uploadRoutes } from '../../contract/routes/uploads';
import { uploadDependencies } from '../adapters/upload-dependencies';
import { listUploadedParts } from '../domain/uploads/upload-parts';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(uploadRoutes.listUploadParts, async ({ caller, body }) =>
  json(await listUploadedParts(caller, body, uploadDependencies())),
);
