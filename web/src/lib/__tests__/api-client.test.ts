import { noBody, noPathParameters, noQuery } from '@contract/request-shapes';
import { csvFile, noContent, type RouteSpec } from '@contract/route-definition';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { AuthError, notAuthenticated } from '../auth/auth-error';

// The engine and the config, as the API client sees them: a token per call, the server's Date noted.
const session = {
  getAccessToken: vi.fn<(options?: { forceRefresh?: boolean }) => Promise<string>>(),
  recordServerDate: vi.fn<(date: string | null) => void>(),
  signOut: vi.fn(async () => {}),
};
vi.mock('../auth/app-session', () => ({ getAppSession: async () => session }));
vi.mock('../../config/runtime-config', () => ({
  loadRuntimeConfig: async () => ({ apiUrl: 'https://api.example' }),
}));

const { callRoute, ApiError, newIdempotencyKey, routeUrl } = await import('../api-client');
const { onSessionEnded } = await import('../auth/session-ended');
const { REQUEST_BACKOFF, retryTiming } = await import('../request-retry');

const DATE = 'Mon, 23 Nov 2026 10:00:00 GMT';
const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { date: DATE } });
const Body = z.object({ ok: z.boolean() });

/** Routes of the shape contract/routes defines, for this test only. */
const route = <const Spec extends Omit<RouteSpec, 'handler' | 'grants'>>(spec: Spec) => ({
  ...spec,
  handler: 'lambdas/test.ts',
  grants: {},
});
const none = { body: noBody, query: noQuery, pathParameters: noPathParameters };
const readMe = route({ method: 'GET', path: '/me', access: 'user', request: none, response: Body });
const setPin = route({
  method: 'PUT',
  path: '/me/transaction-pin',
  access: 'user',
  request: { ...none, body: z.object({}) },
  response: noContent,
});
const getMe = (signal?: AbortSignal) => callRoute(readMe, signal ? { signal } : {});

