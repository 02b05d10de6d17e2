/**
 * Recognises the same file chosen again after a reload: its name, size and modification time, and a
 * SHA-256 of its first 1 MiB (read as one 1 MiB chunk, never the whole file), so a different file
 * with the same name and size does not resume someone else's parts.
 */
const HEAD_BYTES = 1024 * 1024;

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

const sha256 = async (data: BufferSource) => hex(await crypto.subtle.digest('SHA-256', data));

/** `purpose` is folded in: the same photo chosen as front and back image is two uploads. */
export async function fileFingerprint(
  file: Pick<File, 'name' | 'size' | 'lastModified' | 'slice'>,
  purpose: string,
): Promise<string> {
  const head = await sha256(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const description = [purpose, file.name, file.size, file.lastModified, head].join('\n');
  return sha256(new TextEncoder().encode(description));
}
