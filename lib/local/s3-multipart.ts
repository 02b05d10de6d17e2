/**
 * The multipart calls s3rver 3.7 lacks (ListParts answers 405, AbortMultipartUpload 405,
 * ListMultipartUploads 501), served from s3rver's own upload folders in S3's XML wire format, so
 * @aws-sdk/client-s3 and browser upload libraries work unchanged. Also refuses undersized parts on
 * completion (EntityTooSmall), which s3rver accepts but S3 does not.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';
/** S3: every part but the last must be at least 5 MiB. */
export const MINIMUM_PART_SIZE = 5 * 1024 * 1024;

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

const element = (name: string, value: string | number | boolean) =>
  `<${name}>${escapeXml(String(value))}</${name}>`;

const owner =
  '<Initiator><ID>local</ID><DisplayName>local</DisplayName></Initiator><Owner><ID>local</ID><DisplayName>local</DisplayName></Owner>';

function send(response: ServerResponse, status: number, xml: string) {
  response.writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': randomUUID() });
  response.end(xml ? `<?xml version="1.0" encoding="UTF-8"?>\n${xml}` : undefined);
}

function sendError(response: ServerResponse, status: number, code: string, message: string, extra = '') {
  send(response, status, `<Error>${element('Code', code)}${element('Message', message)}${extra}</Error>`);
}

const noSuchUpload = (response: ServerResponse, uploadId: string) =>
  sendError(
    response,
    404,
    'NoSuchUpload',
    'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
    element('UploadId', uploadId),
  );

interface UploadPart {
  number: number;
  size: number;
  etag: string;
  lastModified: Date;
}

export class MultipartUploads {
  constructor(private readonly rootDirectory: string) {}

  /** s3rver keeps an upload under `<bucket>/._S3rver_uploads/<uploadId>/` with `key`, `metadata`, parts `N` + `N.md5`. */
  private uploadsDirectory(bucket: string) {
    return join(this.rootDirectory, bucket, '._S3rver_uploads');
  }

  private async keyOf(bucket: string, uploadId: string): Promise<string | undefined> {
    if (!/^[0-9a-f]+$/.test(uploadId)) return undefined;
    return readFile(join(this.uploadsDirectory(bucket), uploadId, 'key'), 'utf8').catch(() => undefined);
  }

  private async parts(bucket: string, uploadId: string): Promise<UploadPart[]> {
    const directory = join(this.uploadsDirectory(bucket), uploadId);
    const names = (await readdir(directory)).filter((name) => /^\d+$/.test(name));
    const parts = await Promise.all(
      names.map(async (name) => {
        const [info, md5] = await Promise.all([
          stat(join(directory, name)),
          readFile(join(directory, `${name}.md5`), 'utf8').catch(() => ''),
        ]);
        return { number: Number(name), size: info.size, etag: `"${md5.trim()}"`, lastModified: info.mtime };
      }),
    );
    return parts.sort((a, b) => a.number - b.number);
  }

  /** Whether the request body must be read before deciding (CompleteMultipartUpload's part list). */
  static needsBody(request: IncomingMessage): boolean {
    return request.method === 'POST' && /[?&]uploadId=/.test(request.url ?? '');
  }

