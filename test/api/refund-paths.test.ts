/**
 * Every refund the provider makes has a path that books it, with nothing left for operators by hand:
 * part of a held transfer (the rest stays held, and ops release or return only the rest), money assigned
 * from suspense (taken back from the customer it was assigned to), a payment we never booked (its capture
 * booked first), an authorisation voided before capture (no money moved), and a refund that fails after
 * it was booked (put back, once). Each whatever order or repetition its events come in, and the ledger
 * checker passes after each.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { applyHandlerEnv } from '../../lib/local/stack';
import { suspenseCommands } from '../../scripts/ops/suspense-commands';
import { userIdOf } from '../support/account-setup';
import { startedCardDeposit } from '../support/card-deposits';
import {
  deliverWebhook,
  fiatBalance,
  inrTransactions,
  sandboxControl,
  sendBankTransfer,
  type VerifiedCustomer,
  verifiedCustomer,
} from '../support/deposits';
import { expectSoundLedger, ledgerUnderTest } from '../support/ledger';
import { deposits, ops } from '../support/ops-cli';
import {
  eventsOfRefund,
  refundFromDashboard,
  spendInr,
  transferToNobody,
  walletAndOwed,
} from '../support/provider-refunds';

const fromElsewhere = { fromAccount: '999900005555', fromIfsc: 'ICIC0000001' };

beforeAll(() => {
  // The ops commands' own code, run in this process against the test stack.
  applyHandlerEnv(inject('stack').handlerEnv);
});

const lineOf = async (customer: VerifiedCustomer, utr: string) =>
  (await inrTransactions(customer)).find((each) => each.reference === utr);

/** Each of the refund's events delivered again, newest first, each also under a new event id: what we answered. */
async function deliverAgainNewestFirst(refundId: string): Promise<string[]> {
  const statuses: string[] = [];
  for (const event of (await eventsOfRefund(refundId)).reverse()) {
    await sandboxControl('POST', '/events/resend', { eventIds: [event.id] });
    const again = await deliverWebhook(JSON.stringify(event.payload), `${event.id}x`);
    expect(again.status).toBe(200);
    statuses.push(((await again.json()) as { status: string }).status);
  }
  return statuses;
}

const settleRefund = (refundId: string, outcome: 'process' | 'fail', body: { loseWebhooks?: boolean } = {}) =>
  sandboxControl('POST', `/refunds/${refundId}/${outcome}`, body);

async function paymentAtProvider(paymentId: string) {
  const { payments } = (await sandboxControl('GET', '/')) as {
    payments: { id: string; amount_refunded: number; status: string }[];
  };
  return payments.find((payment) => payment.id === paymentId);
}

describe('a refund of part of a held transfer', { timeout: 240_000 }, () => {
  it('returns the part refunded once; the rest stays held, and a release credits only the rest', async () => {
    const asha = await verifiedCustomer();
    const sent = await sendBankTransfer(asha, { amount: '1500', ...fromElsewhere });
    const refundId = await refundFromDashboard(sent.paymentId, { amount: '500' });
    expect(await deliverAgainNewestFirst(refundId)).toEqual(['already-recorded', 'already-recorded']);

    expect(await lineOf(asha, sent.utr)).toMatchObject({
      status: 'held',
      amount: '1000.00',
      statusReason: expect.stringMatching(
        /^₹500 of it was sent back to the account it came from by your bank or our payment provider; ₹1,000 is still held\. /,
      ),
    });
    const handle = `${userIdOf(asha)}/${(await lineOf(asha, sent.utr))?.id}`;
    const listed = await ops('deposits', 'held', '--limit', '100');
    expect(listed.stdout).toContain(`${handle}  ₹1,000  UTR ${sent.utr}`);
    await expectSoundLedger();

    expect(await deposits({ command: 'release', customer: handle })).toMatch(/^Released ₹1,000 /);
    expect(await fiatBalance(asha)).toBe('1000.00');
    expect(await lineOf(asha, sent.utr)).toMatchObject({ status: 'succeeded', amount: '1000.00' });
    await expectSoundLedger();
  });

  it('returns only the rest when an operator returns it, so the payer gets back the whole payment once', async () => {
    const ravi = await verifiedCustomer();
    const sent = await sendBankTransfer(ravi, { amount: '2000', ...fromElsewhere });
    await refundFromDashboard(sent.paymentId, { amount: '800' });
    const handle = `${userIdOf(ravi)}/${(await lineOf(ravi, sent.utr))?.id}`;

    expect(await deposits({ command: 'return', customer: handle, reason: 'Not from your account' })).toMatch(
      /^Returned ₹1,200 .*refund rfnd_\w+ \(processed, ₹1,200\)/,
    );

    expect(await paymentAtProvider(sent.paymentId)).toMatchObject({
      amount_refunded: 2000_00,
      status: 'refunded',
    });
    expect(await lineOf(ravi, sent.utr)).toMatchObject({ status: 'returned', amount: '1200.00' });
    expect(await fiatBalance(ravi)).toBe('00.00');
    await expectSoundLedger();
  });
});

