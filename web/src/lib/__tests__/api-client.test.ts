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

const { apiClient, ApiError, newIdempotencyKey } = await import('../api-client');
const { onSessionEnded } = await import('../auth/session-ended');
const { REQUEST_BACKOFF, retryTiming } = await import('../request-retry');

const DATE = 'Mon, 23 Nov 2026 10:00:00 GMT';
const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { date: DATE } });
const Body = z.object({ ok: z.boolean() });

describe('apiClient', () => {
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
    expect(await apiClient.get('/me', Body)).toEqual({ ok: true });
    expect(bearerOf(0)).toBe('Bearer stored');
    expect(session.recordServerDate).toHaveBeenCalledWith(DATE);
  });

  it('retries once with a refreshed token after a 401', async () => {
    fetchMock.mockResolvedValueOnce(answer(401)).mockResolvedValueOnce(answer(200, { ok: true }));
    expect(await apiClient.get('/me', Body)).toEqual({ ok: true });
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
    await expect(apiClient.get('/me', Body)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('ends the session, signing out here, when even a fresh token is refused', async () => {
    fetchMock.mockResolvedValue(answer(401));
    await expect(apiClient.get('/me', Body)).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(session.signOut).toHaveBeenCalled();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("says 'Network error' when the request cannot leave, or the refresh cannot", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiClient.get('/me', Body)).rejects.toMatchObject({ status: 0, message: /^Network error/ });
    session.getAccessToken.mockRejectedValueOnce(new AuthError('NetworkError', 'Network error', 0));
    await expect(apiClient.get('/me', Body)).rejects.toMatchObject({ status: 0, message: /^Network error/ });
    expect(ended).not.toHaveBeenCalled();
  });

  it('passes problem+json details through as plain words', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(403, { type: 'x', title: 'Forbidden', status: 403, detail: 'The current PIN is wrong' }),
    );
    await expect(apiClient.put('/me/transaction-pin', {}, Body)).rejects.toMatchObject({
      status: 403,
      message: 'The current PIN is wrong',
    });
  });

  describe('retries', () => {
    const Paid = z.object({ paid: z.string() });
    const keyOf = (call: number) =>
      (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.['idempotency-key'];
    const pay = (idempotencyKey?: string) =>
      apiClient.post('/payments', { amount: '100.00' }, Paid, idempotencyKey ? { idempotencyKey } : {});

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
      await expect(apiClient.get('/me', Body)).rejects.toMatchObject({ status: 502 });
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
      expect(await apiClient.get('/me', Body)).toEqual({ ok: true });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });

    it('stops retrying when the caller cancels', async () => {
      const controller = new AbortController();
      fetchMock.mockImplementation(async () => {
        controller.abort();
        return answer(503);
      });
      await expect(apiClient.get('/me', Body, controller.signal)).rejects.toMatchObject({
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
