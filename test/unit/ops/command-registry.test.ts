import { describe, expect, it } from 'vitest';
import { auditCommands } from '../../../scripts/ops/audit-commands';
import { chainCommands } from '../../../scripts/ops/chain-commands';
import { findOpsCommand, opsCommands, opsUsage } from '../../../scripts/ops/command-registry';
import { depositCommands } from '../../../scripts/ops/deposit-commands';
import { hotWalletCommands } from '../../../scripts/ops/hot-wallet-commands';
import { inrWithdrawalCommands } from '../../../scripts/ops/inr-withdrawal-commands';
import { inventoryCommands } from '../../../scripts/ops/inventory-commands';
import { kycCommands } from '../../../scripts/ops/kyc-commands';
import { ledgerCommands } from '../../../scripts/ops/ledger-commands';
import { receivableCommands } from '../../../scripts/ops/receivable-commands';
import { reservesCommands } from '../../../scripts/ops/reserves-commands';
import { settlementCommands } from '../../../scripts/ops/settlement-commands';
import { suspenseCommands } from '../../../scripts/ops/suspense-commands';
import { tdsCommands } from '../../../scripts/ops/tds-commands';

const everyArea = [
  auditCommands,
  chainCommands,
  depositCommands,
  hotWalletCommands,
  inrWithdrawalCommands,
  inventoryCommands,
  kycCommands,
  ledgerCommands,
  receivableCommands,
  reservesCommands,
  settlementCommands,
  suspenseCommands,
  tdsCommands,
];

describe('the ops command registry', () => {
  it('reaches every command an area module offers, so none is written and left unrunnable', () => {
    const registered = new Set(opsCommands.map(({ run }) => run));
    const unreachable = everyArea.flatMap((area) =>
      Object.entries(area).flatMap(([name, run]) => (registered.has(run as never) ? [] : [name])),
    );
    expect(unreachable).toEqual([]);
  });

  it('names each command once and lists every one in the usage text with what it does', () => {
    const names = opsCommands.map(({ words }) => words.join(' '));
    expect(new Set(names).size).toBe(names.length);
    const usage = opsUsage();
    for (const { usage: line, does } of opsCommands) {
      expect(usage).toContain(`  ${line}\n      ${does}`);
    }
  });

  it('finds the longest command the words start with, and gives it the words after', () => {
    expect(findOpsCommand(['inventory', 'add', '250'])).toMatchObject({
      command: { words: ['inventory', 'add'] },
      rest: ['250'],
    });
    expect(findOpsCommand(['inventory'])).toMatchObject({ command: { words: ['inventory'] }, rest: [] });
    expect(findOpsCommand(['suspense', 'assign', 'abc', 'asha@example.in'])).toMatchObject({
      command: { words: ['suspense', 'assign'], positionals: ['customer', 'target'] },
      rest: ['abc', 'asha@example.in'],
    });
    expect(findOpsCommand(['kyc', 'frobnicate'])).toBeUndefined();
  });
});
