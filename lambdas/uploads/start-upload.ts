/** POST /uploads — starts an upload: a presigned PUT for a small file, a multipart upload for a large one. */

import { randomUUID } from 'node:crypto';
import { uploadRoutes } from '../../contract/routes/uploads';
import { uploadDependencies } from '../adapters/upload-dependencies';
import { startUpload } from '../domain/uploads/start-upload';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(uploadRoutes.startUpload, async ({ caller, body }) =>
  json(await startUpload(caller, body, { ...uploadDependencies(), newId: randomUUID })),
);
