/** POST /uploads/complete — joins the parts (multipart) and checks the stored size against the local file's. */
import { uploadRoutes } from '../../contract/routes/uploads';
import { uploadDependencies } from '../adapters/upload-dependencies';
import { completeUpload } from '../domain/uploads/complete-upload';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(uploadRoutes.completeUpload, async ({ caller, body }) =>
  json(await completeUpload(caller, body, uploadDependencies())),
);
