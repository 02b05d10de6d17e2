/**
 * Uploads through the product's path: the SPA's upload manager (web/src/lib/uploads) driven from Node,
 * the multipart presign routes of the bench's API, and every part PUT straight to the local S3. One ID
 * document of the largest size accepted (MAX_UPLOAD_BYTES, 100 MiB: twenty parts), sent with 4 parts
 * in flight (the SPA's setting) and with 1. Then a reload: the same document cut off with two parts
 * stored and three in flight, and a new manager (a new page) choosing the same file: how many parts
 * and bytes it sends again, and how long it takes to finish.
 */
import { randomBytes } from 'node:crypto';
import { MAX_UPLOAD_BYTES, PART_SIZE_BYTES } from '../../../contract/uploads';
import { type ApiPost, fetchSender, httpUploadApi } from '../../../test/support/upload-client';
import { MemoryStorage } from '../../../web/src/lib/auth/__tests__/memory-storage';
import { UploadManager } from '../../../web/src/lib/uploads/upload-manager';
import type { PartSender } from '../../../web/src/lib/uploads/upload-types';
import type { BenchCustomer } from './seed-customers';

/** The document's bytes, as the person's file holds them. */
type DocumentBytes = Buffer<ArrayBuffer>;
const MIB = 1024 * 1024;

export interface UploadFigures {
  megabytes: number;
  fourInFlight: { seconds: number; mbPerSecond: number };
  oneInFlight: { seconds: number; mbPerSecond: number };
  /** Time with 1 part in flight over time with 4: above 1, the parallel parts pay. */
  parallelSpeedupRatio: number;
  resume: {
    partsStored: number;
    partsReused: number;
    partsResent: number;
    bytesSent: number;
    seconds: number;
  };
}

const pdf = (bytes: DocumentBytes, name: string) =>
  new File([bytes], name, { type: 'application/pdf', lastModified: 1_767_225_600_000 });

function apiPost(apiUrl: string, customer: BenchCustomer): ApiPost {
  return async (path, body) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
}

async function uploadAll(
  post: ApiPost,
  documents: readonly DocumentBytes[],
  partsInFlight: number,
): Promise<{ seconds: number; mbPerSecond: number }> {
  const started = performance.now();
  for (const [index, bytes] of documents.entries()) {
    const manager = new UploadManager({
      api: httpUploadApi(post),
      sendPart: fetchSender(),
      purpose: 'kyc-front',
      partsInFlight,
    });
    await manager.start(pdf(bytes, `id-${partsInFlight}-${index}.pdf`));
    const { state, error } = manager.getSnapshot();
    if (state !== 'completed') throw new Error(`A bench upload ended ${state}: ${error}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const megabytes = documents.reduce((sum, bytes) => sum + bytes.length, 0) / MIB;
  return {
    seconds: Math.round(seconds * 100) / 100,
    mbPerSecond: Math.round((megabytes / seconds) * 10) / 10,
  };
}

/** Resolves once the manager has `bytes` stored or on their way. */
const untilLoaded = (manager: UploadManager, bytes: number) =>
  new Promise<void>((resolve) => {
    const stop = manager.subscribe(() => {
      if (manager.getSnapshot().progress.loadedBytes < bytes) return;
      stop();
      resolve();
    });
  });

async function resumeAfterReload(
  post: ApiPost,
  bytes: DocumentBytes,
  userId: string,
): Promise<UploadFigures['resume']> {
  const storage = new MemoryStorage();
  const options = { api: httpUploadApi(post), purpose: 'kyc-back' as const, userId: () => userId, storage };
  const partsStored = 2;
  // Parts 3 to 5 never finish before the reload: they are in flight when the page goes.
  const beforeReload = new UploadManager({ ...options, sendPart: fetchSender([3, 4, 5]) });
  const stored = untilLoaded(beforeReload, partsStored * PART_SIZE_BYTES);
  const cutOff = beforeReload.start(pdf(bytes, 'id-reloaded.pdf'));
  await stored;
  beforeReload.pause();
  await cutOff;

  let bytesSent = 0;
  const send = fetchSender();
  const counting: PartSender = (part) => {
    bytesSent += part.body.size;
    return send(part);
  };
  const afterReload = new UploadManager({ ...options, sendPart: counting });
  const started = performance.now();
  await afterReload.start(pdf(bytes, 'id-reloaded.pdf'));
  const seconds = (performance.now() - started) / 1000;
  const done = afterReload.getSnapshot();
  if (done.state !== 'completed') throw new Error(`The resumed upload ended ${done.state}: ${done.error}`);
  return {
    partsStored,
    partsReused: done.partsReused,
    partsResent: done.partsResent,
    bytesSent,
    seconds: Math.round(seconds * 100) / 100,
  };
}

export async function benchUploads(apiUrl: string, customer: BenchCustomer): Promise<UploadFigures> {
  const post = apiPost(apiUrl, customer);
  const documents = [randomBytes(MAX_UPLOAD_BYTES)];
  // Two parts first, not measured: the routes' modules, the S3 front's first multipart upload.
  await uploadAll(post, [randomBytes(PART_SIZE_BYTES + 1)], 4);
  const fourInFlight = await uploadAll(post, documents, 4);
  const oneInFlight = await uploadAll(post, documents, 1);
  const resume = await resumeAfterReload(post, documents[0] as DocumentBytes, customer.userId);
  return {
    megabytes: MAX_UPLOAD_BYTES / MIB,
    fourInFlight,
    oneInFlight,
    parallelSpeedupRatio: Math.round((oneInFlight.seconds / fourInFlight.seconds) * 100) / 100,
    resume,
  };
}
