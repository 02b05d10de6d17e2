/** The TRC20 contract of USDT on TRON mainnet (6 decimals). Deposits match on it, never on a symbol. */
export const USDT_TRC20_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/**
 * True for a mainnet TRON address as typed: 34 base58 characters that decode to 0x41 + 20 bytes + a
 * 4-byte checksum equal to the first 4 bytes of sha256(sha256(payload)). The contract may import no
 * library (browser and server share it), so sha256 is written out here (FIPS 180-4); the server checks
 * again with @noble/hashes (lambdas/domain/tron/tron-address.ts).
 */
export function isTronAddressText(text: string): boolean {
  return tronAddressProblem(text) === undefined;
}

/**
 * What is wrong with a typed TRON address, in the words a person can act on, or undefined when it is
 * one. Checked in the order a person would look: the first letter, the length, a character base58
 * leaves out (0, O, I and l, which it drops because they are easily confused), then the 4 check bytes,
 * which catch a mistyped or swapped character in an address that otherwise looks right.
 */
export function tronAddressProblem(text: string): string | undefined {
  if (typeof text !== 'string' || text.length === 0) return 'Enter the TRON address (it starts with T).';
  if (!text.startsWith('T'))
    return 'A TRON address starts with a capital T. Check that you copied the whole address.';
  if (text.length !== 34)
    return `A TRON address has 34 characters; this one has ${text.length}. Check that you copied the whole address.`;
  const outside = [...new Set([...text].filter((char) => !BASE58_ALPHABET.includes(char)))];
  if (outside.length > 0)
    return `A TRON address never contains ${outside.map((char) => `"${char}"`).join(', ')} (0, O, I and l are left out so they cannot be confused). Check for a typo.`;
  const bytes = base58Decode(text);
  if (bytes?.length !== 25 || bytes[0] !== 0x41)
    return 'This is not a TRON mainnet address. Check that you copied the whole address.';
  const checksum = sha256(sha256(bytes.subarray(0, 21)));
  return checksum.subarray(0, 4).every((byte, index) => byte === bytes[21 + index])
    ? undefined
    : "This address's check characters do not match: one character is mistyped or two are swapped. Copy it again from where you got it.";
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

const ROUND_CONSTANTS = Uint32Array.from(
  '428a2f98 71374491 b5c0fbcf e9b5dba5 3956c25b 59f111f1 923f82a4 ab1c5ed5 d807aa98 12835b01 243185be 550c7dc3 72be5d74 80deb1fe 9bdc06a7 c19bf174 e49b69c1 efbe4786 0fc19dc6 240ca1cc 2de92c6f 4a7484aa 5cb0a9dc 76f988da 983e5152 a831c66d b00327c8 bf597fc7 c6e00bf3 d5a79147 06ca6351 14292967 27b70a85 2e1b2138 4d2c6dfc 53380d13 650a7354 766a0abb 81c2c92e 92722c85 a2bfe8a1 a81a664b c24b8b70 c76c51a3 d192e819 d6990624 f40e3585 106aa070 19a4c116 1e376c08 2748774c 34b0bcb5 391c0cb3 4ed8aa4a 5b9cca4f 682e6ff3 748f82ee 78a5636f 84c87814 8cc70208 90befffa a4506ceb bef9a3f7 c67178f2'
    .split(' ')
    .map((word) => Number.parseInt(word, 16)),
);

const rotate = (word: number, bits: number) => (word >>> bits) | (word << (32 - bits));

function sha256(message: Uint8Array): Uint8Array {
  const length = Math.ceil((message.length + 9) / 64) * 64;
  const padded = new Uint8Array(length);
  padded.set(message);
  padded[message.length] = 0x80;
  new DataView(padded.buffer).setUint32(length - 4, message.length * 8);
  const state = Uint32Array.from([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const schedule = new Uint32Array(64);
  const view = new DataView(padded.buffer);
  for (let block = 0; block < length; block += 64) {
    for (let i = 0; i < 16; i += 1) schedule[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i += 1) {
      const w15 = schedule[i - 15] ?? 0;
      const w2 = schedule[i - 2] ?? 0;
      const s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >>> 3);
      const s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >>> 10);
      schedule[i] = ((schedule[i - 16] ?? 0) + s0 + (schedule[i - 7] ?? 0) + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, h] = Array.from(state) as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    for (let i = 0; i < 64; i += 1) {
      const t1 =
        (h +
          (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) +
          ((e & f) ^ (~e & g)) +
          (ROUND_CONSTANTS[i] ?? 0) +
          (schedule[i] ?? 0)) >>>
        0;
      const t2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    [a, b, c, d, e, f, g, h].forEach((word, index) => {
      state[index] = ((state[index] ?? 0) + word) >>> 0;
    });
  }
  const digest = new Uint8Array(32);
  const digestView = new DataView(digest.buffer);
  state.forEach((word, index) => {
    digestView.setUint32(index * 4, word);
  });
  return digest;
}