  /** Answers the request if it is one of the added calls; returns false to pass it on to s3rver. */
  async handle(request: IncomingMessage, response: ServerResponse, body?: Buffer): Promise<boolean> {
    const url = new URL(request.url ?? '/', 'http://s3.local');
    const [, bucket = '', ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const uploadId = url.searchParams.get('uploadId');
    if (!bucket) return false;

    if (request.method === 'GET' && url.searchParams.has('uploads') && !key) {
      await this.listUploads(response, decodeURIComponent(bucket), url.searchParams);
      return true;
    }
    if (uploadId === null || !key) return false;
    const uploadKey = await this.keyOf(decodeURIComponent(bucket), uploadId);
    const known = uploadKey !== undefined && uploadKey === key;

    if (request.method === 'GET') {
      if (!known) noSuchUpload(response, uploadId);
      else await this.listParts(response, decodeURIComponent(bucket), key, uploadId, url.searchParams);
      return true;
    }
    if (request.method === 'DELETE') {
      if (!known) {
        noSuchUpload(response, uploadId);
        return true;
      }
      await rm(join(this.uploadsDirectory(decodeURIComponent(bucket)), uploadId), {
        recursive: true,
        force: true,
      });
      response.writeHead(204, { 'x-amz-request-id': randomUUID() }).end();
      return true;
    }
    if (request.method === 'POST') {
      // S3 ties an upload id to its key. s3rver would complete the upload under the id's own key
      // (someone else's file) and crash the process reading part files that are not there.
      if (!known) {
        noSuchUpload(response, uploadId);
        return true;
      }
      if (body) return this.refuseBadPartList(response, decodeURIComponent(bucket), uploadId, body);
    }
    return false;
  }

  private async listParts(
    response: ServerResponse,
    bucket: string,
    key: string,
    uploadId: string,
    query: URLSearchParams,
  ) {
    const marker = Number(query.get('part-number-marker') ?? 0);
    const maxParts = Math.min(Number(query.get('max-parts') ?? 1000), 1000);
    const after = (await this.parts(bucket, uploadId)).filter((part) => part.number > marker);
    const page = after.slice(0, maxParts);
    const truncated = after.length > page.length;
    const parts = page
      .map(
        (part) =>
          `<Part>${element('PartNumber', part.number)}${element('LastModified', part.lastModified.toISOString())}${element('ETag', part.etag)}${element('Size', part.size)}</Part>`,
      )
      .join('');
    send(
      response,
      200,
      `<ListPartsResult xmlns="${XMLNS}">${element('Bucket', bucket)}${element('Key', key)}${element('UploadId', uploadId)}` +
        `${element('PartNumberMarker', marker)}${element('NextPartNumberMarker', page.at(-1)?.number ?? marker)}` +
        `${element('MaxParts', maxParts)}${element('IsTruncated', truncated)}${parts}${owner}${element('StorageClass', 'STANDARD')}</ListPartsResult>`,
    );
  }

  private async listUploads(response: ServerResponse, bucket: string, query: URLSearchParams) {
    const prefix = query.get('prefix') ?? '';
    const maxUploads = Math.min(Number(query.get('max-uploads') ?? 1000), 1000);
    const directory = this.uploadsDirectory(bucket);
    const ids = await readdir(directory).catch(() => [] as string[]);
    const uploads = (
      await Promise.all(
        ids.map(async (uploadId) => {
          const key = await this.keyOf(bucket, uploadId);
          const initiated = await stat(join(directory, uploadId, 'key')).catch(() => undefined);
          return key !== undefined && initiated
            ? { key, uploadId, initiated: initiated.birthtime }
            : undefined;
        }),
      )
    )
      .filter((upload): upload is NonNullable<typeof upload> => upload?.key.startsWith(prefix) === true)
      .sort((a, b) => a.key.localeCompare(b.key) || a.initiated.getTime() - b.initiated.getTime());
    const page = uploads.slice(0, maxUploads);
    const entries = page
      .map(
        (upload) =>
          `<Upload>${element('Key', upload.key)}${element('UploadId', upload.uploadId)}${owner}${element('StorageClass', 'STANDARD')}${element('Initiated', upload.initiated.toISOString())}</Upload>`,
      )
      .join('');
    send(
      response,
      200,
      `<ListMultipartUploadsResult xmlns="${XMLNS}">${element('Bucket', bucket)}<KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker>` +
        `${element('NextKeyMarker', page.at(-1)?.key ?? '')}${element('NextUploadIdMarker', page.at(-1)?.uploadId ?? '')}` +
        `${element('Prefix', prefix)}${element('MaxUploads', maxUploads)}${element('IsTruncated', uploads.length > page.length)}${entries}</ListMultipartUploadsResult>`,
    );
  }

  /**
   * Refuses a part list S3 would refuse: a part that is not there or whose ETag differs (InvalidPart;
   * s3rver would crash the process reading the missing file), parts out of order (InvalidPartOrder),
   * an undersized part that is not the last (EntityTooSmall, which s3rver accepts).
   */
  private async refuseBadPartList(response: ServerResponse, bucket: string, uploadId: string, body: Buffer) {
    const unquote = (etag: string) => etag.replace(/&quot;|&#34;|"/g, '').trim();
    const listed = [...body.toString().matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((match) => ({
      number: Number(/<PartNumber>\s*(\d+)\s*<\/PartNumber>/.exec(match[1] ?? '')?.[1]),
      etag: unquote(/<ETag>([\s\S]*?)<\/ETag>/.exec(match[1] ?? '')?.[1] ?? ''),
    }));
    const requested = listed.map((part) => part.number);
    const stored = new Map((await this.parts(bucket, uploadId)).map((part) => [part.number, part]));
    if (listed.some((part) => unquote(stored.get(part.number)?.etag ?? '') !== part.etag || !part.etag)) {
      sendError(
        response,
        400,
        'InvalidPart',
        "One or more of the specified parts could not be found.  The part may not have been uploaded, or the specified entity tag may not have matched the part's entity tag.",
      );
      return true;
    }
    if (requested.some((number, index) => index > 0 && number <= (requested[index - 1] ?? 0))) {
      sendError(
        response,
        400,
        'InvalidPartOrder',
        'The list of parts was not in ascending order. Parts list must be specified in order by part number.',
      );
      return true;
    }
    const sizes = new Map([...stored].map(([number, part]) => [number, part.size]));
    const small = requested.slice(0, -1).find((number) => (sizes.get(number) ?? 0) < MINIMUM_PART_SIZE);
    if (small === undefined) return false;
    sendError(
      response,
      400,
      'EntityTooSmall',
      'Your proposed upload is smaller than the minimum allowed object size.',
      `${element('ProposedSize', sizes.get(small) ?? 0)}${element('MinSizeAllowed', MINIMUM_PART_SIZE)}${element('PartNumber', small)}`,
    );
    return true;
  }
}
