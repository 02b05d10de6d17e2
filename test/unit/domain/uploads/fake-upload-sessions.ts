/** Upload sessions in memory, as the accounts table keeps them, for the upload rules' tests. */
import type {
  UploadEnding,
  UploadSession,
  UploadSessions,
} from '../../../../lambdas/domain/uploads/upload-session';

export class FakeUploadSessions implements UploadSessions {
  readonly byId = new Map<string, UploadSession>();

  async record(session: UploadSession) {
    if (this.byId.has(session.uploadId)) throw new Error(`A session for ${session.uploadId} exists`);
    this.byId.set(session.uploadId, { ...session });
  }
  async find(uploadId: string) {
    const session = this.byId.get(uploadId);
    return session && { ...session };
  }
  async end(uploadId: string, how: UploadEnding) {
    const session = this.byId.get(uploadId);
    if (!session) throw new Error(`No session for ${uploadId}`);
    session.endedAs = how;
  }
}
