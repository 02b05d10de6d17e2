import { describe, expect, it } from 'vitest';
import { driftFromDateHeader, driftFromIssuedAt, expiresSoon, REFRESH_MARGIN_SECONDS } from '../token-expiry';

const serverNow = 1_767_225_600; // seconds
const minutes = (count: number) => count * 60;

describe('refresh decision by the server clock', () => {
  const deviceMs = (offsetSeconds: number) => (serverNow + offsetSeconds) * 1000;

  it('keeps a token with more than two minutes left, refreshes one with less', () => {
    expect(expiresSoon(serverNow + minutes(10), deviceMs(0), 0)).toBe(false);
    expect(expiresSoon(serverNow + REFRESH_MARGIN_SECONDS, deviceMs(0), 0)).toBe(true);
    expect(expiresSoon(serverNow + 60, deviceMs(0), 0)).toBe(true);
  });

  it('does not refresh a fresh token on a device 10 minutes fast', () => {
    const fast = deviceMs(minutes(10));
    const drift = driftFromDateHeader(new Date(serverNow * 1000).toUTCString(), fast);
    expect(drift).toBe(-minutes(10));
    // The token has 5 minutes left by the server; the device alone would think it is long expired.
    expect(expiresSoon(serverNow + minutes(5), fast, 0)).toBe(true);
    expect(expiresSoon(serverNow + minutes(5), fast, drift ?? 0)).toBe(false);
  });

  it('refreshes a dying token on a device 10 minutes slow', () => {
    const slow = deviceMs(-minutes(10));
    const drift = driftFromDateHeader(new Date(serverNow * 1000).toUTCString(), slow);
    expect(drift).toBe(minutes(10));
    // One minute left by the server; the device alone would think it had eleven.
    expect(expiresSoon(serverNow + 60, slow, 0)).toBe(false);
    expect(expiresSoon(serverNow + 60, slow, drift ?? 0)).toBe(true);
  });

  it("learns the drift from a new token's issue time as well", () => {
    expect(driftFromIssuedAt(serverNow, deviceMs(minutes(10)))).toBe(-minutes(10));
    expect(driftFromIssuedAt(undefined, deviceMs(0))).toBeUndefined();
  });

  it('ignores a missing or unreadable Date header, and refreshes a token without exp', () => {
    expect(driftFromDateHeader(null, deviceMs(0))).toBeUndefined();
    expect(driftFromDateHeader('yesterday-ish', deviceMs(0))).toBeUndefined();
    expect(expiresSoon(undefined, deviceMs(0), 0)).toBe(true);
  });
});
