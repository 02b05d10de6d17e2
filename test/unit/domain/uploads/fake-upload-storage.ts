/** An in-memory UploadStorage that records every call, for the upload rules' tests. */
import type {
  DeclaredFile,
  StoredPart,
  UploadStorage,
} from '../../../../lambdas/domain/uploads/upload-storage';

export class FakeUploadStorage implements UploadStorage {
  readonly calls: string[] = [];
  readonly objects = new Map<string, number>();
  readonly uploads = new Map<string, { key: string; parts: StoredPart[] }>();
  /** The original name each presigned PUT or multipart upload was started with, by key. */
  readonly originalNames = new Map<string, string | undefined>();
  /** What abort does: really drop the upload (S3), keep its parts (a broken store), or fail. */
  abortBehaviour: 'drop' | 'keep-parts' | 'fail' = 'drop';
  private nextUpload = 1;

  async presignPut(key: string, file: DeclaredFile, expiresIn: number) {
    this.calls.push(`presignPut ${key}`);
    this.originalNames.set(key, file.originalName);
    return {
      url: `https://s3.test/${key}?put&type=${file.contentType}&length=${file.size}&expires=${expiresIn}`,
      headers: {
        'content-type': file.contentType,
        ...(file.originalName ? { 'x-amz-meta-original-name': encodeURIComponent(file.originalName) } : {}),
      },
    };
  }
  async createMultipartUpload(key: string, file: Omit<DeclaredFile, 'size'>) {
    this.calls.push(`create ${key}`);
    this.originalNames.set(key, file.originalName);
    const uploadId = `upload-${this.nextUpload++}`;
    this.uploads.set(uploadId, { key, parts: [] });
    return uploadId;
  }
  async presignUploadPart(key: string, uploadId: string, partNumber: number, expiresIn: number) {
    this.calls.push(`presignPart ${partNumber}`);
    return `https://s3.test/${key}?uploadId=${uploadId}&partNumber=${partNumber}&expires=${expiresIn}`;
  }
  async listParts(key: string, uploadId: string) {
    this.calls.push(`listParts ${uploadId}`);
    const upload = this.uploads.get(uploadId);
    return upload?.key === key ? [...upload.parts] : 'no-such-upload';
  }
  async completeMultipartUpload(key: string, uploadId: string, parts: { partNumber: number }[]) {
    this.calls.push(`complete ${uploadId} ${parts.map((part) => part.partNumber).join(',')}`);
    const upload = this.uploads.get(uploadId);
    if (upload?.key !== key) return 'no-such-upload';
    const chosen = new Set(parts.map((part) => part.partNumber));
    const size = upload.parts
      .filter((part) => chosen.has(part.partNumber))
      .reduce((sum, part) => sum + part.size, 0);
    this.objects.set(key, size);
    this.uploads.delete(uploadId);
    return 'completed';
  }
  async abortMultipartUpload(key: string, uploadId: string) {
    this.calls.push(`abort ${uploadId}`);
    if (this.abortBehaviour === 'fail') throw new Error('AccessDenied');
    const upload = this.uploads.get(uploadId);
    if (upload?.key !== key) return 'no-such-upload';
    if (this.abortBehaviour === 'drop') this.uploads.delete(uploadId);
    return 'aborted';
  }
  async storedSize(key: string) {
    this.calls.push(`head ${key}`);
    return this.objects.get(key);
  }
  async deleteObject(key: string) {
    this.calls.push(`delete ${key}`);
    this.objects.delete(key);
  }
  async presignGet(key: string, expiresIn: number) {
    this.calls.push(`presignGet ${key}`);
    return `https://s3.test/${key}?get&expires=${expiresIn}`;
  }

  /** A part as if the browser had PUT it through a presigned URL. */
  putPart(uploadId: string, partNumber: number, size: number) {
    this.uploads.get(uploadId)?.parts.push({ partNumber, size, etag: `"etag-${partNumber}"` });
  }
}
