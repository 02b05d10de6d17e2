/**
 * Signing out, from the header or the account page: on this device, or on every device. Either way
 * the cached tokens and upload ids go (the engine), cached API answers go (SWR), and the person lands
 * on sign-in with a note of what happened. A failed "everywhere" keeps the session, to try again.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { friendlyAuthMessage } from '../lib/auth/auth-messages';
import type { AuthFlowState } from '../lib/auth/flow-state';
import { useAuth } from '../lib/auth/use-auth';
import { clearApiCache } from '../lib/clear-api-cache';

export function useSignOut() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState<'here' | 'everywhere' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(where: 'here' | 'everywhere') {
    setPending(where);
    setError(null);
    try {
      await (where === 'here' ? auth.signOut() : auth.signOutEverywhere());
      await clearApiCache();
      const state: AuthFlowState = { notice: where === 'here' ? 'signed-out' : 'signed-out-everywhere' };
      await navigate(paths.login.signIn.getHref(), { replace: true, state });
    } catch (failure) {
      setError(friendlyAuthMessage(failure));
    } finally {
      setPending(null);
    }
  }

  return {
    signOut: () => run('here'),
    signOutEverywhere: () => run('everywhere'),
    pending,
    error,
  };
}
