/**
 * `npm run ops -- ledger reconcile` holds the chain's accounts to the chain itself: what our customers'
 * deposit addresses received in solidified USDT transfers from outside the house, read per address from
 * the sandbox's TronGrid, against what the book booked on house/usdt-chain-clearing and
 * house/usdt-chain-dust. It agrees after deposits, dust and transfers between our own addresses, and
 * names the transaction, the address and both amounts when the book credited a transfer the chain never
 * made, when the watcher read past a solidified transfer without booking it, and when the amounts
 * differ. Each corruption is undone after, so the shared stack's book stays sound for other files.
 */
import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountItems } from '../../lambdas/adapters/account-items';
import { chainReconciliation } from '../support/chain-reconciliation';
import { localDocumentClient as documents } from '../support/local-clients';
import { ops } from '../support/ops-cli';
import {
  type Depositor,
  depositor,
  mineBlocks,
  moveWatermarkTo,
  sendOnChain,
  tronControl,
  usdtBalance,
  watchDepositsNow,
} from '../support/tron-chain';

const table = () => inject('stack').handlerEnv.TABLE_ACCOUNTS as string;

/** Items changed behind the ledger's back, each with what it held before (none: it is deleted after). */
const tampered: { key: { pk: string; sk: string }; before?: Record<string, unknown> }[] = [];
afterEach(async () => {
  for (const { key, before } of tampered.splice(0).reverse()) {
    if (before) await documents().send(new PutCommand({ TableName: table(), Item: before }));
    else await documents().send(new DeleteCommand({ TableName: table(), Key: key }));
  }
});

async function tamper(item: Record<string, unknown> & { pk: string; sk: string }) {
  const key = { pk: item.pk, sk: item.sk };
  const { Item } = await documents().send(new GetCommand({ TableName: table(), Key: key }));
  tampered.push({ key, ...(Item ? { before: Item } : {}) });
  await documents().send(new PutCommand({ TableName: table(), Item: item }));
}

/** The entry that credited a transfer: its `tron-tx` reference names it. */
async function creditEntryOf(txId: string): Promise<string> {
  const key = accountItems.externalReference({ source: 'tron-tx', id: `${txId}:0` });
  const { Item } = await documents().send(new GetCommand({ TableName: table(), Key: key }));
  expect(Item?.entryId, `no credit of ${txId}`).toBeTypeOf('string');
  return String(Item?.entryId);
}

const differenceOf = (differences: string[], txId: string) =>
  differences.filter((text) => text.startsWith(`tx ${txId}:`));

describe('npm run ops -- ledger reconcile, the chain side', () => {
  let customer: Depositor;
  beforeAll(async () => {
    customer = await depositor();
  });

  it('agrees with the chain after deposits, dust and USDT sent from our own addresses', async () => {
    const { houseAddress } = await tronControl<{ houseAddress: string }>('');
    await sendOnChain({ to: customer.address, amount: '12.5' });
    await sendOnChain({ to: customer.address, amount: '0.25' });
    await sendOnChain({ to: customer.address, amount: '3', from: houseAddress });
    await mineBlocks(19);
    await watchDepositsNow();
    expect(await usdtBalance(customer)).toBe('12.50');

    const { clearing, dust, differences } = await chainReconciliation();

    expect(differences).toEqual([]);
    expect(clearing).toMatch(
      /^house\/usdt-chain-clearing: -(\S+) USDT in the book, \1 USDT .*; they agree\.$/,
    );
    expect(dust).toMatch(/^house\/usdt-chain-dust: (\S+) USDT in the book, \1 USDT .*; they agree\.$/);
  });

  it('names a credit the chain never made: booked to a wallet with no transfer behind it', async () => {
    const txHash = randomBytes(32).toString('hex');
    const entryId = `01JCHAINCREDITNOTRANSFER${randomBytes(1).toString('hex').toUpperCase()}`;
    const wallet = `customer/${customer.userId}/USDT`;
    // An entry and its clearing row, as a credit writes them, for a transaction that is on no chain.
    await tamper({
      ...accountItems.entry(entryId),
      entryId,
      kind: 'chain-deposit',
      postings: [
        { account: 'house/usdt-chain-clearing', currency: 'USDT', amountMinor: -2_500_000n },
        { account: wallet, currency: 'USDT', amountMinor: 2_500_000n },
      ],
      references: [`tron-transfer-seen:${txHash}:0`, `tron-tx:${txHash}:0`],
      transactions: [],
    });
    await tamper({
      ...accountItems.housePosting('usdt-chain-clearing', entryId),
      account: 'usdt-chain-clearing',
      currency: 'USDT',
      amountMinor: -2_500_000n,
      entryId,
    });

    const { clearing, differences } = await chainReconciliation();

    expect(differences).toEqual([
      `tx ${txHash}: 2.50 USDT booked (${wallet}), but the chain shows no transfer in it to our deposit addresses`,
    ]);
    expect(clearing).toMatch(/; -2\.50 USDT apart\.$/);
  });

  it('names a solidified transfer the watcher read past without booking, until a rescan books it', async () => {
    const skipped = await sendOnChain({ to: customer.address, amount: '6' });
    // The watermark jumps onto the transfer's block before it solidifies: the watcher reads on after it.
    await moveWatermarkTo(skipped.blockNumber);
    await mineBlocks(19);
    await watchDepositsNow();
    expect(await usdtBalance(customer)).toBe('12.50');

    const broken = await chainReconciliation();

    expect(differenceOf(broken.differences, skipped.txId)).toEqual([
      `tx ${skipped.txId}: 6.00 USDT received on ${customer.address}, solidified and read past, but never booked`,
    ]);
    expect(broken.clearing).toMatch(/; 6\.00 USDT apart\.$/);

    const block = String(skipped.blockNumber);
    const rescan = await ops('chain', 'rescan', '--from-block', block, '--to-block', block);
    expect(rescan.stdout, rescan.stderr).toContain('1 credited');
    const mended = await chainReconciliation();
    expect(mended.differences).toEqual([]);
    expect(await usdtBalance(customer)).toBe('18.50');
  });

  it('names a transfer booked with another amount than the chain moved', async () => {
    const sent = await sendOnChain({ to: customer.address, amount: '10' });
    await mineBlocks(19);
    await watchDepositsNow();
    const entryId = await creditEntryOf(sent.txId);
    const rowKey = accountItems.housePosting('usdt-chain-clearing', entryId);
    const { Item: row } = await documents().send(new GetCommand({ TableName: table(), Key: rowKey }));
    await tamper({ ...(row as { pk: string; sk: string }), amountMinor: -9_000_000n });

    const { clearing, differences } = await chainReconciliation();

    expect(differences).toEqual([
      `tx ${sent.txId}: 10.00 USDT received on ${customer.address}, but 9.00 USDT booked`,
    ]);
    expect(clearing).toMatch(/; 1\.00 USDT apart\.$/);
  });
});
