/**
 * Withdrawing INR to the verified bank through the HTTP API against the local stack, paid by the
 * payments sandbox's RazorpayX: exact paise at every step, each payout outcome booked once however its
 * webhooks arrive (repeated, reordered, forged, lost), and the ledger checker sound after each.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { InrWithdrawalSchema, InrWithdrawalTermsSchema } from '../../contract/inr-withdrawals';
import { parseAmount } from '../../lambdas/domain/money';
import { applyHandlerEnv } from '../../lib/local/stack';
import { callApi } from '../support/api';
import { type Buyer, buy, buyerWith, holdPrice, quoteAtRate, walkPrice } from '../support/buying';
import {
  deliverWebhook,
  fiatBalance,
  sandboxControl,
  untilWebhookDeliveriesSettle,
} from '../support/deposits';
import {
  decidePayout,
  fundPayoutAccount,
  newPayoutsAre,
  onlyPayoutOf,
  pauseWebhooks,
  payoutsOf,
  type SandboxPayoutEvent,
  withdraw,
  withdrawals,
} from '../support/inr-withdrawals';
import { expectSoundLedger } from '../support/ledger';
import { walletEmailsTo } from '../support/mailbox';
import { creditInr } from '../support/proof-of-reserves';

const paise = (inr: string) => parseAmount(inr, 'INR');

const accepted = (response: { status: number; body: unknown }) => {
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return InrWithdrawalSchema.parse(response.body);
};

const terms = async (customer: Buyer) =>
  InrWithdrawalTermsSchema.parse(
    (await callApi('GET', '/wallets/inr/withdrawals/terms', { token: customer.accessToken })).body,
  );

/** Replays each event the sandbox sent, signed as the provider signs, in the order given. */
async function replay(events: readonly { id: string; payload: unknown }[]) {
  for (const event of events) {
    const answer = await deliverWebhook(JSON.stringify(event.payload), event.id);
    expect(answer.status).toBe(200);
  }
}

// Payouts wait in processing until each test decides them, as a bank would.
beforeAll(() => newPayoutsAre('hold'));
afterAll(() => newPayoutsAre('process'));

