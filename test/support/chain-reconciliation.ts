/**
 * The chain side of `npm run ops -- ledger reconcile` read as a test reads it: the chain clearing and
 * dust lines and each difference named. The provider's lines are clearing.ts's to read: other files
 * sharing the stack leave gaps there, so the command's exit code is judged from both.
 */
import { expect } from 'vitest';
import { ops } from './ops-cli';

export interface ChainReconciliationOutput {
  clearing: string;
  dust: string;
  /** Each difference as the command names it (`tx <hash>: …`, `entry <id>: …`). */
  differences: string[];
  output: string;
}

export async function chainReconciliation(): Promise<ChainReconciliationOutput> {
  const result = await ops('ledger', 'reconcile');
  const output = `${result.stdout}${result.stderr}`;
  const lines = output.split('\n');
  const line = (account: string) => lines.find((text) => text.startsWith(`house/${account}:`)) ?? '';
  const clearing = line('usdt-chain-clearing');
  const dust = line('usdt-chain-dust');
  expect(clearing, output).toMatch(/ USDT in the book, .* USDT received on the chain from outside the house/);
  expect(dust, output).toMatch(/ USDT in the book, .* USDT of it in transfers under 1 USDT \(dust\)/);
  const differences = lines.filter((text) => /^ {2}(tx|entry) /.test(text)).map((text) => text.trim());
  const everyLineAgrees = lines
    .filter((text) => text.startsWith('house/'))
    .every((text) => text.endsWith('; they agree.'));
  // The command passes exactly when every account agrees and no difference is named.
  expect(result.code, output).toBe(everyLineAgrees && differences.length === 0 ? 0 : 1);
  return { clearing, dust, differences, output };
}
