/**
 * A fake of the upload API and of S3 behind it, in memory: the sender's PUTs land in its uploads, so
 * ListParts and complete see what was really sent. Failures are switched on per test.
 */
import { MAX_PARTS, PART_SIZE_BYTES, SINGLE_PUT_LIMIT_BYTES, uploadMessages } from '@contract/uploads';
import type { PartRequest, PartSender, UploadApi } from '../upload-types';

/** What the real API client throws: a message in plain words and the HTTP status. */
export class FakeApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface FakeUpload {
  key: string;
  parts: Map<number, { etag: string; size: number }>;
}

export class FakeUploadApi implements UploadApi {
  readonly calls: string[] = [];
  readonly uploads = new Map<string, FakeUpload>();
  readonly objects = new Map<string, number>();
  /** Set to make the next call of that name fail. */
  readonly failures: Partial<Record<keyof UploadApi, Error>> = {};
  /** What the stored object's size is, given the size the browser declares. */
  storedSizeOf = (declared: number) => declared;
  /** Resolves when the test says so, to hold the manager in `init`. */
  startGate: Promise<void> | undefined;
  private next = 1;

  private failure(name: keyof UploadApi) {
    const error = this.failures[name];
    delete this.failures[name];
    if (error) throw error;
  }

  start: UploadApi['start'] = async (request) => {
    this.calls.push(`start ${request.contentType} ${request.size}`);
    await this.startGate;
    this.failure('start');
    const key = `private/user-1/kyc/${request.purpose}/file-${this.next}.jpg`;
    if (request.size <= SINGLE_PUT_LIMIT_BYTES)
      return {
        mode: 'single',
        key,
        url: `put://${key}`,
        headers: {
          'content-type': request.contentType,
          'x-amz-meta-original-name': encodeURIComponent(request.fileName),
        },
      };
    const partCount = Math.ceil(request.size / PART_SIZE_BYTES);
    if (partCount > MAX_PARTS) throw new FakeApiError(uploadMessages.tooManyParts, 400);
    const uploadId = `upload-${this.next++}`;
    this.uploads.set(uploadId, { key, parts: new Map() });
    return { mode: 'multipart', key, uploadId, partSize: PART_SIZE_BYTES, partCount };
  };

  signParts: UploadApi['signParts'] = async ({ uploadId, partNumbers }) => {
    this.calls.push(`sign ${partNumbers.join(',')}`);
    this.failure('signParts');
    return {
      urls: partNumbers.map((partNumber) => ({ partNumber, url: `part://${uploadId}/${partNumber}` })),
    };
  };

  listParts: UploadApi['listParts'] = async ({ key, uploadId }) => {
    this.calls.push(`list ${uploadId}`);
    this.failure('listParts');
    const upload = this.uploads.get(uploadId);
    if (upload?.key !== key) throw new FakeApiError('This upload no longer exists.', 404);
    return {
      parts: [...upload.parts].map(([partNumber, part]) => ({ partNumber, ...part })),
    };
  };

  complete: UploadApi['complete'] = async ({ key, uploadId, parts, size }) => {
    this.calls.push(
      `complete ${uploadId ?? 'single'} ${(parts ?? []).map((part) => part.partNumber).join(',')}`,
    );
    this.failure('complete');
    if (uploadId) {
      const upload = this.uploads.get(uploadId);
      if (upload?.key !== key) throw new FakeApiError('This upload no longer exists.', 404);
      for (const part of parts ?? [])
        if (upload.parts.get(part.partNumber)?.etag !== part.etag) throw new FakeApiError('Bad part', 400);
      this.uploads.delete(uploadId);
    }
    if (this.storedSizeOf(size) !== size) throw new FakeApiError(uploadMessages.sizeMismatch, 400);
    this.objects.set(key, size);
    return { key, size };
  };

  abort: UploadApi['abort'] = async ({ uploadId }) => {
    this.calls.push(`abort ${uploadId}`);
    this.failure('abort');
    this.uploads.delete(uploadId);
  };

  downloadUrl: UploadApi['downloadUrl'] = async ({ key, expiresIn }) => ({
    url: `get://${key}`,
    expiresIn: expiresIn ?? 900,
  });

  /** What S3 does with a PUT to a presigned URL. */
  receive(url: string, body: Blob): string {
    const etag = `"etag-${url}"`;
    const part = /^part:\/\/([^/]+)\/(\d+)$/.exec(url);
    if (part) this.uploads.get(part[1] ?? '')?.parts.set(Number(part[2]), { etag, size: body.size });
    return etag;
  }
}

interface PendingPut {
  request: PartRequest;
  respond(): void;
  fail(error: Error): void;
}

/**
 * The part sender, held by the test: each PUT waits until the test responds (or responds at once when
 * `automatic`), and counts how many are in flight together.
 */
export class FakePartSender {
  readonly pending: PendingPut[] = [];
  readonly sentUrls: string[] = [];
  inFlight = 0;
  maxInFlight = 0;
  automatic = false;

  constructor(private readonly api: FakeUploadApi) {}

  send: PartSender = (request) =>
    new Promise((resolve, reject) => {
      this.inFlight += 1;
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
      this.sentUrls.push(request.url);
      let settled = false;
      const settle = () => {
        if (settled) return false;
        settled = true;
        this.inFlight -= 1;
        this.pending.splice(this.pending.indexOf(entry), 1);
        return true;
      };
      const entry: PendingPut = {
        request,
        respond: () => {
          if (!settle()) return;
          request.onProgress(request.body.size);
          resolve({ etag: this.api.receive(request.url, request.body) });
        },
        fail: (error) => {
          if (settle()) reject(error);
        },
      };
      this.pending.push(entry);
      request.signal.addEventListener('abort', () => entry.fail(new DOMException('Aborted', 'AbortError')));
      if (this.automatic) setTimeout(() => entry.respond(), 0);
    });

  /** The PUT in flight for this part number. */
  part(partNumber: number): PendingPut {
    const found = this.pending.find((entry) => entry.request.url.endsWith(`/${partNumber}`));
    if (!found) throw new Error(`part ${partNumber} is not in flight`);
    return found;
  }

  pendingParts(): number[] {
    return this.pending.map((entry) => Number(entry.request.url.split('/').pop())).sort((a, b) => a - b);
  }
}

/** Waits until `condition` holds (the manager's work is a chain of promises and timers). */
export async function until(condition: () => boolean, what = 'condition'): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