describe('withdrawing INR to the verified bank', { timeout: 120_000 }, () => {
  let customer: Buyer;
  beforeAll(async () => {
    customer = await buyerWith('5000');
  });

  it('shows the verified account masked, our fee and GST and the limits before anything is typed', async () => {
    const response = await callApi('GET', '/wallets/inr/withdrawals/terms', { token: customer.accessToken });
    expect(response.status).toBe(200);
    const terms = InrWithdrawalTermsSchema.parse(response.body);
    expect(terms).toMatchObject({
      feeInr: '10.00',
      gstPercent: '18',
      gstInr: '1.80',
      limits: {
        minimumPerWithdrawalInr: '100.00',
        maximumPerWithdrawalInr: '200000.00',
        maximumPerDayInr: '500000.00',
      },
    });
    expect(terms.bankAccount?.accountNumberMasked).toMatch(
      new RegExp(`^•+${customer.bank.accountNumber.slice(-4)}$`),
    );
    expect(JSON.stringify(terms)).not.toContain(customer.bank.accountNumber);
  });

  it('pays ₹2,000 out once with the UTR, taking exactly ₹2,011.80 from the wallet', async () => {
    const before = paise(await fiatBalance(customer));
    const key = randomUUID();
    const withdrawal = accepted(await withdraw(customer, '2000', { key }));
    expect(withdrawal).toMatchObject({
      amount: '2000.00',
      fee: '10.00',
      gst: '1.80',
      debited: '2011.80',
      status: 'processing',
    });
    expect(paise(await fiatBalance(customer))).toBe(before - 2_011_80n);
    // The same request again under its key answers as the first did, and moves nothing.
    expect(accepted(await withdraw(customer, '2000', { key })).id).toBe(withdrawal.id);

    const payout = await onlyPayoutOf(withdrawal.id);
    expect(payout.amount).toBe(2_000_00);
    const events = await decidePayout(payout.id, 'process');
    const [paid] = await withdrawals(customer);
    expect(paid).toMatchObject({ id: withdrawal.id, status: 'paid', amount: '2000.00' });
    expect(paid?.utr).toMatch(/^\w{6,}$/);
    await replay([...events, ...events]);
    expect(paise(await fiatBalance(customer))).toBe(before - 2_011_80n);
    // Told once, whatever the provider repeats, with the account masked.
    const told = (await walletEmailsTo(customer.email)).filter(({ subject }) =>
      subject.includes('sent to your bank'),
    );
    expect(told.map(({ subject }) => subject)).toEqual([expect.stringContaining('₹2,000.00')]);
    expect(told[0]?.body).toMatch(/••••\d{4}/);
    await expectSoundLedger();
  });

  it('returns exactly what was reserved when the bank fails the payout, once however often it is told', async () => {
    const before = paise(await fiatBalance(customer));
    const withdrawnBefore = (await terms(customer)).limits.withdrawnTodayInr;
    const withdrawal = accepted(await withdraw(customer, '1234.56'));
    expect(paise(await fiatBalance(customer))).toBe(before - 1_246_36n);
    expect((await terms(customer)).limits.withdrawnTodayInr).not.toBe(withdrawnBefore);
    const payout = await onlyPayoutOf(withdrawal.id);
    const events = await decidePayout(payout.id, 'fail');
    await replay([...events].reverse());
    await replay(events);
    expect(paise(await fiatBalance(customer))).toBe(before);
    // What never left no longer counts towards today's limit, given back once: it can be sent again today.
    expect((await terms(customer)).limits.withdrawnTodayInr).toBe(withdrawnBefore);
    expect((await withdrawals(customer)).find(({ id }) => id === withdrawal.id)?.status).toBe('failed');
    const told = (await walletEmailsTo(customer.email)).filter(({ subject }) =>
      subject.includes('did not go through'),
    );
    expect(told.map(({ subject }) => subject)).toEqual([expect.stringContaining('₹1,234.56')]);
    expect(told[0]?.body).toContain('Back in your wallet: ₹1,246.36');
    await expectSoundLedger();
  });

  it('returns a payout reversed after it was processed once, whatever order the events come in', async () => {
    const before = paise(await fiatBalance(customer));
    const withdrawal = accepted(await withdraw(customer, '500'));
    const payout = await onlyPayoutOf(withdrawal.id);
    const processed = await decidePayout(payout.id, 'process');
    expect(paise(await fiatBalance(customer))).toBe(before - 511_80n);
    const reversed = await decidePayout(payout.id, 'reverse');
    expect(paise(await fiatBalance(customer))).toBe(before);
    // processed after reversed, reversed twice: the payout as the provider reports it is booked.
    await replay([...reversed, ...processed, ...reversed]);
    expect(paise(await fiatBalance(customer))).toBe(before);
    const listed = (await withdrawals(customer)).find(({ id }) => id === withdrawal.id);
    expect(listed?.status).toBe('returned');
    await expectSoundLedger();
  });

  it('refuses a forged payout webhook and moves nothing', async () => {
    const before = paise(await fiatBalance(customer));
    const withdrawal = accepted(await withdraw(customer, '300'));
    const payout = await onlyPayoutOf(withdrawal.id);
    // The event the sandbox sent when the payout went out, renamed to say the bank sent it back.
    const sent = await sandboxEventsOf(payout.id);
    const [initiated] = sent;
    if (!initiated) throw new Error('The sandbox sent no event for the payout');
    const claimed = structuredClone(initiated.payload) as {
      event: string;
      payload: { payout: { entity: { status: string } } };
    };
    claimed.event = 'payout.reversed';
    claimed.payload.payout.entity.status = 'reversed';
    const body = JSON.stringify(claimed);
    const forged = await deliverWebhook(body, 'evt_ForgedPayout01', 'ab'.repeat(32));
    expect(forged.status).toBe(401);
    // Correctly signed but not what the provider reports (still processing): nothing moves either.
    expect((await deliverWebhook(body, 'evt_StalePayout01')).status).toBe(200);
    expect(paise(await fiatBalance(customer))).toBe(before - 311_80n);
    expect((await withdrawals(customer)).find(({ id }) => id === withdrawal.id)?.status).toBe('processing');
    await decidePayout(payout.id, 'process');
    await expectSoundLedger();
  });

  it('answers a signed webhook about a payout the provider does not know with 2xx, moving nothing and naming no provider path', async () => {
    const before = paise(await fiatBalance(customer));
    const withdrawal = accepted(await withdraw(customer, '250'));
    const payout = await onlyPayoutOf(withdrawal.id);
    const [initiated] = await sandboxEventsOf(payout.id);
    if (!initiated) throw new Error('The sandbox sent no event for the payout');
    // The real event, about our withdrawal, renamed to a payout the provider never made: someone holding
    // the webhook secret saying the money came back.
    const claimed = structuredClone(initiated.payload) as {
      event: string;
      payload: { payout: { entity: { id: string; status: string } } };
    };
    claimed.event = 'payout.reversed';
    Object.assign(claimed.payload.payout.entity, { id: 'pout_NeverMadeHere1', status: 'reversed' });

    const answer = await deliverWebhook(JSON.stringify(claimed), 'evt_UnknownPayout1');
    const text = await answer.text();
    // A non-2xx would have the provider retry it for a day and then disable our webhook URL.
    expect(answer.status, text).toBe(200);
    expect(JSON.parse(text)).toEqual({ status: 'unconfirmed' });
    expect(text).not.toMatch(/\/v1\/|payouts\/|pout_NeverMadeHere1/);
    expect(paise(await fiatBalance(customer))).toBe(before - 261_80n);
    expect((await withdrawals(customer)).find(({ id }) => id === withdrawal.id)?.status).toBe('processing');
    await decidePayout(payout.id, 'process');
    await expectSoundLedger();
  });

  it('books a payout whose webhooks were lost from the reconciliation, once', async () => {
    const before = paise(await fiatBalance(customer));
    const withdrawal = accepted(await withdraw(customer, '400'));
    const payout = await onlyPayoutOf(withdrawal.id);
    await pauseWebhooks(true);
    try {
      // The bank processes it while deliveries are held: no webhook reaches us.
      await sandboxControl('POST', `/payouts/${payout.id}/process`);
      expect((await withdrawals(customer)).find(({ id }) => id === withdrawal.id)?.status).toBe('processing');
      applyHandlerEnv(inject('stack').handlerEnv);
      const { handler } = await import('../../lambdas/scheduled/reconcile-inr-withdrawals');
      const first = await handler();
      expect(first.booked['paid-out']).toBe(1);
      const again = await handler();
      expect(again.booked['paid-out']).toBeUndefined();
    } finally {
      await pauseWebhooks(false);
      await untilWebhookDeliveriesSettle();
    }
    const listed = (await withdrawals(customer)).find(({ id }) => id === withdrawal.id);
    expect(listed).toMatchObject({ status: 'paid' });
    expect(paise(await fiatBalance(customer))).toBe(before - 411_80n);
    await expectSoundLedger();
  });

  it('returns a payout the bank reversed days later whose webhook was lost, from the reconciliation, once', async () => {
    const before = paise(await fiatBalance(customer));
    const withdrawal = accepted(await withdraw(customer, '600'));
    const payout = await onlyPayoutOf(withdrawal.id);
    await decidePayout(payout.id, 'process');
    expect(paise(await fiatBalance(customer))).toBe(before - 611_80n);
    await pauseWebhooks(true);
    try {
      await sandboxControl('POST', `/payouts/${payout.id}/reverse`);
      applyHandlerEnv(inject('stack').handlerEnv);
      const { handler } = await import('../../lambdas/scheduled/reconcile-inr-withdrawals');
      expect((await handler()).booked.returned).toBe(1);
      expect((await handler()).booked.returned).toBeUndefined();
    } finally {
      await pauseWebhooks(false);
      await untilWebhookDeliveriesSettle();
    }
    expect(paise(await fiatBalance(customer))).toBe(before);
    expect((await withdrawals(customer)).find(({ id }) => id === withdrawal.id)?.status).toBe('returned');
    await expectSoundLedger();
  });
});

