/**
 * Loads one screen's code (its own chunk) for a lazy route. A chunk that fails to load, or takes
 * longer than two minutes (a stalled mobile connection), becomes a ChunkLoadError, which the route
 * error boundary shows as 'Loading chunk failed' with a Retry button.
 */
import type { ComponentType } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(`Screen code did not load within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The named component of a screen's chunk, loaded within `timeoutMs`, or a ChunkLoadError. */
export async function loadScreen<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<ComponentType> {
  try {
    const module = await withTimeout(load(), timeoutMs);
    return module[name];
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    throw new ChunkLoadError('Screen code failed to load', { cause: error });
  }
}

/**
 * `lazy: lazyScreen(() => import('../features/x/screens/x-screen'), 'XScreen')` — the import stays
 * a literal `import()` here in the route table, so Vite splits each screen into its own chunk.
 */
export function lazyScreen<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: await loadScreen(load, name, timeoutMs) });
}
