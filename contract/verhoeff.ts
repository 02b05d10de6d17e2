/**
 * The Verhoeff check digit, which UIDAI uses as the last digit of every Aadhaar number. It catches
 * every single-digit error and every swap of two adjacent digits.
 */
const multiplication = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];

/**
 * The published permutation table's rows are one permutation σ applied 0…7 times (σ has order 8), so
 * it is built from σ, its second row.
 */
const sigma = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const permutation = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]];
for (let times = 1; times < 8; times += 1)
  permutation.push((permutation[times - 1] ?? []).map((digit) => sigma[digit] ?? Number.NaN));

const inverse = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** The tables are fixed 10×10 and 8×10 and every index is a digit, so a miss cannot happen. */
const cell = (table: number[][], row: number, column: number): number => table[row]?.[column] ?? Number.NaN;

function checksum(digits: string, offset: number): number {
  let check = 0;
  const reversed = [...digits].reverse();
  for (let index = 0; index < reversed.length; index += 1) {
    const digit = Number(reversed[index]);
    check = cell(multiplication, check, cell(permutation, (index + offset) % 8, digit));
  }
  return check;
}

/** True when the last digit of `digits` is the Verhoeff check digit of the ones before it. */
export function hasValidVerhoeffCheckDigit(digits: string): boolean {
  return /^\d+$/.test(digits) && checksum(digits, 0) === 0;
}

/** The check digit to append to `digits` (used to build valid samples in tests). */
export function verhoeffCheckDigit(digits: string): string {
  return String(inverse[checksum(digits, 1)]);
}