describe('a refund of money assigned from suspense', { timeout: 240_000 }, () => {
  it('comes off the wallet of the customer it was assigned to, what it no longer holds owed', async () => {
    const sent = await transferToNobody('700');
    const listed = await suspenseCommands.list?.({ command: 'list', limit: '100' });
    const id = listed
      ?.split('\n')
      .find((line) => line.includes(`payment ${sent.paymentId})`))
      ?.split(/\s+/)[1];
    const meera = await verifiedCustomer();
    const assign = suspenseCommands.assign;
    if (!assign || !id) throw new Error('No suspense assign, or the payment is not in suspense');
    expect(await assign({ command: 'assign', customer: id, target: userIdOf(meera) })).toMatch(
      /^Assigned ₹700 /,
    );
    expect(await fiatBalance(meera)).toBe('700.00');

    const refundId = await refundFromDashboard(sent.paymentId);
    expect(await deliverAgainNewestFirst(refundId)).toEqual(['already-recorded', 'already-recorded']);

    expect(await fiatBalance(meera)).toBe('00.00');
    expect((await inrTransactions(meera)).map((each) => [each.type, each.direction, each.amount])).toEqual([
      ['provider-refund', 'debit', '700.00'],
      ['bank-transfer-deposit', 'credit', '700.00'],
    ]);
    await expectSoundLedger();
  });
});

describe('a refund of a payment we never booked', { timeout: 240_000 }, () => {
  it('books the capture first and then the refund, each once, whichever of its webhooks and the reconciliation comes', async () => {
    const priya = await verifiedCustomer();
    const lost = await sendBankTransfer(priya, { amount: '1000', loseWebhook: true });
    const refundId = await refundFromDashboard(lost.paymentId, { amount: '300' });
    expect(await deliverAgainNewestFirst(refundId)).toEqual(['already-recorded', 'already-recorded']);
    await deposits({ command: 'reconcile' });

    expect(await fiatBalance(priya)).toBe('700.00');
    expect((await inrTransactions(priya)).map((each) => [each.type, each.amount, each.status])).toEqual([
      ['provider-refund', '300.00', 'succeeded'],
      ['bank-transfer-deposit', '1000.00', 'succeeded'],
    ]);
    await expectSoundLedger();
  });

  it('records an authorisation voided before capture as no money moved, without an alarm', async () => {
    const dev = await verifiedCustomer();
    const { deposit } = await startedCardDeposit(dev, '1000');
    const { payment } = (await sandboxControl('POST', `/orders/${deposit.orderId}/authorize`, {})) as {
      payment: { id: string };
    };
    const clearingBefore = await ledgerUnderTest().houseBalance('card-clearing');
    const refundId = await refundFromDashboard(payment.id);

    expect(await deliverAgainNewestFirst(refundId)).toEqual(['not-captured', 'not-captured']);
    const reconciled = await deposits({ command: 'reconcile' });
    expect(reconciled).toMatch(
      /Refunds no webhook brought: .*\d+ of payments never captured \(no money had reached us; nothing moved\)/,
    );
    expect(await ledgerUnderTest().houseBalance('card-clearing')).toBe(clearingBefore);
    expect(await fiatBalance(dev)).toBe('00.00');
    await expectSoundLedger();
  });
});

