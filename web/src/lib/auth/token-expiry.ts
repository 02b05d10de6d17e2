/**
 * When to refresh, judged by the server's clock: token `exp` is server time, and a phone's clock can be
 * minutes off (or set by hand). The drift is learned from the API's `Date` header and from each new
 * token's `iat`, and stored with the session (seconds to add to the device clock).
 */

/** Refresh when a token has less than this left, so a request never leaves with a dying token. */
export const REFRESH_MARGIN_SECONDS = 120;

export const serverNowSeconds = (deviceNowMs: number, clockDriftSeconds: number): number =>
  deviceNowMs / 1000 + clockDriftSeconds;

/** Whether a token expiring at `expiresAt` (server epoch seconds) should be refreshed now. */
export function expiresSoon(
  expiresAt: number | undefined,
  deviceNowMs: number,
  clockDriftSeconds: number,
  marginSeconds = REFRESH_MARGIN_SECONDS,
): boolean {
  if (expiresAt === undefined) return true;
  return expiresAt - serverNowSeconds(deviceNowMs, clockDriftSeconds) <= marginSeconds;
}

/** Drift from an HTTP `Date` header (whole seconds); undefined when the header is missing or unreadable. */
export function driftFromDateHeader(
  dateHeader: string | null | undefined,
  deviceNowMs: number,
): number | undefined {
  if (!dateHeader) return undefined;
  const serverMs = Date.parse(dateHeader);
  return Number.isNaN(serverMs) ? undefined : Math.round((serverMs - deviceNowMs) / 1000);
}

/** Drift from a token issued just now: its `iat` is the server's clock at the moment of issue. */
export const driftFromIssuedAt = (issuedAt: number | undefined, deviceNowMs: number): number | undefined =>
  issuedAt === undefined ? undefined : Math.round(issuedAt - deviceNowMs / 1000);
