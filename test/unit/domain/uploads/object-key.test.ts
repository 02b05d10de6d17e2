import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../../../../lambdas/domain/errors';
import { assertOwnKey, checkOwnKey, newUploadKey } from '../../../../lambdas/domain/uploads/object-key';

const me = '3f0c1a7e-8d2b-4c55-9e61-0a1b2c3d4e5f';
const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const mine = `private/${me}/kyc/kyc-front/0d6b1c2e.jpg`;

describe('checkOwnKey: the caller may name keys under their own private/{userId}/ only', () => {
  it.each([mine, `private/${me}/kyc/kyc-back/a.pdf`, `private/${me}/notes_2026-11-23.v2.png`])(
    'accepts %s',
    (key) => {
      expect(checkOwnKey(me, key)).toEqual({ ok: true, key });
    },
  );

  const attacks: [string, string][] = [
    ["another customer's key", `private/${other}/kyc/kyc-front/x.jpg`],
    ['another level', `public/${me}/x.jpg`],
    ['the protected level', `protected/${me}/x.jpg`],
    ['upper-cased level', `PRIVATE/${me}/x.jpg`],
    ['upper-cased user id', `private/${me.toUpperCase()}/x.jpg`],
    ['a user id that merely starts with mine', `private/${me}0/x.jpg`],
    ['my prefix without a file', `private/${me}/`],
    ['my folder without the slash', `private/${me}`],
    ['parent traversal', `private/${me}/../${other}/x.jpg`],
    ['traversal at the end', `private/${me}/kyc/..`],
    ['current-directory segment', `private/${me}/./x.jpg`],
    ['three dots', `private/${me}/.../x.jpg`],
    ['leading slash', `/private/${me}/x.jpg`],
    ['double slash', `private/${me}//x.jpg`],
    ['double slash before the id', `private//${me}/x.jpg`],
    ['percent-encoded dots', `private/${me}/%2e%2e/${other}/x.jpg`],
    ['percent-encoded slashes', `private/${me}/..%2f..%2f${other}%2fx.jpg`],
    ['double percent-encoding', `private/${me}/%252e%252e/x.jpg`],
    ['an encoded ordinary letter', `private/${me}/%78.jpg`],
    ['backslashes', `private\\${me}\\x.jpg`],
    ['backslash traversal', `private/${me}/..\\..\\${other}\\x.jpg`],
    ['an https URL', `https://evil.example/private/${me}/x.jpg`],
    ['an s3 URL', `s3://wallet-uploads/private/${me}/x.jpg`],
    ['a scheme without slashes', `http:private/${me}/x.jpg`],
    ['a protocol-relative URL', `//evil.example/private/${me}/x.jpg`],
    ['a file URL', 'file:///etc/passwd'],
    ['full-width solidus', `private\uff0f${me}\uff0fx.jpg`],
    ['full-width full stops', `private/${me}/\uff0e\uff0e/${other}/x.jpg`],
    ['one-dot leaders', `private/${me}/\u2024\u2024/x.jpg`],
    ['small full stops', `private/${me}/\ufe52\ufe52/x.jpg`],
    ['full-width letter', `\uff50rivate/${me}/x.jpg`],
    ['Cyrillic er for p', `\u0440rivate/${me}/x.jpg`],
    ['a fraction slash', `private\u2044${me}\u2044x.jpg`],
    ['a combining accent', `private/${me}/e\u0301.jpg`],
    ['a zero-width space', `private/${me}/\u200bx.jpg`],
    ['a right-to-left override', `private/${me}/x\u202egpj.exe`],
    ['a NUL byte', `private/${me}/x.jpg\u0000.png`],
    ['a newline', `private/${me}/x\n.jpg`],
    ['a space', `private/${me}/x y.jpg`],
    ['a query string', `private/${me}/x.jpg?versionId=1`],
    ['a fragment', `private/${me}/x.jpg#y`],
    ['a semicolon', `private/${me}/x;.jpg`],
    ['a tilde home', `~/private/${me}/x.jpg`],
    ['an empty key', ''],
    ['a key longer than S3 allows', `private/${me}/${'a'.repeat(1024)}`],
  ];

  it.each(attacks)('refuses %s', (_, key) => {
    expect(checkOwnKey(me, key).ok).toBe(false);
    expect(() => assertOwnKey(me, key)).toThrow(ForbiddenError);
  });

  it('names why, for the logs', () => {
    expect(checkOwnKey(me, `private/${me}/../x`)).toEqual({ ok: false, reason: 'dot-segment' });
    expect(checkOwnKey(me, `private/${me}/%2e`)).toEqual({ ok: false, reason: 'percent-encoded' });
    expect(checkOwnKey(me, `private\\${me}`)).toEqual({ ok: false, reason: 'backslash' });
    expect(checkOwnKey(me, `private\uff0f${me}`)).toEqual({ ok: false, reason: 'not-normalised' });
    expect(checkOwnKey(me, `\u0440rivate/${me}/x`)).toEqual({ ok: false, reason: 'unsafe-character' });
    expect(checkOwnKey(me, `s3://b/private/${me}/x`)).toEqual({ ok: false, reason: 'absolute-url' });
    expect(checkOwnKey(me, `private/${other}/x`)).toEqual({ ok: false, reason: 'not-own-prefix' });
  });

  it('gives the same plain words whatever the trick', () => {
    expect(() => assertOwnKey(me, `private/${other}/x.jpg`)).toThrow('You can only reach your own files.');
    expect(() => assertOwnKey(me, `private/${me}/%2e%2e/x`)).toThrow('You can only reach your own files.');
  });

  it('refuses everything for a caller whose id is not a plain segment', () => {
    expect(checkOwnKey('..', 'private/../x.jpg').ok).toBe(false);
    expect(checkOwnKey('a/b', 'private/a/b/x.jpg').ok).toBe(false);
    expect(checkOwnKey('', 'private//x.jpg').ok).toBe(false);
  });
});

describe('newUploadKey: the API decides where a new file goes', () => {
  it('puts it under the caller’s KYC folder for its purpose, named by a fresh id and the type’s extension', () => {
    expect(newUploadKey({ userId: me, purpose: 'kyc-front', contentType: 'image/jpeg', id: 'abc' })).toBe(
      `private/${me}/kyc/kyc-front/abc.jpg`,
    );
    expect(newUploadKey({ userId: me, purpose: 'kyc-back', contentType: 'application/pdf', id: 'd' })).toBe(
      `private/${me}/kyc/kyc-back/d.pdf`,
    );
    expect(newUploadKey({ userId: me, purpose: 'kyc-back', contentType: 'image/heic', id: 'e' })).toMatch(
      /\.heic$/,
    );
    expect(newUploadKey({ userId: me, purpose: 'kyc-back', contentType: 'image/png', id: 'f' })).toMatch(
      /\.png$/,
    );
  });

  it('never builds a key that escapes the caller’s prefix, even from a hostile id', () => {
    expect(() =>
      newUploadKey({ userId: me, purpose: 'kyc-front', contentType: 'image/png', id: '../../x' }),
    ).toThrow(ForbiddenError);
  });
});
