/**
 * Where a USDT withdrawal may go: one of our own addresses (a deposit address, the house's, in either
 * spelling) is refused as an internal move, the USDT contract and any contract as addresses no one can
 * spend from; an outside wallet passes.
 */
import { describe, expect, it } from 'vitest';
import { tronAccountHex, USDT_TRC20_CONTRACT } from '../../../../lambdas/domain/tron/tron-address';
import {
  type DestinationChecks,
  destinationRefusal,
  destinationRefusals,
} from '../../../../lambdas/domain/usdt-withdrawals/withdrawal-destination';

const DEPOSIT = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
const HOUSE = 'TLCuBEirVzB6V4menLZKw1jfBTFMZbuKq7';
const CONTRACT = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';
const WALLET = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

const checks: DestinationChecks = {
  depositAddressOwner: async (address) => (address === DEPOSIT ? 'someone' : undefined),
  houseAddresses: async () => [`41${tronAccountHex(HOUSE)}`],
  usdtContract: USDT_TRC20_CONTRACT,
  isContract: async (address) => address === CONTRACT || address === USDT_TRC20_CONTRACT,
};

describe('where a withdrawal may go', () => {
  it('refuses our own addresses, the USDT contract and any contract, and lets an outside wallet pass', async () => {
    expect(await destinationRefusal(DEPOSIT, checks)).toBe(destinationRefusals.ours);
    expect(await destinationRefusal(HOUSE, checks)).toBe(destinationRefusals.ours);
    expect(await destinationRefusal(USDT_TRC20_CONTRACT, checks)).toBe(destinationRefusals.tokenContract);
    expect(await destinationRefusal(CONTRACT, checks)).toBe(destinationRefusals.contract);
    expect(await destinationRefusal(WALLET, checks)).toBeUndefined();
  });
});
