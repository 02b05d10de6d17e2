/**
 * The upload calls of our API, through the SPA's API client (bearer token, problem+json → ApiError
 * with the status), each response checked against the contract.
 */
import { uploadRoutes } from '@contract/routes/uploads';
import { callRoute } from '../api-client';
import type { UploadApi } from './upload-types';

export const uploadApi: UploadApi = {
  start: (body) => callRoute(uploadRoutes.startUpload, { body }),
  signParts: (body) => callRoute(uploadRoutes.signUploadParts, { body }),
  listParts: (body) => callRoute(uploadRoutes.listUploadParts, { body }),
  complete: (body) => callRoute(uploadRoutes.completeUpload, { body }),
  abort: (body) => callRoute(uploadRoutes.abortUpload, { body }),
  downloadUrl: (body) => callRoute(uploadRoutes.createDownloadUrl, { body }),
};

/** A short-lived link to one of the signed-in person's own files (900 s unless asked otherwise). */
export async function getDownloadUrl(key: string, expiresIn?: number): Promise<string> {
  return (await uploadApi.downloadUrl({ key, ...(expiresIn ? { expiresIn } : {}) })).url;
}
