/**
 * The TRON sandbox's /wallet/getcontract, as tronprotocol documents it: a contract's SmartContract for
 * its USDT and any token contract it knows, `{}` for an address that holds no contract, GET with the
 * query as tronweb sends it and POST with a JSON body.
 */
import { TronWeb } from 'tronweb';
import { describe, expect, it } from 'vitest';
import { tronAccountHex } from '../../lambdas/domain/tron/tron-address';
import { SANDBOX_FAKE_USDT, SANDBOX_USDT } from '../../lib/local/sandbox/tron/tron-chain';
import { stackUnderTest } from '../support/stack-context';
import { freshAddress } from '../support/tron-sending';

async function getContract(body: Record<string, unknown>) {
  const response = await fetch(`${stackUnderTest().sandboxUrl}/wallet/getcontract`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('the sandbox full node’s getcontract', () => {
  it('describes the USDT contract, in base58 when visible and 41-hex otherwise', async () => {
    const visible = await getContract({ value: SANDBOX_USDT.address, visible: true });
    expect(visible).toMatchObject({ contract_address: SANDBOX_USDT.address, name: 'TetherToken' });
    expect(String(visible.origin_address)).toMatch(/^T/);
    const names = (visible.abi as { entrys: { name: string; type: string }[] }).entrys.map(
      (entry) => `${entry.type}:${entry.name}`,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'Function:transfer',
        'Function:balanceOf',
        'Function:decimals',
        'Event:Transfer',
      ]),
    );

    const hexForm = await getContract({ value: `41${tronAccountHex(SANDBOX_USDT.address)}` });
    expect(hexForm.contract_address).toBe(`41${tronAccountHex(SANDBOX_USDT.address)}`);
    expect(hexForm.bytecode).toMatch(/^([0-9a-f]{2})+$/);
  });

  it('describes another token contract the chain knows, and answers {} for an address holding none', async () => {
    expect(await getContract({ value: SANDBOX_FAKE_USDT.address, visible: true })).toMatchObject({
      contract_address: SANDBOX_FAKE_USDT.address,
    });
    expect(await getContract({ value: freshAddress(), visible: true })).toEqual({});
    expect(await getContract({})).toEqual({});
    expect(await getContract({ value: 'not-an-address', visible: true })).toHaveProperty('Error');
  });

  it('lets tronweb load the USDT contract with contract().at()', async () => {
    const tronWeb = new TronWeb({ fullHost: stackUnderTest().sandboxUrl });
    const usdt = await tronWeb.contract().at(SANDBOX_USDT.address);
    expect(typeof usdt.methods.transfer).toBe('function');
    expect(typeof usdt.methods.balanceOf).toBe('function');
    await expect(tronWeb.contract().at(freshAddress())).rejects.toThrow();
  });
});
