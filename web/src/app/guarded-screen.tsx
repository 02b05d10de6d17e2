/**
 * A screen behind the sign-in guard, loaded only once the guard lets the visitor in. React Router
 * starts every matched route's `lazy()` alongside the loaders, so a signed-out visitor to a deep link
 * would download the screen (and everything it imports) just to be sent to sign-in. Here the screen's
 * chunk is loaded by the route's own loader, after the session is found: the router still waits for
 * it before showing the screen (the page before stays until then), and a chunk that fails to load is
 * the route's error, as with `lazy()`.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadScreen } from './lazy-screen';
import { hasSession } from './session-check';

export function guardedScreen<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Pick<RouteObject, 'loader' | 'Component'> {
  let Screen: ComponentType | undefined;
  return {
    loader: async () => {
      // Signed out, the guard above redirects; nothing of this screen is fetched.
      if (!Screen && (await hasSession())) Screen = await loadScreen(load, name);
      return null;
    },
    Component: function GuardedScreen() {
      return Screen ? <Screen /> : null;
    },
  };
}
