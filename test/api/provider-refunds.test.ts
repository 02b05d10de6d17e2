/**
 * Refunds the payment provider makes of money we already booked (from its dashboard, as the sandbox's
 * Refund button does), told by `refund.created` / `refund.processed` webhooks that may come again and
 * in any order: a held transfer is returned once; a credited one comes off the wallet once per refund,
 * and what the wallet no longer holds is owed, refused buying until paid off by the next deposit. The
 * ledger checker passes after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Profile, ProfileSchema } from '../../contract/profile';
import { TransactionPageSchema, type WalletTransaction } from '../../contract/wallets';
import { callApi } from '../support/api';
import { BUYER_PIN, type Buyer, buy, holdPrice, quoteAtRate, walkPrice } from '../support/buying';
import {
  deliverWebhook,
  fiatBalance,
  sandboxControl,
  sendBankTransfer,
  type VerifiedCustomer,
  verifiedCustomer,
} from '../support/deposits';
import { expectSoundLedger } from '../support/ledger';

const RATE = '90.00';
const fromElsewhere = { fromAccount: '999900003333', fromIfsc: 'ICIC0000001' };

beforeAll(() => holdPrice(RATE));
afterAll(() => walkPrice());

async function transactions(customer: VerifiedCustomer): Promise<readonly WalletTransaction[]> {
  return TransactionPageSchema.parse(
    (await callApi('GET', '/wallets/inr/transactions?limit=100', { token: customer.accessToken })).body,
  ).transactions;
}

async function profileOf(customer: VerifiedCustomer): Promise<Profile> {
  return ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
}

interface SandboxEvent {
  id: string;
  event: string;
  payload: { payload: { refund?: { entity: { id: string } } } };
}

/** A refund made in the provider's dashboard, and the refund events the sandbox sent for it. */
async function refundFromDashboard(paymentId: string, amount?: string) {
  const made = (await sandboxControl('POST', `/payments/${paymentId}/refund`, amount ? { amount } : {})) as {
    refund: { id: string };
  };
  const events = (await sandboxControl('GET', '/events?last=50')) as unknown as SandboxEvent[];
  const ofRefund = Object.values(events).filter(
    (event) => event.payload.payload.refund?.entity.id === made.refund.id,
  );
  const named = (name: string) => {
    const found = ofRefund.find((event) => event.event === name);
    if (!found) throw new Error(`No ${name} event for ${made.refund.id}`);
    return found;
  };
  return { refundId: made.refund.id, created: named('refund.created'), processed: named('refund.processed') };
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
    expect((await transactions(asha)).find((each) => each.reference === sent.utr)?.status).toBe('held');

    const refund = await refundFromDashboard(sent.paymentId);
    await deliverAgainOutOfOrder(refund);

    expect((await transactions(asha)).find((each) => each.reference === sent.utr)).toMatchObject({
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
    const refunds = (await transactions(ravi)).filter((each) => each.type === 'provider-refund');
    expect(refunds.map((each) => [each.direction, each.amount, each.status])).toEqual([
      ['debit', '100.00', 'succeeded'],
      ['debit', '400.00', 'succeeded'],
    ]);
    expect(refunds[0]?.statusReason).toMatch(/^Refunded by your bank or our payment provider/);
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
    await expectSoundLedger();

    const next = await sendBankTransfer(meera, { amount: '2000' });
    expect(next.delivery?.status).toBe(200);
    expect(await fiatBalance(meera)).toBe('1100.00');
    const lines = (await transactions(meera)).map((each) => [each.type, each.direction, each.amount]);
    expect(lines.slice(0, 4)).toEqual([
      ['receivable-settled', 'debit', '900.00'],
      ['bank-transfer-deposit', 'credit', '2000.00'],
      ['provider-refund', 'debit', '100.00'],
      ['buy-usdt', 'debit', '900.00'],
    ]);
    // Paid off: buying works again.
    const after = await callApi('POST', '/trade/buy-usdt/quotes', {
      token: meera.accessToken,
      body: { spendInr: '100' },
    });
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    expect((await profileOf(meera)).fiatBalance).toBe('1100.00');
    await expectSoundLedger();
  });
});
