/**
 * Files put in through the upload API exactly as the SPA does for a small file: the API starts the
 * upload and signs one PUT, the bytes go straight to the local S3 with the headers the API gave, and
 * the API completes it. What a test seeds this way is a state the product itself can reach.
 */

import { StartUploadResponseSchema, type UploadPurpose } from '@contract/uploads';
import { expect } from 'vitest';
import { routePath } from '../../contract/route-definition';
import { apiRoutes } from '../../contract/routes';
import { callApi } from './api';
import type { SignedInCustomer } from './identity';

export interface FileToUpload {
  purpose: UploadPurpose;
  fileName: string;
  contentType: string;
  body: Uint8Array;
}

/** Uploads one file of at most 5 MiB in one presigned PUT; resolves with the key the API chose. */
export async function uploadThroughApi(customer: SignedInCustomer, file: FileToUpload): Promise<string> {
  const post = (path: string, body: unknown) => callApi('POST', path, { token: customer.accessToken, body });
  const started = await post(routePath(apiRoutes.startUpload), {
    purpose: file.purpose,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.body.length,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const upload = StartUploadResponseSchema.parse(started.body);
  if (upload.mode !== 'single') throw new Error(`${file.fileName} is too big for one PUT`);
  const put = await fetch(upload.url, {
    method: 'PUT',
    headers: upload.headers,
    body: new Uint8Array(file.body),
  });
  expect(put.status).toBe(200);
  const completed = await post(routePath(apiRoutes.completeUpload), {
    key: upload.key,
    size: file.body.length,
  });
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  return upload.key;
}

/** A small, valid-looking PDF whose text names it, so each seeded file has different bytes. */
export const smallPdf = (title: string) =>
  new TextEncoder().encode(`%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);
