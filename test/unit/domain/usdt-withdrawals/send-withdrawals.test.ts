/**
 * The sender's run against the book in memory and a chain stand-in that takes a transaction id once:
 * never two transfers for one withdrawal, whatever dies when; the chain's answer booked once.
 */
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../../../lambdas/domain/errors';
import type { TransactionStatus } from '../../../../lambdas/domain/ledger/book/transactions';
import { checkedRecordKey } from '../../../../lambdas/domain/ledger/checks/checked-items';
import { chainDeposit } from '../../../../lambdas/domain/ledger/recipes/chain-deposits';
import { usdtWithdrawalReserved } from '../../../../lambdas/domain/ledger/recipes/usdt-withdrawals';
import { silentNotifier } from '../../../../lambdas/domain/notifications/customer-notifier';
import type {
  SentTransferStatus,
  SignedUsdtTransfer,
  StagedUsdtSender,
} from '../../../../lambdas/domain/tron/usdt-sending';
import {
  RETURNED_AFTER_FAILURE,
  sendUsdtWithdrawals,
  WAITING_FOR_HOT_WALLET,
} from '../../../../lambdas/domain/usdt-withdrawals/send-withdrawals';
import { LedgerBook } from '../../../support/ledger-book';

const USER = 'user-asha';
const TO = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

/** A chain that takes each transaction id once, and answers what a test tells it per id. */
class ChainStandIn implements StagedUsdtSender {
  readonly taken = new Map<string, SignedUsdtTransfer>();
  readonly outcomes = new Map<string, SentTransferStatus>();
  signed = 0;
  usdtMicro: bigint;
  trxSun: bigint;
  /** The next broadcast reaches the chain, then the caller never hears back. */
  dieAfterNextBroadcast = false;

  constructor(funds: { usdtMicro: bigint; trxSun: bigint }) {
    this.usdtMicro = funds.usdtMicro;
    this.trxSun = funds.trxSun;
  }
  async estimateTransferFee() {
    return { energy: 65_000n, energyFromStake: 0n, feeSun: 13_000_000n };
  }
  async signTransfer(request: { to: string; amountMicro: bigint }) {
    this.signed += 1;
    return {
      transactionId: `tx-${this.signed}`,
      expiresAt: 1_000n,
      transaction: JSON.stringify({ ...request, amountMicro: String(request.amountMicro), n: this.signed }),
    };
  }
  async broadcast(signed: SignedUsdtTransfer) {
    if (!this.taken.has(signed.transactionId)) this.taken.set(signed.transactionId, signed);
    if (this.dieAfterNextBroadcast) {
      this.dieAfterNextBroadcast = false;
      throw new Error('The function timed out after broadcasting');
    }
    return { transactionId: signed.transactionId };
  }
  async send(): Promise<{ transactionId: string }> {
    throw new Error('The sender broadcasts only what it kept first');
  }
  async status(transactionId: string) {
    if (!this.taken.has(transactionId)) return { status: 'unknown' as const };
    return { status: this.outcomes.get(transactionId) ?? ('pending' as const) };
  }
  async balances() {
    return { usdtMicro: this.usdtMicro, trxSun: this.trxSun };
  }
  async neverIncluded() {
    return false;
  }
}

function bookWithWithdrawal() {
  const book = new LedgerBook();
  book.post(chainDeposit({ userId: USER, usdtMinor: 20_000_000n, txHash: 'deposit-1', fromAddress: TO }));
  book.post(
    usdtWithdrawalReserved({
      userId: USER,
      amountMinor: 10_000_000n,
      networkFeeMinor: 3_900_000n,
      destination: TO,
      label: 'My exchange',
      idempotencyKey: 'key-1',
      dailyCap: { period: '2026-11-23', maxMinor: 25_000_000_000n },
    }),
  );
  const writer = book.writer();
  const ledger = {
    post: writer.post,
    // The book refuses a transition whose record moved on; the DynamoDB writer names it a conflict.
    transition: async (transition: Parameters<typeof writer.transition>[0]) => {
      const moved = book.transition(transition);
      if (!moved) throw new ConflictError('The record moved on');
      const signedTransaction = transition.set?.signedTransaction;
      const kept = signedTransaction ? { ...moved, signedTransaction } : moved;
      // The book in memory keeps no signed transaction; the DynamoDB writer sets it with the status.
      if (signedTransaction) book.records.set(checkedRecordKey(moved), kept);
      return { transactions: [kept], replayed: false };
    },
    listByStatus: async (status: TransactionStatus) => ({
      transactions: [...book.records.values()].filter((record) => record.status === status),
    }),
  };
  const withdrawal = () => [...book.records.values()].find((record) => record.type === 'usdt-withdrawal');
  return { book, ledger, withdrawal };
}

