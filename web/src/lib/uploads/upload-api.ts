/**
 * The upload calls of our API, through the SPA's API client (bearer token, problem+json → ApiError
 * with the status), each response checked against the contract.
 */
import { apiPath } from '@contract/api-paths';
import {
  CompleteUploadResponseSchema,
  DownloadUrlResponseSchema,
  ListPartsResponseSchema,
  SignPartsResponseSchema,
  StartUploadResponseSchema,
} from '@contract/uploads';
import * as z from 'zod/mini';
import { apiClient, apiRequest } from '../api-client';
import type { UploadApi } from './upload-types';

export const uploadApi: UploadApi = {
  start: (request) => apiClient.post(apiPath('startUpload'), request, StartUploadResponseSchema),
  signParts: (request) => apiClient.post(apiPath('signUploadParts'), request, SignPartsResponseSchema),
  listParts: (request) => apiClient.post(apiPath('listUploadParts'), request, ListPartsResponseSchema),
  complete: (request) => apiClient.post(apiPath('completeUpload'), request, CompleteUploadResponseSchema),
  // 204, no body.
  abort: (request) =>
    apiRequest({ method: 'POST', path: apiPath('abortUpload'), body: request, schema: z.undefined() }),
  downloadUrl: (request) => apiClient.post(apiPath('createDownloadUrl'), request, DownloadUrlResponseSchema),
};

/** A short-lived link to one of the signed-in person's own files (900 s unless asked otherwise). */
export async function getDownloadUrl(key: string, expiresIn?: number): Promise<string> {
  return (await uploadApi.downloadUrl({ key, ...(expiresIn ? { expiresIn } : {}) })).url;
}
