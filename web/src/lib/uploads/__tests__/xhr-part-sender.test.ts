import { describe, expect, it } from 'vitest';
import { createXhrPartSender, PartUploadError } from '../xhr-part-sender';

/** Just enough of XMLHttpRequest for the sender, driven by the test. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, headers: Record<string, string> = {}, text = '') {
    Object.assign(this, { status, responseHeaders: headers, responseText: text });
    this.onload?.();
  }
}

function sending(signal = new AbortController().signal) {
  const xhr = new FakeXhr();
  const progress: number[] = [];
  const body = new Blob(['hello']);
  const result = createXhrPartSender(() => xhr as unknown as XMLHttpRequest)({
    url: 'https://s3.test/part?X-Amz-Signature=x',
    body,
    headers: { 'content-type': 'image/png' },
    signal,
    onProgress: (loaded) => progress.push(loaded),
  });
  return { xhr, progress, body, result };
}

describe('the XMLHttpRequest part sender', () => {
  it('PUTs the body with the signed headers, reports progress and resolves with the ETag', async () => {
    const { xhr, progress, body, result } = sending();
    expect({ method: xhr.method, url: xhr.url, headers: xhr.headers, body: xhr.body }).toEqual({
      method: 'PUT',
      url: 'https://s3.test/part?X-Amz-Signature=x',
      headers: { 'content-type': 'image/png' },
      body,
    });
    xhr.upload.onprogress?.({ loaded: 2 });
    xhr.upload.onprogress?.({ loaded: 5 });
    xhr.answer(200, { etag: '"abc"' });
    await expect(result).resolves.toEqual({ etag: '"abc"' });
    expect(progress).toEqual([2, 5]);
  });

  it('rejects with S3’s code and message when S3 refuses the PUT', async () => {
    const { xhr, result } = sending();
    xhr.answer(403, {}, '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>');
    const error = await result.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(PartUploadError);
    expect(error).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Uploading failed (HTTP 403, AccessDenied: Request has expired). Please resume.',
    });
  });

  it('rejects when the ETag is not readable (a bucket CORS that does not expose it)', async () => {
    const { xhr, result } = sending();
    xhr.answer(200);
    await expect(result).rejects.toThrow('ETag');
  });

  it('rejects in plain words when the network fails', async () => {
    const { xhr, result } = sending();
    xhr.onerror?.();
    await expect(result).rejects.toThrow('Network error while uploading');
  });

  it('aborts the request when the signal fires, rejecting with an AbortError', async () => {
    const controller = new AbortController();
    const { xhr, result } = sending(controller.signal);
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });

  it('does not even open a request for a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { xhr, result } = sending(controller.signal);
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.method).toBe('');
  });
});
