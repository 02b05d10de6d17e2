/**
 * The upload manager in a real Chromium, from the app's origin: XMLHttpRequest PUTs straight to the
 * local S3 (CORS, readable ETags), at most 4 parts in flight, and a page reload in the middle of a
 * 25 MiB upload that the same file, chosen again, finishes from the parts S3 holds. The manager is
 * bundled from its sources with esbuild, so this runs without the SPA build.
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repositoryRoot } from '../../lib/cloud/repository-paths';
import { listenOnLoopback } from '../../lib/local/listen';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';
import { useBrowser } from './browser';

const PART = 5_242_880;
const FILE_SIZE = 25 * 1024 * 1024;

/** The manager and the XMLHttpRequest sender, bundled for the page from their sources. */
async function bundleManager(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "export { UploadManager } from './upload-manager'; export { xhrPartSender } from './xhr-part-sender';",
      resolveDir: join(repositoryRoot, 'web/src/lib/uploads'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'walletUploads',
    tsconfig: join(repositoryRoot, 'tsconfig.json'),
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/**
 * Makes sure something answers at the app's origin (the only origin the API and S3 CORS admit, and a
 * loopback one, which Chromium's local network rules want). Without the SPA build
 * (WALLET_TEST_SPA=none) a blank server stands in on the app's port; returns how to stop it.
 */
async function ensureAppOrigin(appUrl: string): Promise<() => Promise<void>> {
  const served = await fetch(`${appUrl}/config.json`).then(
    () => true,
    () => false,
  );
  if (served) return async () => {};
  const server = createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(),
  );
  return listenOnLoopback(server, Number(new URL(appUrl).port));
}

/** A page at the app's origin without the SPA's own scripts (the runtime config document), with the manager loaded. */
async function openHarness(page: Page, appUrl: string, bundle: string): Promise<void> {
  await page.goto(`${appUrl}/config.json`);
  await page.addScriptTag({ content: bundle });
}

interface RunResult {
  state: string;
  error: string | null;
  key: string | null;
  partsResent: number;
  partsReused: number;
  loadedBytes: number;
  maxInFlight: number;
  etags: string[];
}

/**
 * Starts the upload in the page; `holdFrom` keeps parts from that number on in flight until aborted,
 * and the call returns once the other parts are done (the moment a reload cuts the held ones off).
 */
function runInPage(page: Page, token: string, holdFrom: number | null): Promise<RunResult> {
  const stack = inject('stack');
  return page.evaluate(
    async ({ apiUrl, token, size, part, holdFrom }) => {
      type Manager = {
        start(file: File): Promise<void>;
        getSnapshot(): {
          state: string;
          error: string | null;
          key: string | null;
          partsResent: number;
          partsReused: number;
          progress: { loadedBytes: number };
        };
      };
      type Sender = (request: { url: string; signal: AbortSignal }) => Promise<{ etag: string }>;
      const { UploadManager, xhrPartSender } = (window as unknown as Record<string, unknown>)
        .walletUploads as {
        UploadManager: new (options: unknown) => Manager;
        xhrPartSender: Sender;
      };
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`${apiUrl}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        const parsed = text ? JSON.parse(text) : undefined;
        if (!response.ok)
          throw Object.assign(new Error(parsed?.detail ?? 'failed'), { status: response.status });
        return parsed;
      };
      const api = {
        start: (r: unknown) => post('/uploads', r),
        signParts: (r: unknown) => post('/uploads/parts', r),
        listParts: (r: unknown) => post('/uploads/list-parts', r),
        complete: (r: unknown) => post('/uploads/complete', r),
        abort: (r: unknown) => post('/uploads/abort', r),
        downloadUrl: (r: unknown) => post('/uploads/download-url', r),
      };
      let inFlight = 0;
      let maxInFlight = 0;
      const etags: string[] = [];
      const sendPart: Sender = async (request) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        try {
          const partNumber = Number(new URL(request.url).searchParams.get('partNumber'));
          if (holdFrom !== null && partNumber >= holdFrom)
            return await new Promise((_, reject) =>
              request.signal.addEventListener('abort', () => reject(new DOMException('held', 'AbortError'))),
            );
          const sent = await xhrPartSender(request);
          etags.push(sent.etag);
          return sent;
        } finally {
          inFlight -= 1;
        }
      };
      // The same bytes, name and date on both sides of the reload: the same file, chosen again.
      const bytes = new Uint8Array(size);
      for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + (index >> 12)) & 255;
      const file = new File([bytes], 'aadhaar-front.jpg', {
        type: 'image/jpeg',
        lastModified: 1_767_225_600_000,
      });
      const manager = new UploadManager({
        api,
        sendPart,
        purpose: 'kyc-front',
        userId: () => 'asha',
        storage: localStorage,
      });
      const done = manager.start(file);
      if (holdFrom === null) await done;
      // Until the parts before `holdFrom` are in S3 and every held part has begun (is in flight).
      else
        while (
          (etags.length < holdFrom - 1 || inFlight < Math.ceil(size / part) - holdFrom + 1) &&
          ['init', 'in progress'].includes(manager.getSnapshot().state)
        )
          await new Promise((resolve) => setTimeout(resolve, 20));
      const snapshot = manager.getSnapshot();
      return {
        state: snapshot.state,
        error: snapshot.error,
        key: snapshot.key,
        partsResent: snapshot.partsResent,
        partsReused: snapshot.partsReused,
        loadedBytes: snapshot.progress.loadedBytes,
        maxInFlight,
        etags,
      };
    },
    { apiUrl: stack.apiUrl, token, size: FILE_SIZE, part: PART, holdFrom },
  );
}

describe('the upload manager in Chromium against the local stack', () => {
  const browser = useBrowser();
  let customer: SignedInCustomer;
  let bundle: string;
  let stopStandIn: () => Promise<void> = async () => {};
  beforeAll(async () => {
    [customer, bundle, stopStandIn] = await Promise.all([
      signUpAndSignIn(),
      bundleManager(),
      ensureAppOrigin(browser.appUrl),
    ]);
  });
  afterAll(() => stopStandIn());

  it('keeps 4 parts in flight, survives a reload and finishes from the parts S3 holds', async () => {
    const { page } = browser;
    await openHarness(page, browser.appUrl, bundle);
    const before = await runInPage(page, customer.accessToken, 4);
    expect(before, before.error ?? '').toMatchObject({
      state: 'in progress',
      maxInFlight: 4,
      loadedBytes: 3 * PART,
    });
    expect(before.etags).toHaveLength(3);
    for (const etag of before.etags) expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const remembered = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('wallet.upload.asha.')),
    );
    expect(remembered).toHaveLength(1);

    await page.reload();
    await page.addScriptTag({ content: bundle });
    const after = await runInPage(page, customer.accessToken, null);
    expect(after).toMatchObject({
      state: 'completed',
      error: null,
      key: before.key,
      loadedBytes: FILE_SIZE,
      // Parts 1–3 were in S3; parts 4 and 5 were cut off by the reload and sent again.
      partsReused: 3,
      partsResent: 2,
    });
    expect(after.etags).toHaveLength(2);
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);
  });
});
