import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyScreen } from '../lazy-screen';

const Screen = () => null;

/** A stalled mobile connection is given two minutes before the screen offers Retry. */
const TWO_MINUTES_MS = 2 * 60 * 1000;

describe('lazyScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the router the named component of the loaded chunk', async () => {
    const route = await lazyScreen(async () => ({ AccountScreen: Screen }), 'AccountScreen')();
    expect(route.Component).toBe(Screen);
  });

  it('turns a failed chunk download into a ChunkLoadError', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = lazyScreen(() => Promise.reject<{ X: typeof Screen }>(failure), 'X');
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(load()).rejects.toMatchObject({ cause: failure });
  });

  it('gives up on a chunk that has not arrived after two minutes', async () => {
    vi.useFakeTimers();
    const load = lazyScreen(() => new Promise<{ X: typeof Screen }>(() => {}), 'X');
    const outcome = expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(TWO_MINUTES_MS);
    await outcome;
  });

  it('does not give up a moment before the limit', async () => {
    vi.useFakeTimers();
    let arrive: (module: { X: typeof Screen }) => void = () => {};
    const load = lazyScreen(() => new Promise<{ X: typeof Screen }>((resolve) => (arrive = resolve)), 'X');
    const route = load();
    await vi.advanceTimersByTimeAsync(TWO_MINUTES_MS - 1);
    arrive({ X: Screen });
    await expect(route).resolves.toEqual({ Component: Screen });
  });
});
