/**
 * The Verhoeff check digit worked out from its definition (J. Verhoeff, 1969), not from the product's
 * tables: digits are the ten elements of the dihedral group D5 (0–4 rotations, 5–9 reflections), each
 * position permutes its digit by σ = (0 1 5 8 9 4 2 7)(3 6) applied as often as the position says,
 * and the check digit is the inverse of the product. Tests build their Aadhaar samples with it, so a
 * mistake in the product's tables cannot pass unnoticed by building the samples the same way.
 */

/** Multiplication in D5: rotations r^a, reflections s·r^a, numbered a and 5 + a. */
function multiply(left: number, right: number): number {
  const [a, b] = [left % 5, right % 5];
  if (left < 5 && right < 5) return (a + b) % 5;
  if (left < 5) return 5 + ((a + b) % 5);
  if (right < 5) return 5 + ((a - b + 5) % 5);
  return (a - b + 5) % 5;
}

const sigma = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];

function permute(digit: number, times: number): number {
  let value = digit;
  for (let step = 0; step < times % 8; step += 1) value = sigma[value] as number;
  return value;
}

const inverse = (element: number) =>
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((candidate) => multiply(element, candidate) === 0) as number;

/** The product over the digits read from the right, the rightmost at position `firstPosition`. */
function product(digits: string, firstPosition: number): number {
  return [...digits]
    .reverse()
    .reduce((check, digit, index) => multiply(check, permute(Number(digit), index + firstPosition)), 0);
}

export const referenceCheckDigit = (body: string): string => String(inverse(product(body, 1)));

export const referenceHasValidCheckDigit = (digits: string): boolean =>
  /^\d+$/.test(digits) && product(digits, 0) === 0;
