/**
 * The browser's upload manager driven from Node (the API tests and the load bench): the six upload
 * calls over HTTP, failing as the SPA's API client does, and part PUTs with fetch standing in for
 * XMLHttpRequest.
 */
import { ProblemSchema } from '../../contract/problem';
import {
  CompleteUploadResponseSchema,
  DownloadUrlResponseSchema,
  ListPartsResponseSchema,
  SignPartsResponseSchema,
  StartUploadResponseSchema,
} from '../../contract/uploads';
import type { PartSender, UploadApi } from '../../web/src/lib/uploads/upload-types';

/** POSTs a JSON body to an API path as the signed-in person; answers the status and parsed body. */
export type ApiPost = (path: string, body: unknown) => Promise<{ status: number; body: unknown }>;

/** The six calls over HTTP, failing as the SPA's API client does: the problem's detail and the status. */
export function httpUploadApi(post: ApiPost): UploadApi {
  const call = async <T>(path: string, body: unknown, parse: (value: unknown) => T): Promise<T> => {
    const response = await post(path, body);
    if (response.status >= 400) {
      const problem = ProblemSchema.safeParse(response.body);
      throw Object.assign(new Error(problem.success ? problem.data.detail : `HTTP ${response.status}`), {
        status: response.status,
      });
    }
    return parse(response.body);
  };
  return {
    start: (request) => call('/uploads', request, StartUploadResponseSchema.parse),
    signParts: (request) => call('/uploads/parts', request, SignPartsResponseSchema.parse),
    listParts: (request) => call('/uploads/list-parts', request, ListPartsResponseSchema.parse),
    complete: (request) => call('/uploads/complete', request, CompleteUploadResponseSchema.parse),
    abort: (request) => call('/uploads/abort', request, () => undefined),
    downloadUrl: (request) => call('/uploads/download-url', request, DownloadUrlResponseSchema.parse),
  };
}

/** PUTs with fetch; `holdParts` never answer until aborted (the parts a reload cuts off). */
export function fetchSender(holdParts: number[] = []): PartSender {
  return async ({ url, body, headers, signal, onProgress }) => {
    const partNumber = Number(new URL(url).searchParams.get('partNumber'));
    if (holdParts.includes(partNumber))
      return new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    const response = await fetch(url, { method: 'PUT', body, headers, signal });
    if (!response.ok) throw Object.assign(new Error(`PUT ${response.status}`), { status: response.status });
    onProgress(body.size);
    return { etag: response.headers.get('etag') ?? '' };
  };
}
