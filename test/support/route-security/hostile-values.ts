/**
 * fast-check arbitraries for what an attacker types into a request: wrong types, numbers that are
 * negative, fractional, huge or written as exponents, numeric strings in other scripts, Unicode
 * tricks (lone surrogates, direction overrides, NUL, zero-width and combining marks, overlong text),
 * prototype keys, and malformed percent-escapes.
 */
import fc from 'fast-check';

export const hostileStrings: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'pin\u0000482915',
    '\uD800',
    'tail\uDFFF',
    'abc\u202Egpj.exe',
    '\u200B',
    '\uFEFF482915',
    'e\u0301\u0301\u0301',
    '../../../etc/passwd',
    '..%2F..%2F',
    '<script>alert(1)</script>',
    "' OR '1'='1",
    // Log4Shell's lookup, spelled without a template placeholder.
    ['$', '{jndi:ldap://x}'].join(''),
    '{{7*7}}',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    'private/../protected/',
    '😀'.repeat(50),
  ),
  // Numbers as text: the shapes a lenient Number() or parseInt() would take.
  fc.constantFrom(
    '-1',
    '0',
    '-0',
    '1.5',
    '1e3',
    '1E+2',
    '1e999',
    '0x1F',
    '0b11',
    '0o7',
    ' 12',
    '12 ',
    '+1',
    'Infinity',
    'NaN',
    '١٢٣٤٥٦',
    '１２３４５６',
    '9'.repeat(400),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 40 }),
  fc.integer({ min: 1025, max: 70_000 }).map((length) => 'x'.repeat(length)),
);

export const hostileNumbers: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, -0, 0, 0.5, -0.000001, 1e21, 1e308, -1e308, 2 ** 53, 2 ** 53 + 2, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Keys that reach an object's prototype when copied carelessly, or shadow its methods. */
export const prototypeKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

/** An object that has `key` as its own property, even `__proto__` (as JSON.parse makes it). */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

const pollution = fc
  .constantFrom(...prototypeKeys)
  .map((key) => withOwnKey({}, key, { polluted: true, isAdmin: true, prototype: { polluted: true } }));

export const hostileValues: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileStrings,
    hostileNumbers,
    fc.constantFrom(null, true, false, [], {}),
    pollution,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(hostileStrings, fc.constantFrom(...prototypeKeys)), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** JSON nested deeper than any request needs: `[[[…]]]` or `{"a":{"a":…}}`. */
export const deeplyNestedJson: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 500, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Text that is not JSON, or not UTF-8: cut-off JSON, comments, bare words, invalid byte sequences. */
export const notJson: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    "{'a':1}",
    '{"a":1,}',
    '{"a":1} // x',
    'NaN',
    'undefined',
    '\u0000',
    '\uFEFF{}',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
  fc.uint8Array({ minLength: 1, maxLength: 60 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22, 0x7d])),
);

/** Numbers as JSON tokens JSON.stringify never writes: exponents, overflow, negative zero, long fractions. */
export const numberTokens = fc.constantFrom(
  '1e999',
  '-1e999',
  '1E+2',
  '-0.0',
  '0.1e1',
  '1.0',
  '100000000000000000000001',
  '4.9e-325',
);

/** Percent-escapes a URL decoder chokes on, and encoded bytes that are not UTF-8 or decode to surprises. */
export const malformedEscapes = fc.constantFrom(
  '%',
  '%%',
  '%E0%A4%A',
  '%zz',
  '%G1',
  '%u0041',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  '%2e%2e%2f',
  'a%',
  '%E2%80%AE',
);
