/**
 * Saves a file from its signed link under its own name. The link is on the storage's origin, where
 * `<a download>` is ignored, so the bytes are fetched (the bucket's CORS allows GET from the app) and
 * saved from a local object URL; if that fails, the link opens in a new tab instead.
 */
export async function saveFile(url: string, name: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const objectUrl = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked later: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch {
    window.open(url, '_blank', 'noopener,noreferrer');
  }
}
