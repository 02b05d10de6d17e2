/**
 * The name a file had on the person's device, kept with the object (S3 user metadata) so the documents
 * list shows the name they chose. It is only ever shown, never part of a key or a path (the API decides
 * keys: object-key.ts), but it is shown to the person and to reviewers, and it is the name a download
 * is saved under, so it is made plain first: one Unicode form (NFC), no control characters, no
 * bidirectional overrides (which make `gpj.exe` read as `exe.jpg`), no path separators, and short
 * enough to read in a list and to fit S3's 2 KB of user metadata once percent-encoded.
 */

/** The metadata entry (`x-amz-meta-original-name` on the wire). */
export const ORIGINAL_NAME_METADATA = 'original-name';

/** What a list can show; longer names keep their start and their extension. */
export const MAX_ORIGINAL_NAME_GRAPHEMES = 120;
/** Percent-encoded, an emoji takes 12 bytes: this keeps the whole entry well inside S3's 2 KB. */
const MAX_ENCODED_BYTES = 1024;

const CONTROL = /\p{Cc}+/gu;
/** Bidirectional marks, embeddings, overrides and isolates, and the byte-order mark. */
const INVISIBLE_DIRECTION = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
/** Half a surrogate pair (a name cut in the middle of an emoji) cannot be encoded as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const PATH_SEPARATOR = /[/\\]+/g;
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

const graphemes = (text: string) =>
  Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
    (part) => part.segment,
  );

const fits = (name: string, length: number) =>
  length <= MAX_ORIGINAL_NAME_GRAPHEMES && encodeOriginalName(name).length <= MAX_ENCODED_BYTES;

/** The name made safe to keep and show, or undefined when nothing showable is left. */
export function originalFileName(raw: string): string | undefined {
  const plain = raw
    .replace(LONE_SURROGATE, '\uFFFD')
    .normalize('NFC')
    .replace(INVISIBLE_DIRECTION, '')
    .replace(CONTROL, ' ')
    .replace(PATH_SEPARATOR, '_')
    .replace(/\s+/gu, ' ')
    .trim();
  if (!/[^\s.]/u.test(plain)) return undefined;
  const characters = graphemes(plain);
  if (fits(plain, characters.length)) return plain;

  // Too long: keep the start and the extension, with an ellipsis where the middle was.
  const extension = EXTENSION.exec(plain)?.[0] ?? '';
  const stem = graphemes(plain.slice(0, plain.length - extension.length));
  const extensionLength = graphemes(extension).length;
  let kept = Math.min(stem.length, MAX_ORIGINAL_NAME_GRAPHEMES - extensionLength - 1);
  let name = `${stem.slice(0, kept).join('').trimEnd()}…${extension}`;
  while (kept > 1 && !fits(name, kept + extensionLength + 1)) {
    kept -= 1;
    name = `${stem.slice(0, kept).join('').trimEnd()}…${extension}`;
  }
  return name;
}

/** S3 user metadata must be US-ASCII: the name travels percent-encoded as UTF-8. */
export const encodeOriginalName = (name: string) => encodeURIComponent(name);

/** The stored name, or undefined when the entry is not one we wrote (it is made plain again all the same). */
export function decodeOriginalName(stored: string | undefined): string | undefined {
  if (!stored) return undefined;
  try {
    return originalFileName(decodeURIComponent(stored));
  } catch {
    return undefined;
  }
}
