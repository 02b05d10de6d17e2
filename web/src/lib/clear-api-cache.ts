/**
 * Forgets every cached API answer (SWR's cache) when who is signed in changes, so the next person on a
 * shared phone never sees the previous one's profile while theirs loads. SWR is imported on demand:
 * when it was never loaded, nothing was cached, and the initial bundle stays without it.
 */
export async function clearApiCache({ refetch = false }: { refetch?: boolean } = {}): Promise<void> {
  const { mutate } = await import('swr');
  // `refetch` once the new session's tokens are in place (after sign-in). Without it SWR keeps its
  // "request in flight" marker for up to 2 s (its dedupe window), and a screen mounting in that window
  // skips its first fetch: the wallet then waited on the previous person's discarded /me for ever.
  // Revalidating drops those markers and refetches what is on screen with the new tokens.
  await mutate(() => true, undefined, { revalidate: refetch });
}
