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

const { apiClient, ApiError } = await import('../api-client');
const { onSessionEnded } = await import('../auth/session-ended');

const DATE = 'Mon, 23 Nov 2026 10:00:00 GMT';
const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { date: DATE } });
const Body = z.object({ ok: z.boolean() });

describe('apiClient', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const ended = vi.fn();
  let stopListening: () => void;

  beforeEach(() => {
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
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
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
});
