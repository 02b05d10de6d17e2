/**
 * What one USDT Transfer event means for us: a deposit is final when its block is solidified (not when
 * some number of blocks stand on the newest head), dust and transfers from our own addresses are never
 * a customer's credit, another token is nothing of ours, and a sighting that never solidifies fails
 * after a bound, so no record stays pending for ever.
 */
import { describe, expect, it } from 'vitest';
import {
  judgeTransfer,
  MINIMUM_DEPOSIT_MINOR,
  NEVER_SOLIDIFIED_AFTER_BLOCKS,
  neverSolidified,
  type TransferEvent,
} from '../../../../lambdas/domain/tron/chain-deposits';
import { USDT_TRC20_CONTRACT } from '../../../../lambdas/domain/tron/tron-address';

const FAKE_USDT = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
const transfer = (changes: Partial<TransferEvent> = {}): TransferEvent => ({
  txHash: 'ab'.repeat(32),
  eventIndex: 0,
  contract: USDT_TRC20_CONTRACT,
  from: 'TLCuBEirVzB6V4menLZKw1jfBTFMZbuKq7',
  to: 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR',
  amountMinor: 25_000_000n,
  blockNumber: 1_000,
  confirmed: true,
  ...changes,
});
const customer = { recipientOwner: 'user-1', senderIsOurs: false };
const chain = (solidifiedHead: number) => ({ usdtContract: USDT_TRC20_CONTRACT, solidifiedHead });

describe('a USDT transfer to a customer’s deposit address', () => {
  it('is final once its block is at or below the solidified head, and pending above it', () => {
    expect(judgeTransfer(transfer(), customer, chain(1_000))).toEqual({ kind: 'final', userId: 'user-1' });
    expect(judgeTransfer(transfer(), customer, chain(1_200))).toEqual({ kind: 'final', userId: 'user-1' });
    expect(judgeTransfer(transfer(), customer, chain(999))).toEqual({ kind: 'pending', userId: 'user-1' });
  });

  it('is pending while the indexer reports it unconfirmed, whatever the head says', () => {
    expect(judgeTransfer(transfer({ confirmed: false }), customer, chain(1_500))).toEqual({
      kind: 'pending',
      userId: 'user-1',
    });
  });

  it('is dust below 1 USDT, final or not, never a deposit', () => {
    const dust = transfer({ amountMinor: MINIMUM_DEPOSIT_MINOR - 1n });
    expect(judgeTransfer(dust, customer, chain(1_000))).toEqual({ kind: 'dust', final: true });
    expect(judgeTransfer(dust, customer, chain(999))).toEqual({ kind: 'dust', final: false });
    expect(judgeTransfer(transfer({ amountMinor: MINIMUM_DEPOSIT_MINOR }), customer, chain(1_000)).kind).toBe(
      'final',
    );
  });

  it('is internal when sent from one of our own addresses, however large', () => {
    const fromOurs = { recipientOwner: 'user-1', senderIsOurs: true };
    expect(judgeTransfer(transfer({ amountMinor: 10n ** 12n }), fromOurs, chain(1_000))).toEqual({
      kind: 'internal',
    });
  });

  it('is nothing of ours from another contract calling itself USDT, to an address not ours, or of no amount', () => {
    expect(judgeTransfer(transfer({ contract: FAKE_USDT }), customer, chain(1_000))).toEqual({
      kind: 'not-ours',
    });
    expect(judgeTransfer(transfer(), { senderIsOurs: false }, chain(1_000))).toEqual({ kind: 'not-ours' });
    expect(judgeTransfer(transfer({ amountMinor: 0n }), customer, chain(1_000))).toEqual({
      kind: 'not-ours',
    });
  });

  it('matches the contract in either spelling of its address', () => {
    const hexContract = '41a614f803b6fd780986a42c78ec9c7f77e6ded13c';
    expect(judgeTransfer(transfer({ contract: hexContract }), customer, chain(1_000)).kind).toBe('final');
  });
});

describe('a sighting that never solidifies', () => {
  it('fails once the solidified chain read is the bound past its block, not before', () => {
    expect(neverSolidified(1_000, 1_000 + NEVER_SOLIDIFIED_AFTER_BLOCKS - 1)).toBe(false);
    expect(neverSolidified(1_000, 1_000 + NEVER_SOLIDIFIED_AFTER_BLOCKS)).toBe(true);
    // 20 minutes of TRON's 3-second blocks: well past a transaction's expiration.
    expect(NEVER_SOLIDIFIED_AFTER_BLOCKS * 3).toBeGreaterThanOrEqual(20 * 60);
  });
});
