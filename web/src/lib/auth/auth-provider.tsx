/**
 * Puts the auth engine (session.ts) into React: the signed-in user as state that re-renders on every
 * change (this tab's or another tab's), `loading` while a call runs, and `error` in plain words. Each
 * action still rejects with the AuthError, so a screen can branch on it (EmailNotConfirmedError → the
 * code screen). The runtime config comes in as a prop, so this file does not depend on how it is loaded.
 */
import { type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';
import { friendlyAuthMessage } from './auth-messages';
import { type AuthConfig, AuthSession } from './session';

export interface AuthProviderProps {
  config: AuthConfig & { apiUrl: string };
  /** Tests pass their own engine; the app gets one over localStorage. */
  session?: AuthSession;
  children: ReactNode;
}

export function AuthProvider({ config, session: given, children }: AuthProviderProps) {
  const { region, apiUrl } = config;
  const { userPoolClientId, endpoint } = config.cognito;
  // Keyed on the values, not the object, so a re-created config does not drop an in-flight refresh.
  const session = useMemo(
    () =>
      given ??
      AuthSession.fromConfig(
        { region, cognito: { userPoolClientId, ...(endpoint ? { endpoint } : {}) } },
        { storage: localStorage },
      ),
    [given, region, userPoolClientId, endpoint],
  );
  const user = useSyncExternalStore(session.subscribe, session.currentUser, () => null);
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<string | null>(null);

  // Another tab signed in or out: the stored session changed under this one.
  useEffect(() => {
    const onStorage = () => session.notifyChanged();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [session]);

  const run = useCallback(<T,>(call: () => Promise<T>): Promise<T> => {
    setPending((count) => count + 1);
    setError(null);
    return call()
      .catch((failure: unknown) => {
        // AuthErrors carry the service's name and message only: no tokens, passwords or emails.
        console.error(failure);
        setError(friendlyAuthMessage(failure));
        throw failure;
      })
      .finally(() => setPending((count) => count - 1));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading: pending > 0,
      error,
      clearError: () => setError(null),
      signUp: (email, password) => run(() => session.signUp(email, password)),
      confirmSignUp: (email, code) => run(() => session.confirmSignUp(email, code)),
      resendCode: (email) => run(() => session.resendCode(email)),
      signIn: (email, password) => run(() => session.signIn(email, password)),
      forgotPassword: (email) => run(() => session.forgotPassword(email)),
      confirmForgotPassword: (email, code, newPassword) =>
        run(() => session.confirmForgotPassword(email, code, newPassword)),
      signOut: () => run(() => session.signOut()),
      signOutEverywhere: () => run(() => session.signOutEverywhere(apiUrl)),
      session,
    }),
    [user, pending, error, run, session, apiUrl],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
