/**
 * Forgets every cached API answer (SWR's cache) when who is signed in changes, so the next person on a
 * shared phone never sees the previous one's profile while theirs loads. SWR is imported on demand:
 * when it was never loaded, nothing was cached, and the initial bundle stays without it.
 */
export async function clearApiCache(): Promise<void> {
  const { mutate } = await import('swr');
  await mutate(() => true, undefined, { revalidate: false });
}
