/**
 * The chain's accounts against the chain, transaction by transaction: what our deposit addresses
 * received from outside the house against what the book booked on usdt-chain-clearing (credits, dust,
 * less reversals). Transfers between our own addresses and other tokens are no one's; a transfer the
 * watcher has not read yet is waiting, not missing.
 */
import { describe, expect, it } from 'vitest';
import type { ChainBooking, IncomingTransfer } from '../../../../lambdas/domain/tron/chain-reconciliation';
import {
  describeChainDifference,
  reconcileChain,
} from '../../../../lambdas/domain/tron/chain-reconciliation';
import { USDT_TRC20_CONTRACT } from '../../../../lambdas/domain/tron/tron-address';

const ASHA = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
const RAVI = 'TLCuBEirVzB6V4menLZKw1jfBTFMZbuKq7';
const STRANGER = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const FAKE_USDT = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';
const WATERMARK = 5_000;

const tx = (n: number) => n.toString(16).padStart(64, '0');

const transfer = (n: number, to: string, amountMinor: bigint, more: Partial<IncomingTransfer> = {}) => ({
  txHash: tx(n),
  from: STRANGER,
  to,
  contract: USDT_TRC20_CONTRACT,
  amountMinor,
  blockTimestamp: n * 100,
  ...more,
});

const credit = (n: number, wallet: string, amountMinor: bigint, eventIndex = 0): ChainBooking => ({
  entryId: `E-${n}-${eventIndex}`,
  clearingMinor: -amountMinor,
  transferId: `${tx(n)}:${eventIndex}`,
  counterPostings: [{ accountId: wallet, amountMinor }],
});

const dust = (n: number, amountMinor: bigint) => credit(n, 'house/usdt-chain-dust', amountMinor);

const reconcile = (transfers: IncomingTransfer[], bookings: ChainBooking[]) =>
  reconcileChain({
    usdtContract: USDT_TRC20_CONTRACT,
    ourAddresses: new Set([ASHA, RAVI]),
    transfers,
    bookings,
    dueThrough: WATERMARK,
  });

describe('the chain reconciliation', () => {
  it('agrees when every transfer from outside is booked once: credits, dust and one transaction paying two addresses', () => {
    const report = reconcile(
      [
        transfer(1, ASHA, 25_000_000n),
        transfer(2, ASHA, 400_000n),
        transfer(3, ASHA, 7_000_000n),
        transfer(3, RAVI, 1_500_000n),
        // Between our own addresses, and a token calling itself USDT: nobody's deposit, booked nowhere.
        transfer(4, RAVI, 3_000_000n, { from: ASHA }),
        transfer(5, ASHA, 500_000_000n, { contract: FAKE_USDT }),
      ],
      [
        credit(1, 'customer/asha/USDT', 25_000_000n),
        dust(2, 400_000n),
        credit(3, 'customer/asha/USDT', 7_000_000n, 0),
        credit(3, 'customer/ravi/USDT', 1_500_000n, 1),
      ],
    );

    expect(report.differences).toEqual([]);
    expect(report.lines).toEqual([
      {
        account: 'usdt-chain-clearing',
        balanceMinor: -33_900_000n,
        chainMinor: 33_900_000n,
        differenceMinor: 0n,
      },
      { account: 'usdt-chain-dust', balanceMinor: 400_000n, chainMinor: 400_000n, differenceMinor: 0n },
    ]);
  });

  it('names a credit with no transfer, a transfer never booked and amounts that differ, with the amounts', () => {
    const report = reconcile(
      [transfer(1, ASHA, 10_000_000n), transfer(2, RAVI, 6_000_000n)],
      [credit(1, 'customer/asha/USDT', 9_000_000n), credit(9, 'customer/ravi/USDT', 2_500_000n)],
    );

    expect(report.differences.map(describeChainDifference)).toEqual([
      `tx ${tx(1)}: 10.00 USDT received on ${ASHA}, but 9.00 USDT booked`,
      `tx ${tx(2)}: 6.00 USDT received on ${RAVI}, solidified and read past, but never booked`,
      `tx ${tx(9)}: 2.50 USDT booked (customer/ravi/USDT), but the chain shows no transfer in it to our deposit addresses`,
    ]);
    expect(report.lines[0]).toMatchObject({ balanceMinor: -11_500_000n, chainMinor: 16_000_000n });
  });

  it('leaves a transfer past the watcher’s watermark to the watcher, out of the figure', () => {
    const report = reconcile([transfer(60, ASHA, 10_000_000n)], []);

    expect(report.differences).toEqual([]);
    expect(report.awaitingWatcher).toBe(1);
    expect(report.lines[0]?.differenceMinor).toBe(0n);
  });

  it('takes a credit reversed in full as nothing booked, and names a posting that names no transfer', () => {
    const mistaken = credit(9, 'customer/ravi/USDT', 2_500_000n);
    const reversed: ChainBooking = {
      entryId: 'E-reversal',
      clearingMinor: 2_500_000n,
      reverses: mistaken.entryId,
      counterPostings: [{ accountId: 'customer/ravi/USDT', amountMinor: -2_500_000n }],
    };
    const adjustment: ChainBooking = { entryId: 'E-adjust', clearingMinor: -1n, counterPostings: [] };

    const report = reconcile([], [mistaken, reversed, adjustment]);

    expect(report.differences.map(describeChainDifference)).toEqual([
      'entry E-adjust: 0.000001 USDT booked on house/usdt-chain-clearing naming no chain transfer',
    ]);
  });
  it('names a send from the hot wallet to one of our deposit addresses, and not one from another house address', () => {
    const HOT_WALLET = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
    const report = reconcileChain({
      usdtContract: USDT_TRC20_CONTRACT,
      ourAddresses: new Set([ASHA, RAVI, HOT_WALLET]),
      hotWallet: HOT_WALLET,
      transfers: [
        transfer(1, ASHA, 5_000_000n, { from: HOT_WALLET }),
        transfer(2, RAVI, 3_000_000n, { from: ASHA }),
        transfer(3, RAVI, 2_000_000n, { from: HOT_WALLET, contract: FAKE_USDT }),
      ],
      bookings: [],
      dueThrough: WATERMARK,
    });

    expect(report.differences.map(describeChainDifference)).toEqual([
      `tx ${tx(1)}: the hot wallet sent 5.00 USDT to our own deposit address ${ASHA}, which credits no one`,
    ]);
  });
});
