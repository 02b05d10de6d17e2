/**
 * TRON's own client (`tronweb` 6.5.1) against the local stack's TRON sandbox, as a person trying the
 * product points it there: the chain's blocks are 3 s apart, empty ones too; an account's balance is read
 * from the solidity node as `trx.getBalance` reads it; the USDT contract loads with `contract().at`. The
 * whole client is driven in test/unit/local/sandbox/tronweb-conformance.test.ts.
 */
import { TronWeb } from 'tronweb';
import { describe, expect, it } from 'vitest';
import { SANDBOX_USDT } from '../../lib/local/sandbox/tron/tron-chain';
import { stackUnderTest } from '../support/stack-context';
import { mineBlocks, tronControl } from '../support/tron-chain';
import { freshAddress } from '../support/tron-sending';

const tronWeb = () => new TronWeb({ fullHost: stackUnderTest().sandboxUrl });

describe('tronweb against the local stack', () => {
  it('sees empty blocks 3 s apart, as TRON makes them', async () => {
    const height = (await mineBlocks(3)).height as number;
    const client = tronWeb();
    const timeOf = async (number: number) =>
      (await client.trx.getBlockByNumber(number)).block_header.raw_data.timestamp;
    const [first, second, third] = [await timeOf(height - 2), await timeOf(height - 1), await timeOf(height)];
    expect([second - first, third - second]).toEqual([3_000, 3_000]);
  });

  it('reads a funded account’s TRX with trx.getBalance and its USDT through contract().at(usdt)', async () => {
    const address = freshAddress();
    await tronControl('/fund', { address, trx: '5', usdt: '2' });
    const client = tronWeb();
    expect(await client.trx.getBalance(address)).toBe(5_000_000);
    const usdt = await client.contract().at(SANDBOX_USDT.address);
    expect(BigInt(await usdt.balanceOf(address).call({ from: address }))).toBe(2_000_000n);
  });
});
