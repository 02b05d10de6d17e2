/**
 * Where to go after signing in (`from`) or which step to return to (`step`): only a path on this site.
 * Anything else (`//evil.example`, `https://…`, `javascript:…`, `/\evil`, which browsers read as
 * `//evil`) would turn the sign-in page into an open redirect for phishing links.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const looksSafe = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !CONTROL_CHARACTERS.test(path);

const PROBE_ORIGIN = 'https://wallet.invalid';

export function safeReturnPath(value: string | null | undefined): string {
  if (typeof value !== 'string' || !looksSafe(value)) return '/';
  try {
    // Encoded tricks (`/%2F%2Fevil.example`) that a router might decode later are refused too, and the
    // URL parser has the last word on whether the path stays on this origin.
    if (!looksSafe(decodeURIComponent(value))) return '/';
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return '/';
  } catch {
    return '/';
  }
  return value;
}
