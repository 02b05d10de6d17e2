/** Sizes as people read them on a phone: `12.0 MB`, `850 KB` (binary units, as the upload limits are). */
const KIB = 1024;
const MIB = 1024 * 1024;

export function formatFileSize(bytes: number): string {
  if (bytes >= MIB) return `${(bytes / MIB).toFixed(1)} MB`;
  if (bytes >= KIB) return `${Math.round(bytes / KIB)} KB`;
  return `${bytes} bytes`;
}
