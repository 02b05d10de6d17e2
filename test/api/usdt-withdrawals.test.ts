/**
 * USDT withdrawals through the HTTP API against the local stack: the saved-address book (checksum,
 * our own addresses refused, the cooling-off shown and enforced), then the money: reserved once,
 * sent once, confirmed or returned once, with the ledger checker passing after each.
 */
import { describe, expect, it } from 'vitest';
import { WithdrawalAddressListSchema, WithdrawalAddressSchema } from '../../contract/usdt-withdrawals';
import { SANDBOX_HOUSE } from '../../lib/local/sandbox/tron/tron-chain';
import { callApi } from '../support/api';
import { expectSoundLedger } from '../support/ledger';
import { depositor } from '../support/tron-chain';
import { freshAddress } from '../support/tron-sending';
import { addWithdrawalAddress } from '../support/usdt-withdrawals';

const expectProblem = (response: { status: number; headers: Headers; body: unknown }, status: number) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return response.body as { detail: string; errors?: Record<string, string> };
};

describe('the saved-address book', { timeout: 120_000 }, () => {
  it('saves an address that opens 24 hours later, lists it, and forgets it', async () => {
    const customer = await depositor();
    const address = freshAddress();
    const added = await addWithdrawalAddress(customer, address, 'My exchange');
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const saved = WithdrawalAddressSchema.parse(added.body);
    expect(saved).toMatchObject({ address, label: 'My exchange', open: false });
    expect(Date.parse(saved.opensAt) - Date.parse(saved.addedAt)).toBe(24 * 3_600_000);

    expectProblem(await addWithdrawalAddress(customer, address, 'Again'), 409);
    const list = await callApi('GET', '/wallets/usdt/withdrawal-addresses', { token: customer.accessToken });
    expect(WithdrawalAddressListSchema.parse(list.body).addresses.map((each) => each.address)).toEqual([
      address,
    ]);

    const path = `/wallets/usdt/withdrawal-addresses/${address}`;
    expect((await callApi('DELETE', path, { token: customer.accessToken })).status).toBe(204);
    expectProblem(await callApi('DELETE', path, { token: customer.accessToken }), 404);
    const after = await callApi('GET', '/wallets/usdt/withdrawal-addresses', { token: customer.accessToken });
    expect(WithdrawalAddressListSchema.parse(after.body).addresses).toEqual([]);
  });

  it('refuses an address with a bad checksum, naming the field', async () => {
    const customer = await depositor();
    const address = freshAddress();
    const mistyped = `${address.slice(0, 33)}${address.endsWith('z') ? 'y' : 'z'}`;
    const problem = expectProblem(await addWithdrawalAddress(customer, mistyped), 400);
    expect(JSON.stringify(problem)).toMatch(/not a TRON address/);
  });

  it('refuses any customer’s deposit address, its own included, and the house’s', async () => {
    const [customer, other] = await Promise.all([depositor(), depositor()]);
    for (const address of [customer.address, other.address, SANDBOX_HOUSE]) {
      const problem = expectProblem(await addWithdrawalAddress(customer, address), 400);
      expect(problem.detail).toMatch(/address of this wallet/);
    }
    const list = await callApi('GET', '/wallets/usdt/withdrawal-addresses', { token: customer.accessToken });
    expect(WithdrawalAddressListSchema.parse(list.body).addresses).toEqual([]);
    await expectSoundLedger();
  });
});
