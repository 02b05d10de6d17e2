/** POST /uploads/abort — cancels the caller's multipart upload and checks that no part is left behind. */
import { uploadRoutes } from '../../contract/routes/uploads';
import { uploadDependencies } from '../adapters/upload-dependencies';
import { abortUpload } from '../domain/uploads/abort-upload';
import { apiHandler } from '../http/api-handler';
import { noContent } from '../http/responses';

export const handler = apiHandler(uploadRoutes.abortUpload, async ({ caller, body }) => {
  await abortUpload(caller, body, uploadDependencies());
  return noContent();
});
