/**
 * Records whose status moves on — a held transfer released or returned, a card order captured or
 * failed — through the DynamoDB adapter: each decision happens once, even when two arrive together,
 * and moves exactly the money it should.
 */
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../lambdas/domain/errors';
import type { StoredEntry } from '../../lambdas/domain/ledger/book/journal-entry';
import { InsufficientFundsError } from '../../lambdas/domain/ledger/book/refusals';
import type { TransactionRecord } from '../../lambdas/domain/ledger/book/transactions';
import {
  bankTransferDeposit,
  heldBankTransfer,
  releaseHeldDeposit,
  returnHeldDeposit,
} from '../../lambdas/domain/ledger/recipes/bank-transfers';
import {
  cardDepositCaptured,
  cardDepositEnded,
  cardDepositOrdered,
} from '../../lambdas/domain/ledger/recipes/card-deposits';
import { bankTransferTo, expectSoundLedger, ledgerUnderTest, newCustomerId, newUtr } from '../support/ledger';
import { reversal } from '../support/operator-reversal';

const ledger = ledgerUnderTest();

async function heldTransfer(userId: string, amountMinor: bigint): Promise<TransactionRecord> {
  const posted = await ledger.post(
    heldBankTransfer({
      userId,
      amountMinor,
      utr: newUtr(),
      counterparty: 'ICICI Bank ••••9876',
      reason: 'The money came from an account that is not your verified bank account.',
    }),
  );
  return posted.transactions[0] as TransactionRecord;
}

describe('transaction records that move on', () => {
  it('hold a transfer off the wallet, listed for ops, until released once — a second release finds the first', async () => {
    const userId = newCustomerId();
    const held = await heldTransfer(userId, 250_000n);
    expect(held).toMatchObject({ status: 'held', amountMinor: 250_000n });
    expect(await ledger.walletBalance(userId, 'INR')).toBe(0n);
    const queue = await ledger.listByStatus('held', { limit: 1000 });
    expect(queue.transactions.map((record) => record.id)).toContain(held.id);

    const decisions = await Promise.allSettled([
      ledger.transition(releaseHeldDeposit(held, { decidedBy: 'ops-cli:asha' })),
      ledger.transition(releaseHeldDeposit(held, { decidedBy: 'ops-cli:ravi' })),
    ]);
    // A held record is decided once: the second decision finds the first (replayed), moving nothing.
    const answers = decisions.map((decision) =>
      decision.status === 'fulfilled' ? decision.value : undefined,
    );
    expect(answers.map((answer) => answer?.replayed).sort()).toEqual([false, true]);
    expect(await ledger.walletBalance(userId, 'INR')).toBe(250_000n);

    const stored = await ledger.get(held);
    expect(stored).toMatchObject({ status: 'succeeded', statusReason: 'Released after review' });
    expect(stored?.entryIds).toHaveLength(2);
    const after = await ledger.listByStatus('held', { limit: 1000 });
    expect(after.transactions.map((record) => record.id)).not.toContain(held.id);
    await expectSoundLedger();
  });

  it('return a held transfer to the bank without ever touching the wallet', async () => {
    const userId = newCustomerId();
    const held = await heldTransfer(userId, 90_000n);
    const returned = await ledger.transition(
      returnHeldDeposit(held, { decidedBy: 'ops-cli:asha', reason: 'Sent back: not your verified account.' }),
    );
    expect(returned.transactions[0]).toMatchObject({ status: 'returned' });
    expect(await ledger.walletBalance(userId, 'INR')).toBe(0n);
    // A release after the return finds the return already decided, and moves nothing.
    const late = await ledger.transition(releaseHeldDeposit(held, { decidedBy: 'ops-cli:ravi' }));
    expect(late).toMatchObject({ replayed: true, transactions: [{ status: 'returned' }] });
    await expectSoundLedger();
  });

  it('credit a card payment once when the webhook and the browser return capture it at the same moment, even after a failure', async () => {
    const userId = newCustomerId();
    const order = await ledger.post(
      cardDepositOrdered({
        userId,
        creditMinor: 200_000n,
        feeMinor: 4_000n,
        gstMinor: 720n,
        orderId: `order_${newUtr()}`,
      }),
    );
    const pending = order.transactions[0] as TransactionRecord;
    expect(order.entryId).toBeUndefined();
    await ledger.transition(
      cardDepositEnded(pending, { status: 'failed', reason: 'The bank declined the card.' }),
    );
    expect(await ledger.walletBalance(userId, 'INR')).toBe(0n);

    const paymentId = `pay_${newUtr()}`;
    const captures = await Promise.all([
      ledger.transition(cardDepositCaptured(pending, { paymentId })),
      ledger.transition(cardDepositCaptured(pending, { paymentId })),
    ]);
    expect(captures.filter((capture) => !capture.replayed)).toHaveLength(1);
    expect(await ledger.walletBalance(userId, 'INR')).toBe(200_000n);
    expect(await ledger.houseBalance('gst-payable')).toBeGreaterThanOrEqual(720n);
    expect(await ledger.get(pending)).toMatchObject({ status: 'succeeded', reference: paymentId });
    await expectSoundLedger();
  });

  it('refuses a transition of a record that does not exist', async () => {
    const ghost = {
      userId: newCustomerId(),
      currency: 'INR' as const,
      id: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
    } as TransactionRecord;
    await expect(
      ledger.transition(cardDepositEnded(ghost, { status: 'expired', reason: 'Not paid in time.' })),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('corrects an entry with a reversing entry, once, and refuses one the wallet can no longer cover', async () => {
    const userId = newCustomerId();
    const posted = await ledger.post(bankTransferDeposit(bankTransferTo(userId, 70_000n)));
    const original: StoredEntry = {
      id: posted.entryId as string,
      createdAt: posted.transactions[0]?.createdAt as string,
      entry: bankTransferDeposit({ userId, amountMinor: 70_000n, utr: 'same', counterparty: 'x' })
        .entry as StoredEntry['entry'],
    };
    const first = await ledger.post(
      reversal(original, { reason: 'Credited twice by mistake', decidedBy: 'ops-cli:asha' }),
    );
    expect(first.transactions[0]).toMatchObject({
      type: 'reversal',
      direction: 'debit',
      amountMinor: 70_000n,
    });
    const again = await ledger.post(
      reversal(original, { reason: 'Credited twice by mistake', decidedBy: 'ops-cli:asha' }),
    );
    expect(again.replayed).toBe(true);
    expect(await ledger.walletBalance(userId, 'INR')).toBe(0n);

    const spent = await ledger.post(bankTransferDeposit(bankTransferTo(userId, 10_000n)));
    const overdraw: StoredEntry = { ...original, id: `${spent.entryId}` };
    await expect(
      ledger.post(
        reversal(overdraw, { reason: 'Reverses more than the wallet holds', decidedBy: 'ops-cli:asha' }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await ledger.walletBalance(userId, 'INR')).toBe(10_000n);
    await expectSoundLedger();
  });
});
