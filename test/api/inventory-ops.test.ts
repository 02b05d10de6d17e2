/** `npm run ops -- inventory add <USDT>` funds the USDT inventory once per reference and shows it. */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ops } from '../support/ops-cli';

it('funds the inventory once per reference and shows the balance and what can be sold', {
  timeout: 400_000,
}, async () => {
  const reference = `test-${randomUUID()}`;
  const added = await ops('inventory', 'add', '250.5', '--reference', reference);
  expect(added.code, added.stderr).toBe(0);
  expect(added.stdout).toMatch(/Added 250\.50 USDT to the inventory/);
  expect(added.stdout).toMatch(
    /USDT inventory \(house\/usdt-inventory\): [\d.]+ USDT\nAvailable to sell: [\d.]+ USDT in 8 shards/,
  );
  const again = await ops('inventory', 'add', '250.5', '--reference', reference);
  expect(again.stdout).toMatch(/Already funded under reference .+; nothing added/);
});
