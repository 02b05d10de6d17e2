/**
 * `npm run ops -- ledger reconcile` read as a test reads it: how far each clearing account and what the
 * provider will settle for it are apart. The shared stack's other files leave gaps of their own (a
 * transfer to a virtual account nobody owns), so a test compares the gaps before and after its own
 * payments.
 */
import { expect } from 'vitest';
import { parseAmount } from '../../lambdas/domain/money';
import { ops } from './ops-cli';

export type ClearingGaps = Record<
  'bank-transfer-clearing' | 'card-clearing' | 'bank-current-account',
  bigint
>;

/** What the command printed, split into lines, with its exit code checked against them. */
export async function reconcileOutput(): Promise<{ output: string; lines: string[] }> {
  const result = await ops('ledger', 'reconcile');
  const output = `${result.stdout}${result.stderr}`;
  const lines = output.split('\n');
  const everyAccountAgrees = lines
    .filter((text) => text.startsWith('house/'))
    .every((text) => text.endsWith('; they agree.'));
  const differencesNamed = lines.some((text) => /^ {2}(tx|entry) /.test(text));
  // The command passes exactly when every account agrees and no chain difference is named.
  expect(result.code, output).toBe(everyAccountAgrees && !differencesNamed ? 0 : 1);
  return { output, lines };
}

function gapOf(output: string, lines: string[], account: keyof ClearingGaps): bigint {
  const line = lines.find((text) => text.startsWith(`house/${account}:`));
  expect(line, output).toMatch(/in the book, .* at the provider \(razorpay-[a-z-]+\)/);
  const apart = /; (-?)₹([\d,]+(?:\.\d\d)?) apart\.$/.exec(line ?? '');
  if (!apart) return 0n;
  const paise = parseAmount((apart[2] ?? '').replaceAll(',', ''), 'INR');
  return apart[1] ? -paise : paise;
}

/** The reconcile command's gap per clearing account, in paise (zero where they agree). */
export async function clearingGaps(): Promise<ClearingGaps> {
  const { output, lines } = await reconcileOutput();
  return {
    'bank-transfer-clearing': gapOf(output, lines, 'bank-transfer-clearing'),
    'card-clearing': gapOf(output, lines, 'card-clearing'),
    'bank-current-account': gapOf(output, lines, 'bank-current-account'),
  };
}