describe('the API client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const ended = vi.fn();
  let stopListening: () => void;
  // The waits between retries, asked of a fake clock that returns at once.
  const waits: number[] = [];

  beforeEach(() => {
    waits.length = 0;
    vi.spyOn(retryTiming, 'sleep').mockImplementation(async (ms) => {
      waits.push(ms);
    });
    vi.spyOn(retryTiming, 'random').mockReturnValue(0.5);
    vi.stubGlobal('fetch', fetchMock);
    stopListening = onSessionEnded(ended);
    session.getAccessToken.mockImplementation(async (options) =>
      options?.forceRefresh ? 'fresh' : 'stored',
    );
  });
  afterEach(() => {
    stopListening();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  const bearerOf = (call: number) =>
    (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.authorization;

  it("sends the session's access token and tells the engine the server's time", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));
    expect(await getMe()).toEqual({ ok: true });
    expect(bearerOf(0)).toBe('Bearer stored');
    expect(session.recordServerDate).toHaveBeenCalledWith(DATE);
  });

  it('calls a public route without a token, so it works signed out, and never signs out on its 401', async () => {
    const published = route({
      method: 'GET',
      path: '/published',
      access: 'public',
      request: none,
      response: Body,
    });
    session.getAccessToken.mockRejectedValue(notAuthenticated());
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));
    expect(await callRoute(published)).toEqual({ ok: true });
    expect(bearerOf(0)).toBeUndefined();
    expect(session.getAccessToken).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(answer(401, { title: 'Unauthorized', status: 401 }));
    await expect(callRoute(published)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(session.signOut).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });

  it('retries once with a refreshed token after a 401', async () => {
    fetchMock.mockResolvedValueOnce(answer(401)).mockResolvedValueOnce(answer(200, { ok: true }));
    expect(await getMe()).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bearerOf(1)).toBe('Bearer fresh');
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh is refused (signed out of all devices)', async () => {
    fetchMock.mockResolvedValueOnce(answer(401));
    session.getAccessToken.mockImplementation(async (options) => {
      if (options?.forceRefresh) throw notAuthenticated();
      return 'stored';
    });
    await expect(getMe()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('ends the session, signing out here, when even a fresh token is refused', async () => {
    fetchMock.mockResolvedValue(answer(401));
    await expect(getMe()).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(session.signOut).toHaveBeenCalled();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("says 'Network error' when the request cannot leave, or the refresh cannot", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getMe()).rejects.toMatchObject({ status: 0, message: /^Network error/ });
    session.getAccessToken.mockRejectedValueOnce(new AuthError('NetworkError', 'Network error', 0));
    await expect(getMe()).rejects.toMatchObject({ status: 0, message: /^Network error/ });
    expect(ended).not.toHaveBeenCalled();
  });

  it('passes problem+json details through as plain words', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(403, { type: 'x', title: 'Forbidden', status: 403, detail: 'The current PIN is wrong' }),
    );
    await expect(callRoute(setPin, { body: {} })).rejects.toMatchObject({
      status: 403,
      message: 'The current PIN is wrong',
    });
  });

  describe('calls made from a route definition', () => {
    const statement = route({
      method: 'GET',
      path: '/wallets/{currency}/statement',
      access: 'user',
      request: {
        body: noBody,
        query: z.strictObject({ from: z.string(), to: z.optional(z.string()) }),
        pathParameters: z.object({ currency: z.string() }),
      },
      response: csvFile,
    });
    const urlOf = (call: number) => fetchMock.mock.calls[call]?.[0];

    it('fills the path parameters, each one segment, and leaves out query values not given', async () => {
      expect(
        routeUrl(statement, { pathParameters: { currency: 'in/r' }, query: { from: '2026-04-01' } }),
      ).toBe('/wallets/in%2Fr/statement?from=2026-04-01');
      fetchMock.mockResolvedValueOnce(new Response('Date,Amount\n', { status: 200 }));
      const csv = await callRoute(statement, {
        pathParameters: { currency: 'inr' },
        query: { from: '2026-04-01', to: '2026-04-30' },
      });
      expect(csv).toBe('Date,Amount\n');
      expect(urlOf(0)).toBe('https://api.example/wallets/inr/statement?from=2026-04-01&to=2026-04-30');
      expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    });

    it("parses every answer with the route's response schema: one that does not match is reported, not shown", async () => {
      fetchMock.mockResolvedValueOnce(answer(200, { ok: 'yes' }));
      await expect(getMe()).rejects.toMatchObject({ message: /does not understand/ });
      fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
      await expect(callRoute(setPin, { body: {} })).resolves.toBeUndefined();
      expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'PUT', body: '{}' });
    });
  });

  describe('retries', () => {
    const payRoute = route({
      method: 'POST',
      path: '/payments',
      access: 'user',
      request: { ...none, body: z.object({ amount: z.string() }) },
      response: z.object({ paid: z.string() }),
    });
    const keyOf = (call: number) =>
      (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.['idempotency-key'];
    const pay = (idempotencyKey?: string) =>
      callRoute(payRoute, { body: { amount: '100.00' }, ...(idempotencyKey ? { idempotencyKey } : {}) });

    it('sends a payment again with the same key after a dropped connection, and returns its answer', async () => {
      fetchMock
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(answer(201, { paid: '100.00' }));
      const key = newIdempotencyKey();
      expect(await pay(key)).toEqual({ paid: '100.00' });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect([keyOf(0), keyOf(1)]).toEqual([key, key]);
    });

    it('gives up after three attempts at a failing service, in plain words', async () => {
      fetchMock.mockImplementation(async () => answer(503));
      await expect(pay(newIdempotencyKey())).rejects.toMatchObject({
        status: 503,
        message: 'Something went wrong on our side. Please try again in a moment.',
      });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(new Set(fetchMock.mock.calls.map((_, call) => keyOf(call))).size).toBe(1);
    });

    it('waits longer before each retry, a random share of a growing ceiling', async () => {
      fetchMock.mockImplementation(async () => answer(502));
      await expect(getMe()).rejects.toMatchObject({ status: 502 });
      // random() = 0.5 of ceilings 300 ms and 600 ms.
      expect(waits).toEqual([REQUEST_BACKOFF.firstDelayMs / 2, REQUEST_BACKOFF.firstDelayMs]);
    });

    it.each([400, 409, 422])('never repeats a payment the service refused with %i', async (status) => {
      fetchMock.mockResolvedValueOnce(
        answer(status, { type: 'x', title: 'Refused', status, detail: 'Not this time' }),
      );
      await expect(pay(newIdempotencyKey())).rejects.toMatchObject({ status, message: 'Not this time' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(waits).toEqual([]);
    });

    it('never repeats a POST that has no Idempotency-Key', async () => {
      fetchMock.mockResolvedValueOnce(answer(503));
      await expect(pay()).rejects.toMatchObject({ status: 503 });
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await expect(pay()).rejects.toMatchObject({ status: 0 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(keyOf(0)).toBeUndefined();
    });

    it('reads again after a 5xx and a dropped connection', async () => {
      fetchMock
        .mockResolvedValueOnce(answer(500))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(answer(200, { ok: true }));
      expect(await getMe()).toEqual({ ok: true });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });

    it('stops retrying when the caller cancels', async () => {
      const controller = new AbortController();
      fetchMock.mockImplementation(async () => {
        controller.abort();
        return answer(503);
      });
      await expect(getMe(controller.signal)).rejects.toMatchObject({
        name: 'AbortError',
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('makes a different key for each action', () => {
      const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
      expect(keys.size).toBe(100);
      expect([...keys].every((key) => /^[0-9a-f]{32}$/.test(key))).toBe(true);
    });
  });
});