describe('a refund that fails', { timeout: 240_000 }, () => {
  it('is taken from the wallet when created and put back once when it fails, however its events repeat', async () => {
    const ravi = await verifiedCustomer();
    const sent = await sendBankTransfer(ravi, { amount: '1000' });
    const refundId = await refundFromDashboard(sent.paymentId, { amount: '400', pending: true });
    // The provider takes a refund out of what it holds for us when it is created.
    expect(await fiatBalance(ravi)).toBe('600.00');

    await settleRefund(refundId, 'fail');
    expect(await fiatBalance(ravi)).toBe('1000.00');
    expect(await deliverAgainNewestFirst(refundId)).toEqual(['already-recorded', 'already-recorded']);
    await deposits({ command: 'reconcile' });

    expect(await fiatBalance(ravi)).toBe('1000.00');
    expect((await inrTransactions(ravi)).map((each) => [each.type, each.direction, each.amount])).toEqual([
      ['reversal', 'credit', '400.00'],
      ['provider-refund', 'debit', '400.00'],
      ['bank-transfer-deposit', 'credit', '1000.00'],
    ]);
    expect((await inrTransactions(ravi))[0]?.statusReason).toBe(
      'Your bank or our payment provider could not complete a refund of ₹400: the money is back in your wallet.',
    );
    await expectSoundLedger();
  });

  it('put back in a wallet whose customer owes after it, pays the debt off in the same entry, once', async () => {
    const meera = await verifiedCustomer();
    const sent = await sendBankTransfer(meera, { amount: '1000' });
    const userId = userIdOf(meera);
    await spendInr({ userId }, 900_00n);
    const refundId = await refundFromDashboard(sent.paymentId, { pending: true });
    // ₹100 came off the wallet and ₹900 of it had been spent: owed.
    expect(await walletAndOwed(userId)).toEqual({ wallet: 0n, owed: 900_00n });

    await settleRefund(refundId, 'fail');
    expect(await deliverAgainNewestFirst(refundId)).toEqual(['already-recorded', 'already-recorded']);
    await deposits({ command: 'reconcile' });

    expect(await walletAndOwed(userId)).toEqual({ wallet: 100_00n, owed: 0n });
    const [paidOff, putBack] = await inrTransactions(meera);
    expect([paidOff?.type, paidOff?.amount, putBack?.type, putBack?.amount]).toEqual([
      'receivable-settled',
      '900.00',
      'reversal',
      '1000.00',
    ]);
    // The payoff is part of the entry that put the money back, not a write of its own after it.
    const [payoffLine, reversalLine] = (await ledgerUnderTest().list(userId, 'INR', { limit: 2 }))
      .transactions;
    expect(payoffLine?.entryIds).toHaveLength(1);
    expect(payoffLine?.entryIds).toEqual(reversalLine?.entryIds);
    await expectSoundLedger();
  });

  it('puts part of a held transfer back on hold, and books nothing of a refund that failed before it was booked', async () => {
    const asha = await verifiedCustomer();
    const sent = await sendBankTransfer(asha, { amount: '1500', ...fromElsewhere });
    const first = await refundFromDashboard(sent.paymentId, { amount: '500', pending: true });
    expect(await lineOf(asha, sent.utr)).toMatchObject({ status: 'held', amount: '1000.00' });
    await settleRefund(first, 'fail');
    expect(await lineOf(asha, sent.utr)).toMatchObject({ status: 'held', amount: '1500.00' });

    // Its `refund.created` lost, the failure told first: nothing moves, then or when `created` comes late.
    const second = await refundFromDashboard(sent.paymentId, {
      amount: '200',
      pending: true,
      loseWebhooks: true,
    });
    await settleRefund(second, 'fail');
    expect(await deliverAgainNewestFirst(second)).toEqual(['failed', 'failed']);
    expect(await lineOf(asha, sent.utr)).toMatchObject({ status: 'held', amount: '1500.00' });

    const handle = `${userIdOf(asha)}/${(await lineOf(asha, sent.utr))?.id}`;
    expect(await deposits({ command: 'release', customer: handle })).toMatch(/^Released ₹1,500 /);
    expect(await fiatBalance(asha)).toBe('1500.00');
    await expectSoundLedger();
  });
});
