/**
 * Where sign-in leads: the `step` of a flow, else the page the person was sent from (`from`), else
 * `/`. Only paths on this site (safeReturnPath), so `?step=//evil.example` lands on `/`. The first
 * sign-in after registration (step = account set-up) first offers the transaction PIN, then goes on.
 */
import { paths } from '../../../config/paths';
import { safeReturnPath } from '../../../lib/auth/redirect';

export function destinationAfterSignIn(query: URLSearchParams): string {
  const step = query.get('step');
  if (step === null) return safeReturnPath(query.get('from'));
  const next = safeReturnPath(step);
  return next === paths.accountSetup.path ? paths.registration.twoFactorAuth.getHref(next) : next;
}
