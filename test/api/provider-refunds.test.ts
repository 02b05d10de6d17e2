/**
 * Refunds the payment provider makes of money we already booked (from its dashboard, as the sandbox's
 * Refund button does), told by `refund.created` / `refund.processed` webhooks that may come again and
 * in any order: a held transfer is returned once; a credited one comes off the wallet once per refund,
 * and what the wallet no longer holds is owed, refused buying until paid off by the next deposit. The
 * ledger checker passes after each.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatRupees, parseAmount } from '../../lambdas/domain/money';
import { applyHandlerEnv } from '../../lib/local/stack';
import { callApi } from '../support/api';
import { BUYER_PIN, type Buyer, buy, holdPrice, quoteAtRate, walkPrice } from '../support/buying';
import { payOnCheckout, startedCardDeposit } from '../support/card-deposits';
import {
  deliverWebhook,
  fiatBalance,
  inrTransactions,
  profileOf,
  sandboxControl,
  sendBankTransfer,
  verifiedCustomer,
} from '../support/deposits';
import { expectSoundLedger, ledgerUnderTest } from '../support/ledger';
import { ops } from '../support/ops-cli';
import {
  refundFromDashboard as dashboardRefund,
  eventsOfRefund,
  transferToNobody,
} from '../support/provider-refunds';

const RATE = '90.00';
const fromElsewhere = { fromAccount: '999900003333', fromIfsc: 'ICIC0000001' };

beforeAll(async () => {
  // The provider's and the ledger's own code, run in this process against the test stack.
  applyHandlerEnv(inject('stack').handlerEnv);
  await holdPrice(RATE);
});
afterAll(() => walkPrice());

/** A refund made in the provider's dashboard, and the refund events the sandbox sent for it. */
async function refundFromDashboard(paymentId: string, amount?: string) {
  const refundId = await dashboardRefund(paymentId, amount ? { amount } : {});
  return { refundId, ...(await refundEvents(refundId)) };
}

async function refundEvents(refundId: string) {
  const ofRefund = await eventsOfRefund(refundId);
  const named = (name: string) => {
    const found = ofRefund.find((event) => event.event === name);
    if (!found) throw new Error(`No ${name} event for ${refundId}`);
    return found;
  };
  return { created: named('refund.created'), processed: named('refund.processed') };
}

/** The same events again, newest first (processed before created), and one under a new event id. */
async function deliverAgainOutOfOrder(refund: Awaited<ReturnType<typeof refundFromDashboard>>) {
  await sandboxControl('POST', '/events/resend', { eventIds: [refund.processed.id, refund.created.id] });
  const again = await deliverWebhook(JSON.stringify(refund.processed.payload), `${refund.processed.id}x`);
  expect(again.status).toBe(200);
  expect(((await again.json()) as { status: string }).status).toBe('already-recorded');
}

