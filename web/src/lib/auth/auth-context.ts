/** The React context behind useAuth; AuthProvider fills it (kept apart so both files stay small). */
import { createContext } from 'react';
import type { AuthSession, CurrentUser } from './session';

export interface AuthContextValue {
  /** Who is signed in; null when nobody is. */
  user: CurrentUser | null;
  /** True while an auth call of this provider is under way. */
  loading: boolean;
  /** Plain words for the last failed call; null after a call succeeds. */
  error: string | null;
  clearError(): void;
  signUp(email: string, password: string): Promise<{ confirmed: boolean; destination?: string }>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendCode(email: string): Promise<{ destination?: string }>;
  signIn(email: string, password: string): Promise<CurrentUser>;
  forgotPassword(email: string): Promise<void>;
  confirmForgotPassword(email: string, code: string, newPassword: string): Promise<void>;
  signOut(): Promise<void>;
  signOutEverywhere(): Promise<void>;
  /** For the API client: the bearer token, and the server clock from each response's Date header. */
  session: AuthSession;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