/** The webhook events the sandbox made about one payout, oldest first. */
async function sandboxEventsOf(payoutId: string): Promise<SandboxPayoutEvent[]> {
  const { events } = (await sandboxControl('GET', '/')) as unknown as { events: SandboxPayoutEvent[] };
  return events.filter((event) => JSON.stringify(event.payload).includes(`"id":"${payoutId}"`)).reverse();
}

describe('withdrawals racing for one balance', { timeout: 180_000 }, () => {
  it('pays 20 concurrent withdrawals of the whole balance out once', async () => {
    const customer = await buyerWith('2011.80');
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(customer, '2000')));
    const made = answers.filter((answer) => answer.status === 201).map(accepted);
    expect(made).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect([409, 422, 429]).toContain(refused.status);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
    }
    expect(await fiatBalance(customer)).toBe('00.00');
    expect(await payoutsOf((made[0] as { id: string }).id)).toHaveLength(1);
    await expectSoundLedger();
  });

  it('never lets a withdrawal and a buy both spend the same rupees', async () => {
    await holdPrice('88.42');
    try {
      const customer = await buyerWith('2011.80');
      const quote = await quoteAtRate(customer, '88.42', { spendInr: '2011.80' });
      const [withdrawn, bought] = await Promise.all([
        withdraw(customer, '2000'),
        buy(customer, quote.quoteId),
      ]);
      expect([withdrawn.status, bought.status].filter((status) => status === 201)).toHaveLength(1);
      expect(await fiatBalance(customer)).toBe('00.00');
      await expectSoundLedger();
    } finally {
      await walkPrice();
    }
  });
});

