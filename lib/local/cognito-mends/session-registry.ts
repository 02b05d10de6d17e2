/**
 * Who was signed in with which tokens, so RevokeToken and GlobalSignOut can revoke the access
 * tokens issued from a refresh token, as the service does (cognito-local only forgets the refresh token).
 */
import { readFileSync } from 'node:fs';
import { writeFileAtomically } from '../atomic-file';
import { decodeJwt, nowSeconds } from './tokens';

interface SessionState {
  /** refresh token jti → { sub, access token jtis issued from it, refresh expiry } */
  sessions: Record<string, { sub: string; accessJtis: string[]; expiresAt: number }>;
  revokedAccessJtis: Record<string, number>;
  revokedRefreshJtis: Record<string, number>;
}

export class SessionRegistry {
  private state: SessionState = { sessions: {}, revokedAccessJtis: {}, revokedRefreshJtis: {} };

  /** `file` keeps revocations across restarts; memory only when absent. */
  constructor(private readonly file?: string) {
    if (file) {
      try {
        this.state = JSON.parse(readFileSync(file, 'utf8')) as SessionState;
      } catch {
        // first run
      }
    }
  }

  issued(refreshToken: string, accessToken: string) {
    const refresh = decodeJwt(refreshToken)?.payload;
    const access = decodeJwt(accessToken)?.payload;
    if (typeof refresh?.jti !== 'string' || typeof access?.jti !== 'string') return;
    const session = this.state.sessions[refresh.jti] ?? {
      sub: String(access.sub),
      accessJtis: [],
      expiresAt: Number(refresh.exp),
    };
    session.accessJtis.push(access.jti);
    this.state.sessions[refresh.jti] = session;
    this.save();
  }

  revokeSession(refreshToken: string) {
    const jti = decodeJwt(refreshToken)?.payload.jti;
    if (typeof jti !== 'string') return;
    const session = this.state.sessions[jti];
    this.state.revokedRefreshJtis[jti] = session?.expiresAt ?? nowSeconds() + 30 * 86400;
    for (const accessJti of session?.accessJtis ?? [])
      this.state.revokedAccessJtis[accessJti] = session?.expiresAt ?? 0;
    delete this.state.sessions[jti];
    this.save();
  }

  revokeAllOf(sub: string, presentedAccessJti?: string) {
    if (presentedAccessJti) this.state.revokedAccessJtis[presentedAccessJti] = nowSeconds() + 86400;
    for (const [jti, session] of Object.entries(this.state.sessions)) {
      if (session.sub !== sub) continue;
      this.state.revokedRefreshJtis[jti] = session.expiresAt;
      for (const accessJti of session.accessJtis) this.state.revokedAccessJtis[accessJti] = session.expiresAt;
      delete this.state.sessions[jti];
    }
    this.save();
  }

  isAccessRevoked = (jti: string) => jti in this.state.revokedAccessJtis;
  isRefreshRevoked = (jti: string) => jti in this.state.revokedRefreshJtis;

  private save() {
    // Forget what can no longer be presented anyway.
    const now = nowSeconds();
    for (const map of [this.state.revokedAccessJtis, this.state.revokedRefreshJtis])
      for (const [jti, until] of Object.entries(map)) if (until < now) delete map[jti];
    for (const [jti, session] of Object.entries(this.state.sessions))
      if (session.expiresAt < now) delete this.state.sessions[jti];
    if (this.file) writeFileAtomically(this.file, JSON.stringify(this.state));
  }
}
