/** The real parts of every upload rule: the uploads bucket, the accounts table's sessions, the clock. */
import type { UploadDependencies } from '../domain/uploads/upload-session';
import { s3UploadStorage } from './s3-upload-storage';
import { uploadSessionRepository } from './upload-session-repository';

export const uploadDependencies = (): UploadDependencies => ({
  storage: s3UploadStorage(),
  sessions: uploadSessionRepository,
  now: () => new Date(),
});
