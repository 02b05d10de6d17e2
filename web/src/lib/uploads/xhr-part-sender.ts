/**
 * The browser's part sender: one PUT to a presigned S3 URL with XMLHttpRequest, because fetch cannot
 * report upload progress. Resolves with the ETag header (the bucket's CORS exposes it), rejects with
 * an AbortError when aborted and with plain words otherwise.
 */
import type { PartSender } from './upload-types';

/** A failed PUT: S3's HTTP status and, when it sent one, its error code (AccessDenied, …). */
export class PartUploadError extends Error {
  override readonly name = 'PartUploadError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

const NETWORK_MESSAGE = 'Network error while uploading. Check your internet connection, then resume.';

/** S3 answers a refused PUT with `<Error><Code>…</Code><Message>…</Message></Error>`. */
function s3Error(text: string): { code?: string; message?: string } {
  const pick = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(text)?.[1];
  const code = pick('Code');
  const message = pick('Message');
  return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}

export function createXhrPartSender(
  newRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): PartSender {
  return ({ url, body, headers, signal, onProgress }) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(new DOMException('The upload was stopped.', 'AbortError'));
        return;
      }
      const xhr = newRequest();
      xhr.open('PUT', url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => onProgress(event.loaded);
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          const etag = xhr.getResponseHeader('ETag');
          if (etag) resolve({ etag });
          else reject(new PartUploadError('The storage service did not return the part’s ETag.', xhr.status));
          return;
        }
        const { code, message } = s3Error(xhr.responseText ?? '');
        const detail = [code, message].filter(Boolean).join(': ');
        reject(
          new PartUploadError(
            `Uploading failed (HTTP ${xhr.status}${detail ? `, ${detail}` : ''}). Please resume.`,
            xhr.status,
            code,
          ),
        );
      };
      xhr.onerror = () => reject(new PartUploadError(NETWORK_MESSAGE, 0));
      xhr.ontimeout = () => reject(new PartUploadError(NETWORK_MESSAGE, 0));
      xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
}

export const xhrPartSender: PartSender = (request) => createXhrPartSender()(request);