describe('refunds the provider makes after we booked the money', { timeout: 240_000 }, () => {
  it('returns a held transfer refunded from the dashboard once, however often and in whatever order its refund events come', async () => {
    const asha = await verifiedCustomer();
    const sent = await sendBankTransfer(asha, { amount: '1500', ...fromElsewhere });
    expect((await inrTransactions(asha)).find((each) => each.reference === sent.utr)?.status).toBe('held');

    const refund = await refundFromDashboard(sent.paymentId);
    await deliverAgainOutOfOrder(refund);

    expect((await inrTransactions(asha)).find((each) => each.reference === sent.utr)).toMatchObject({
      status: 'returned',
      statusReason: 'Sent back to the account it came from by your bank or our payment provider.',
    });
    expect(await fiatBalance(asha)).toBe('00.00');
    await expectSoundLedger();
  });

  it('takes a refund of a credited transfer back from the wallet, once per refund, with a line the customer sees', async () => {
    const ravi = await verifiedCustomer();
    const sent = await sendBankTransfer(ravi, { amount: '1000' });
    expect(await fiatBalance(ravi)).toBe('1000.00');

    const first = await refundFromDashboard(sent.paymentId, '400');
    await deliverAgainOutOfOrder(first);
    expect(await fiatBalance(ravi)).toBe('600.00');
    const second = await refundFromDashboard(sent.paymentId, '100');
    await deliverAgainOutOfOrder(second);

    expect(await fiatBalance(ravi)).toBe('500.00');
    const refunds = (await inrTransactions(ravi)).filter((each) => each.type === 'provider-refund');
    expect(refunds.map((each) => [each.direction, each.amount, each.status])).toEqual([
      ['debit', '100.00', 'succeeded'],
      ['debit', '400.00', 'succeeded'],
    ]);
    expect(refunds[0]?.statusReason).toMatch(/^Refunded by your bank or our payment provider/);
    await expectSoundLedger();
  });

  it('takes a refund of a card deposit back from the wallet to the card clearing account, once', async () => {
    const priya = await verifiedCustomer();
    const { deposit } = await startedCardDeposit(priya, '2000');
    const returned = await payOnCheckout(deposit.orderId, 'success');
    expect(await fiatBalance(priya)).toBe('2000.00');
    const clearingBefore = await ledgerUnderTest().houseBalance('card-clearing');

    const refund = await refundFromDashboard(returned.razorpay_payment_id as string, '500');
    await deliverAgainOutOfOrder(refund);

    expect(await fiatBalance(priya)).toBe('1500.00');
    expect((await ledgerUnderTest().houseBalance('card-clearing')) - clearingBefore).toBe(50_000n);
    expect((await inrTransactions(priya)).map((each) => [each.type, each.direction, each.amount])).toEqual([
      ['provider-refund', 'debit', '500.00'],
      ['card-deposit', 'credit', '2000.00'],
    ]);
    await expectSoundLedger();
  });

  it('cancels our fee and its GST when a card deposit is refunded whole, taking back only what the wallet was credited', async () => {
    const anil = await verifiedCustomer();
    const { deposit } = await startedCardDeposit(anil, '2000');
    const ledger = ledgerUnderTest();
    const houseBefore = {
      feeRevenue: await ledger.houseBalance('fee-revenue'),
      gstPayable: await ledger.houseBalance('gst-payable'),
      feeRounding: await ledger.houseBalance('fee-rounding'),
    };
    const returned = await payOnCheckout(deposit.orderId, 'success');
    expect(await fiatBalance(anil)).toBe('2000.00');
    expect(await ledger.houseBalance('fee-revenue')).toBeGreaterThan(houseBefore.feeRevenue);

    const refund = await refundFromDashboard(returned.razorpay_payment_id as string);
    await deliverAgainOutOfOrder(refund);

    expect(await fiatBalance(anil)).toBe('00.00');
    expect((await profileOf(anil)).owed).toBeUndefined();
    expect({
      feeRevenue: await ledger.houseBalance('fee-revenue'),
      gstPayable: await ledger.houseBalance('gst-payable'),
      feeRounding: await ledger.houseBalance('fee-rounding'),
    }).toEqual(houseBefore);
    const [line] = await inrTransactions(anil);
    expect([line?.type, line?.direction, line?.amount, line?.status]).toEqual([
      'provider-refund',
      'debit',
      '2000.00',
      'succeeded',
    ]);
    const rupees = (amount: string) => formatRupees(parseAmount(amount, 'INR'));
    expect(line?.statusReason).toContain(
      `our fee of ${rupees(deposit.fee)} and its ${rupees(deposit.gst)} GST are cancelled.`,
    );
    await expectSoundLedger();
  });

  it('makes what was already spent owed: buying is refused with the reason until the next deposit pays it off first', async () => {
    const meera = await verifiedCustomer();
    const sent = await sendBankTransfer(meera, { amount: '1000' });
    const pin = await callApi('PUT', '/me/transaction-pin', {
      token: meera.accessToken,
      body: { pin: BUYER_PIN },
    });
    expect(pin.status).toBe(204);
    const buyer: Buyer = { ...meera, pin: BUYER_PIN };
    const quote = await quoteAtRate(buyer, RATE, { spendInr: '900' });
    expect((await buy(buyer, quote.quoteId)).status).toBe(201);
    expect(await fiatBalance(meera)).toBe('100.00');

    const refund = await refundFromDashboard(sent.paymentId);
    await deliverAgainOutOfOrder(refund);

    // The wallet gives back the ₹100 it holds and never goes below zero; ₹900 is owed.
    expect(await fiatBalance(meera)).toBe('00.00');
    const owedWords =
      'Your bank or our payment provider refunded ₹900 more than your wallet held, after you had spent it. Add money to pay it off; until then you cannot buy USDT or withdraw.';
    const refused = await callApi('POST', '/trade/buy-usdt/quotes', {
      token: meera.accessToken,
      body: { spendInr: '100' },
    });
    expect(refused.status).toBe(409);
    expect((refused.body as { detail: string }).detail).toBe(owedWords);
    expect((await profileOf(meera)).owed).toEqual({ amount: '900.00', reason: owedWords });
    const listed = await ops('receivables', 'list');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`${(await profileOf(meera)).userId}  owes ₹900 since `);
    await expectSoundLedger();

    const next = await sendBankTransfer(meera, { amount: '2000' });
    expect(next.delivery?.status).toBe(200);
    expect(await fiatBalance(meera)).toBe('1100.00');
    const lines = (await inrTransactions(meera)).map((each) => [each.type, each.direction, each.amount]);
    expect(lines.slice(0, 4)).toEqual([
      ['receivable-settled', 'debit', '900.00'],
      ['bank-transfer-deposit', 'credit', '2000.00'],
      ['provider-refund', 'debit', '100.00'],
      ['buy-usdt', 'debit', '900.00'],
    ]);
    // The credit and its payoff are one entry: no moment when the money is in and the debt unpaid.
    const [payoff, credit] = (
      await ledgerUnderTest().list((await profileOf(meera)).userId, 'INR', { limit: 2 })
    ).transactions;
    expect(payoff?.entryIds).toHaveLength(1);
    expect(payoff?.entryIds).toEqual(credit?.entryIds);
    // Paid off: buying works again.
    const after = await callApi('POST', '/trade/buy-usdt/quotes', {
      token: meera.accessToken,
      body: { spendInr: '100' },
    });
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    const paidOff = await profileOf(meera);
    expect(paidOff.fiatBalance).toBe('1100.00');
    expect(paidOff.owed).toBeUndefined();
    expect((await ops('receivables', 'list')).stdout).not.toContain(paidOff.userId);
    await expectSoundLedger();
  });

  it('books a dashboard refund whose webhooks were lost when reconciling, once, and the late webhooks move nothing', async () => {
    const kiran = await verifiedCustomer();
    const credited = await sendBankTransfer(kiran, { amount: '800' });
    const held = await sendBankTransfer(kiran, { amount: '700', ...fromElsewhere });
    const creditRefund = await dashboardRefund(credited.paymentId, { amount: '300', loseWebhooks: true });
    await dashboardRefund(held.paymentId, { loseWebhooks: true });
    // Nothing told us yet.
    expect(await fiatBalance(kiran)).toBe('800.00');

    const first = await ops('deposits', 'reconcile');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Refunds no webhook brought: .*\d+ refunded/);
    expect(first.stdout).toMatch(/\d+ returned/);
    const again = await ops('deposits', 'reconcile');
    expect(again.stdout).not.toMatch(/\d+ (refunded|returned)/);
    const { processed } = await refundEvents(creditRefund);
    await sandboxControl('POST', '/events/resend', { eventIds: [processed.id] });

    expect(await fiatBalance(kiran)).toBe('500.00');
    const lines = (await inrTransactions(kiran)).map((each) => [each.type, each.amount, each.status]);
    expect(lines).toEqual([
      ['provider-refund', '300.00', 'succeeded'],
      ['bank-transfer-deposit', '700.00', 'returned'],
      ['bank-transfer-deposit', '800.00', 'succeeded'],
    ]);
    await expectSoundLedger();
  });

  it('returns money in suspense the provider refunded from its dashboard, once', async () => {
    const sent = await transferToNobody('650');
    const before = await ledgerUnderTest().houseBalance('suspense');

    const refund = await refundFromDashboard(sent.paymentId);
    await deliverAgainOutOfOrder(refund);

    const booked = await ledgerUnderTest().postedUnder({ source: 'razorpay-payment', id: sent.paymentId });
    expect(booked?.transactions[0]).toMatchObject({ status: 'returned', decidedBy: 'the payment provider' });
    expect(before - (await ledgerUnderTest().houseBalance('suspense'))).toBe(65_000n);
    await expectSoundLedger();
  });
});
