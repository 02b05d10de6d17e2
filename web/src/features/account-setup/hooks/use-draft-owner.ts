/**
 * Whose draft this is: the signed-in username from the token store, so a saved draft never shows up for
 * the next person who signs in on the same tab. `undefined` while the app settings load.
 */
import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from '../../../config/runtime-config';
import { readStoredUser } from '../../../lib/auth/token-store';

export function useDraftOwner(): string | null | undefined {
  const [owner, setOwner] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    loadRuntimeConfig()
      .then((config) => readStoredUser(config.cognito.userPoolClientId)?.username ?? null)
      .catch(() => null)
      .then((username) => {
        if (current) setOwner(username);
      });
    return () => {
      current = false;
    };
  }, []);
  return owner;
}
