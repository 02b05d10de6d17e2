/**
 * The chain side of `npm run ops -- ledger reconcile` read as a test reads it: the chain clearing and
 * dust lines and each difference named. The provider's lines are clearing.ts's to read: other files
 * sharing the stack leave gaps there.
 */
import { expect } from 'vitest';
import { reconcileOutput } from './clearing';

export interface ChainReconciliationOutput {
  clearing: string;
  dust: string;
  /** Each difference as the command names it (`tx <hash>: …`, `entry <id>: …`). */
  differences: string[];
}

export async function chainReconciliation(): Promise<ChainReconciliationOutput> {
  const { output, lines } = await reconcileOutput();
  const line = (account: string) => lines.find((text) => text.startsWith(`house/${account}:`)) ?? '';
  const clearing = line('usdt-chain-clearing');
  const dust = line('usdt-chain-dust');
  expect(clearing, output).toMatch(/ USDT in the book, .* USDT received on the chain from outside the house/);
  expect(dust, output).toMatch(/ USDT in the book, .* USDT of it in transfers under 1 USDT \(dust\)/);
  const differences = lines.filter((text) => /^ {2}(tx|entry) /.test(text)).map((text) => text.trim());
  return { clearing, dust, differences };
}