describe('refusals', { timeout: 120_000 }, () => {
  it('refuses amounts outside the limits, a wrong PIN and a wallet that cannot pay the fee, moving nothing', async () => {
    const customer = await buyerWith('2000');
    for (const [amount, status] of [
      ['99.99', 400],
      ['200000.01', 400],
      ['2000', 422],
      ['12.345', 400],
    ] as const) {
      const answer = await withdraw(customer, amount);
      expect(answer.status, `${amount}: ${JSON.stringify(answer.body)}`).toBe(status);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await withdraw(customer, '1000', { pin: '000000' })).status).toBe(403);
    const unkeyed = await callApi('POST', '/wallets/inr/withdrawals', {
      token: customer.accessToken,
      body: { amount: '1000', pin: customer.pin },
    });
    expect(unkeyed.status).toBe(400);
    expect(await fiatBalance(customer)).toBe('2000.00');
    expect(await withdrawals(customer)).toEqual([]);
  });
});

describe('the daily limit, at its edge', { timeout: 180_000 }, () => {
  it('takes exactly what is left of ₹5,00,000 today, fee and GST included, and refuses a paisa more', async () => {
    // A day's bank transfers stop at ₹5,00,000 too, so the rest is booked straight through the ledger.
    const customer = await buyerWith('100');
    await creditInr(customer, 5_01_000_00n);
    await fundPayoutAccount('500000');
    const first = accepted(await withdraw(customer, '200000'));
    const second = accepted(await withdraw(customer, '200000'));
    // Each took ₹2,00,011.80 with its fee and GST: ₹99,976.40 is left today.
    expect((await terms(customer)).limits.leftTodayInr).toBe('99976.40');
    const past = await withdraw(customer, '99964.61');
    expect(past.status, JSON.stringify(past.body)).toBe(400);
    expect((past.body as { errors?: Record<string, string> }).errors?.amount).toBe(
      'This would pass your daily limit of ₹5,00,000: ₹99,976.40 is left today, fee and GST included.',
    );
    const last = accepted(await withdraw(customer, '99964.60'));
    expect(last.debited).toBe('99976.40');
    expect((await terms(customer)).limits.leftTodayInr).toBe('00.00');
    const after = await withdraw(customer, '100');
    expect(after.status, JSON.stringify(after.body)).toBe(400);
    expect(paise(await fiatBalance(customer))).toBe(paise('100') + 5_01_000_00n - 5_00_000_00n);
    // Paid, so nothing is left in processing for the tests after this one.
    for (const withdrawal of [first, second, last])
      await decidePayout((await onlyPayoutOf(withdrawal.id)).id, 'process');
    expect((await withdrawals(customer)).map(({ status }) => status)).toEqual(['paid', 'paid', 'paid']);
    await expectSoundLedger();
  });
});
