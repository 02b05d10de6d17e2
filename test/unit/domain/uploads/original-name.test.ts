/** The original file name kept with an upload: made plain, shortened sensibly, and ASCII on the wire. */
import { describe, expect, it } from 'vitest';
import {
  decodeOriginalName,
  encodeOriginalName,
  MAX_ORIGINAL_NAME_GRAPHEMES,
  originalFileName,
} from '../../../../lambdas/domain/uploads/original-name';

const graphemeCount = (text: string) => [...new Intl.Segmenter().segment(text)].length;

describe('originalFileName', () => {
  it('keeps an ordinary name as it is, in any script', () => {
    for (const name of ['aadhaar-front.jpg', 'पैन कार्ड.pdf', 'rent receipt (March) 100%.pdf', '.profile.png'])
      expect(originalFileName(name)).toBe(name);
  });

  it('stores one Unicode form, so the same name typed two ways is the same name', () => {
    expect(originalFileName('Cafe\u0301.jpg')).toBe('Caf\u00e9.jpg');
  });

  it('turns path separators into _ and drops control characters and direction overrides', () => {
    expect(originalFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(originalFileName('C:\\Users\\asha\\front.jpg')).toBe('C:_Users_asha_front.jpg');
    expect(originalFileName('front\r\nSet-Cookie: x=1\u0000.jpg')).toBe('front Set-Cookie: x=1 .jpg');
    expect(originalFileName('invoice\u202Egnp.exe')).toBe('invoicegnp.exe');
  });

  it('keeps nothing when nothing showable is left', () => {
    for (const name of ['', '   ', '\u0000\u0001', '..', ' . ', '\u202E'])
      expect(originalFileName(name)).toBeUndefined();
  });

  it('shortens a long name to its start and its extension', () => {
    const name = originalFileName(`${'a'.repeat(296)}.pdf`);
    expect(name).toBe(`${'a'.repeat(MAX_ORIGINAL_NAME_GRAPHEMES - 5)}….pdf`);
    expect(graphemeCount(name ?? '')).toBe(MAX_ORIGINAL_NAME_GRAPHEMES);
  });

  it('never cuts an emoji in half, and stays inside S3’s metadata limit', () => {
    const family = '👩‍👩‍👧‍👦';
    const name = originalFileName(`${family.repeat(300)}.png`) ?? '';
    expect(name.endsWith('….png')).toBe(true);
    expect(name.slice(0, -5).split(family).join('')).toBe('');
    expect(encodeOriginalName(name).length).toBeLessThanOrEqual(1024);
  });

  it('replaces half an emoji (a name cut by a careless client) instead of failing to encode', () => {
    expect(originalFileName('photo\uD83D.jpg')).toBe('photo\uFFFD.jpg');
  });
});

describe('the metadata wire form', () => {
  it('is US-ASCII and comes back as the same name', () => {
    const name = 'आधार 🙂 100% #1?.jpg';
    const encoded = encodeOriginalName(name);
    expect(encoded).toMatch(/^[\x21-\x7E]+$/);
    expect(decodeOriginalName(encoded)).toBe(name);
  });

  it('reads a missing or mangled entry as no name, and makes a foreign one plain', () => {
    expect(decodeOriginalName(undefined)).toBeUndefined();
    expect(decodeOriginalName('%E0%A4')).toBeUndefined();
    expect(decodeOriginalName('a%2Fb%0A.jpg')).toBe('a_b .jpg');
  });
});