const wallet = (book: LedgerBook) => book.wallets.get(`customer/${USER}/USDT`)?.balanceMinor;
const log = () => {};
/** Every destination is an outside wallet: none is ours, none a contract. */
const outsideWallets = {
  depositAddressOwner: async () => undefined,
  houseAddresses: async () => [],
  usdtContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  isContract: async () => false,
};
const quiet = {
  notifier: silentNotifier,
  now: () => new Date('2026-11-26T10:00:00Z'),
  destination: outsideWallets,
};

describe('sending USDT withdrawals', () => {
  it('keeps the signed transfer before broadcasting and, after a death past the broadcast, sends the same one again', async () => {
    const { book, ledger, withdrawal } = bookWithWithdrawal();
    const chain = new ChainStandIn({ usdtMicro: 100_000_000n, trxSun: 100_000_000n });
    chain.dieAfterNextBroadcast = true;
    await sendUsdtWithdrawals({ ledger, sender: chain, log, ...quiet });
    expect(withdrawal()).toMatchObject({ status: 'broadcast', reference: 'tx-1' });

    await sendUsdtWithdrawals({ ledger, sender: chain, log, ...quiet });
    await sendUsdtWithdrawals({ ledger, sender: chain, log, ...quiet });
    expect(chain.signed).toBe(1);
    expect([...chain.taken.keys()]).toEqual(['tx-1']);

    chain.outcomes.set('tx-1', 'confirmed');
    const report = await sendUsdtWithdrawals({ ledger, sender: chain, log, ...quiet });
    expect(report.confirmed).toBe(1);
    expect(withdrawal()?.status).toBe('succeeded');
    expect((await sendUsdtWithdrawals({ ledger, sender: chain, log, ...quiet })).confirmed).toBe(0);
    expect(wallet(book)).toBe(6_100_000n);
    expect(book.check().breaks).toEqual([]);
  });

  it('returns amount and fee once when the chain fails the transfer', async () => {
    const { book, ledger, withdrawal } = bookWithWithdrawal();
    const chain = new ChainStandIn({ usdtMicro: 100_000_000n, trxSun: 100_000_000n });
    await sendUsdtWithdrawals({ ledger, sender: chain, log, ...quiet });
    chain.outcomes.set('tx-1', 'failed');
    expect((await sendUsdtWithdrawals({ ledger, sender: chain, log, ...quiet })).returned).toBe(1);
    expect((await sendUsdtWithdrawals({ ledger, sender: chain, log, ...quiet })).returned).toBe(0);
    expect(withdrawal()).toMatchObject({ status: 'failed', statusReason: RETURNED_AFTER_FAILURE });
    expect(wallet(book)).toBe(20_000_000n);
    expect(book.check().breaks).toEqual([]);
  });

  it('waits, saying so, while the hot wallet cannot pay, and sends once it is funded', async () => {
    const { ledger, withdrawal } = bookWithWithdrawal();
    const chain = new ChainStandIn({ usdtMicro: 9_999_999n, trxSun: 100_000_000n });
    expect((await sendUsdtWithdrawals({ ledger, sender: chain, log, ...quiet })).waiting).toBe(1);
    expect(withdrawal()).toMatchObject({ status: 'reserved', statusReason: WAITING_FOR_HOT_WALLET });
    chain.usdtMicro = 10_000_000n;
    chain.trxSun = 12_999_999n;
    expect((await sendUsdtWithdrawals({ ledger, sender: chain, log, ...quiet })).waiting).toBe(1);
    chain.trxSun = 13_000_000n;
    expect((await sendUsdtWithdrawals({ ledger, sender: chain, log, ...quiet })).broadcast).toBe(1);
    expect(chain.signed).toBe(1);
  });
});
