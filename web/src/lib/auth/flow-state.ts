/**
 * What one auth screen hands the next through router state: the email (so nobody retypes it, and it
 * stays out of URLs and server logs) and a notice to show on arrival. Router state outlives a reload
 * of the same history entry; a screen opened without it asks for the email instead.
 */
export type AuthNotice =
  | 'email-confirmed'
  | 'password-changed'
  | 'signed-out'
  | 'signed-out-everywhere'
  | 'session-ended'
  | 'pin-saved';

export interface AuthFlowState {
  email?: string;
  /** Whether a fresh code was just sent (a resend can be throttled). */
  codeSent?: boolean;
  notice?: AuthNotice;
}

const NOTICES: readonly string[] = [
  'email-confirmed',
  'password-changed',
  'signed-out',
  'signed-out-everywhere',
  'session-ended',
  'pin-saved',
];

/** Reads router state defensively: it is whatever the history entry holds. */
export function readFlowState(state: unknown): AuthFlowState {
  if (!state || typeof state !== 'object') return {};
  const { email, codeSent, notice } = state as Record<string, unknown>;
  return {
    ...(typeof email === 'string' && email ? { email } : {}),
    ...(typeof codeSent === 'boolean' ? { codeSent } : {}),
    ...(typeof notice === 'string' && NOTICES.includes(notice) ? { notice: notice as AuthNotice } : {}),
  };
}
