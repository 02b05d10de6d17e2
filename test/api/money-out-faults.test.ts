/**
 * Money leaving under a failing database: sells, INR withdrawals and USDT withdrawals run through the
 * local stack's DynamoDB fault front (throttles, transactions cancelled as conflicting, writes carried
 * out whose answers are lost), each request retried under its Idempotency-Key as the app retries it,
 * payout webhooks delivered and redelivered as the provider does, the withdrawal sender and the payout
 * reconciliation run again as their schedules would. After each run: every retry got the first answer,
 * each movement was booked once to the paisa and the micro-unit, nothing stayed reserved, and the
 * ledger checker finds the book sound.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { InrWithdrawalSchema } from '../../contract/inr-withdrawals';
import { SellOrderSchema, SellQuoteSchema } from '../../contract/sell-usdt';
import { UsdtWithdrawalSchema } from '../../contract/usdt-withdrawals';
import { formatAmount, parseAmount } from '../../lambdas/domain/money';
import type { FaultCounts } from '../../lib/local/dynamodb-faults';
import { applyHandlerEnv } from '../../lib/local/stack';
import { callApi } from '../support/api';
import { type Buyer, buyerWith, holdPrice, walkPrice } from '../support/buying';
import { type CreditedWebhook, deliverBurst } from '../support/deposit-burst';
import {
  deliverWebhook,
  fiatBalance,
  sandboxControl,
  untilWebhookDeliveriesSettle,
} from '../support/deposits';
import { expectFaultRunMet, injectDynamoFaults, stopDynamoFaults } from '../support/dynamodb-faults';
import {
  newTally,
  type RetryTally,
  retryingUnderKey,
  retryingWhileServerFails,
} from '../support/fault-retries';
import {
  withdrawals as inrWithdrawalsOf,
  newPayoutsAre,
  onlyPayoutOf,
  pauseWebhooks,
  payoutsOf,
  type SandboxPayoutEvent,
  withdraw as withdrawInr,
} from '../support/inr-withdrawals';
import { expectSoundLedger } from '../support/ledger';
import { walletEmailsTo } from '../support/mailbox';
import { requestSellQuote, sell, sellerWith, sellQuoteAtRate } from '../support/selling';
import { depositor, mineBlocks, usdtBalance } from '../support/tron-chain';
import { failNextBroadcast, usdtHeldAt } from '../support/tron-sending';
import { nextDepositAddress, savedAddressFromBefore } from '../support/usdt-withdrawal-destinations';
import {
  fundHotWallet,
  networkFee,
  runSender,
  type Withdrawer,
  withdrawalsOf,
  withdrawerWith,
  withdrawerWithOpenAddress,
  withdraw as withdrawUsdt,
} from '../support/usdt-withdrawals';

const { apiUrl, handlerEnv } = inject('stack');
/** A write in four fails one way or another: enough that every path meets each fault. */
const FAULT_RATE = 0.25;
const RATE = '88.42';
/** 19 blocks on top make a block solidified. */
const SOLIDIFYING_BLOCKS = 20;

const paise = (inr: string) => parseAmount(inr, 'INR');
const micros = (usdt: string) => parseAmount(usdt, 'USDT');

afterEach(async () => {
  await stopDynamoFaults();
});

async function balancesOf(customer: Buyer) {
  const profile = ProfileSchema.parse((await callApi('GET', '/me', { token: customer.accessToken })).body);
  return { inr: paise(profile.fiatBalance), usdt: micros(profile.cryptoBalance.USDT) };
}

/**
 * A request sent under one key while the database fails, retried as the app retries it, then sent once
 * more after the faults stopped (`repeat`): the repeat must get the same answer.
 */
async function underKey(send: () => ReturnType<typeof callApi>, tally: RetryTally) {
  const answer = await retryingUnderKey(send, tally);
  return { answer, repeat: send };
}

/** Each answer was the request's own (201), and a repeat under its key, faults over, got it again. */
async function expectFirstAnswers(
  requests: readonly {
    answer: Awaited<ReturnType<typeof callApi>>;
    repeat: () => ReturnType<typeof callApi>;
  }[],
) {
  for (const { answer, repeat } of requests) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const again = await repeat();
    expect(again.status).toBe(201);
    expect(again.body).toEqual(answer.body);
  }
}

describe('money out while DynamoDB throttles, conflicts and loses answers', { timeout: 240_000 }, () => {
  beforeAll(() => holdPrice(RATE));
  afterAll(() => walkPrice());

  it('books each sell once, to the paisa, and every retry under a key gets the first answer', async () => {
    const sellers = await Promise.all(Array.from({ length: 5 }, () => sellerWith('2000', RATE)));
    // The feed's price is in the handlers' hands before the faults begin.
    await sellQuoteAtRate(sellers[0]?.seller as Buyer, RATE, '5');
    const before = await Promise.all(sellers.map(({ seller }) => balancesOf(seller)));
    const tally = newTally();
    await injectDynamoFaults({ rate: FAULT_RATE, seed: 31 });

    const sales = await Promise.all(
      sellers.map(async ({ seller, usdt }) => {
        const quoted = await retryingWhileServerFails(() => requestSellQuote(seller, usdt), tally);
        expect(quoted.status, JSON.stringify(quoted.body)).toBe(201);
        const quote = SellQuoteSchema.parse(quoted.body);
        const key = randomUUID();
        return { seller, quote, ...(await underKey(() => sell(seller, quote.quoteId, { key }), tally)) };
      }),
    );
    const counts = await stopDynamoFaults();

    await expectFirstAnswers(sales);
    for (const [index, { seller, quote, answer }] of sales.entries()) {
      const { transactions, ...figures } = SellOrderSchema.parse(answer.body);
      expect(figures).toEqual({
        quoteId: quote.quoteId,
        rateInrPerUsdt: quote.rateInrPerUsdt,
        usdtSold: quote.usdtSold,
        considerationInr: quote.considerationInr,
        feeInr: quote.feeInr,
        gstInr: quote.gstInr,
        tdsInr: quote.tdsInr,
        inrReceived: quote.inrReceived,
      });
      expect(transactions).toHaveLength(2);
      const was = before[index] as { inr: bigint; usdt: bigint };
      expect(await balancesOf(seller)).toEqual({
        inr: was.inr + paise(quote.inrReceived),
        usdt: was.usdt - micros(quote.usdtSold),
      });
    }
    expectFaultRunMet('sells', counts, tally.retries, await expectSoundLedger());
  });
});

describe('INR withdrawals while DynamoDB fails', { timeout: 240_000 }, () => {
  // Payouts wait in processing for the test to decide them.
  beforeAll(() => newPayoutsAre('hold'));
  afterAll(async () => {
    await pauseWebhooks(false);
    await newPayoutsAre('process');
    await untilWebhookDeliveriesSettle();
  });

  it('reserves each withdrawal once and books every payout outcome once, however often it is told', async () => {
    // Each withdraws the whole wallet: what it holds is the amount with our ₹10 fee and ₹1.80 GST.
    const amounts = ['1000.00', '1250.50', '2000.00', '777.77', '1500.00'];
    const customers = await Promise.all(
      amounts.map((amount) => buyerWith(formatAmount(paise(amount) + 11_80n, 'INR'))),
    );
    // The provider's webhooks are held from here, so the test delivers and redelivers them itself
    // while the database fails.
    await pauseWebhooks(true);
    const tally = newTally();
    await injectDynamoFaults({ rate: FAULT_RATE, seed: 41 });

    const requests = await Promise.all(
      customers.map(async (customer, index) => {
        const key = randomUUID();
        const amount = amounts[index] as string;
        return underKey(() => withdrawInr(customer, amount, { key }), tally);
      }),
    );
    // The scheduled reconciliation sends a payout whose call failed with the database.
    await reconcileUntilEveryPayoutIsMade(
      requests.map(({ answer }) => idOf(answer)),
      tally,
    );
    const requestCounts = await stopDynamoFaults();

    await expectFirstAnswers(requests);
    const accepted = requests.map(({ answer }, index) => {
      const withdrawal = InrWithdrawalSchema.parse(answer.body);
      expect(withdrawal.amount).toBe(amounts[index]);
      return withdrawal;
    });
    // Reserved once: the wallet holds nothing more, and one payout per withdrawal was made.
    expect(await Promise.all(customers.map(fiatBalance))).toEqual(amounts.map(() => '00.00'));
    const payouts = await Promise.all(accepted.map(({ id }) => onlyPayoutOf(id)));
    expect(payouts.map(({ amount }) => amount)).toEqual(amounts.map((amount) => Number(paise(amount))));

    // The bank pays three, fails one, and pays one it sends back days later.
    const [paidA, paidB, paidC, failed, reversed] = payouts.map(({ id }) => id) as string[];
    const decided = [
      ...(await bankDecides(paidA as string, 'process')),
      ...(await bankDecides(paidB as string, 'process')),
      ...(await bankDecides(paidC as string, 'process')),
      ...(await bankDecides(failed as string, 'fail')),
      ...(await bankDecides(reversed as string, 'process')),
    ];
    const outcomeCounts = await deliveredThroughFaults(decided, 44, tally);
    const sentBack = await bankDecides(reversed as string, 'reverse');
    const reversalCounts = await deliveredThroughFaults(sentBack, 48, tally);

    const statuses = await Promise.all(
      customers.map(async (customer, index) => {
        const listed = (await inrWithdrawalsOf(customer)).find(({ id }) => id === accepted[index]?.id);
        return listed?.status;
      }),
    );
    expect(statuses).toEqual(['paid', 'paid', 'paid', 'failed', 'returned']);
    expect(await Promise.all(customers.map(fiatBalance))).toEqual([
      '00.00',
      '00.00',
      '00.00',
      '789.57',
      '1511.80',
    ]);
    const report = await expectSoundLedger();
    expectFaultRunMet('INR withdrawal requests', requestCounts, tally.retries, report);
    expectFaultRunMet('payout outcomes', summed(outcomeCounts, reversalCounts), tally.retries, report);
  });
});

/** Two fault runs' figures as one. */
const summed = (one: FaultCounts, other: FaultCounts): FaultCounts => ({
  forwarded: one.forwarded + other.forwarded,
  injected: {
    throttle: one.injected.throttle + other.injected.throttle,
    conflict: one.injected.conflict + other.injected.conflict,
    'lost-answer': one.injected['lost-answer'] + other.injected['lost-answer'],
  },
  faults: [...one.faults, ...other.faults],
});

const idOf = (answer: { status: number; body: unknown }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return InrWithdrawalSchema.parse(answer.body).id;
};

/** Runs the scheduled payout reconciliation, as its schedule would, until each withdrawal has its payout. */
async function reconcileUntilEveryPayoutIsMade(withdrawalIds: readonly string[], tally: RetryTally) {
  applyHandlerEnv(handlerEnv);
  const { handler } = await import('../../lambdas/scheduled/reconcile-inr-withdrawals');
  for (let run = 1; ; run += 1) {
    const made = await Promise.all(withdrawalIds.map(async (id) => (await payoutsOf(id)).length));
    if (made.every((count) => count > 0) || run > 10) return;
    tally.retries += 1;
    await handler().catch(() => undefined);
  }
}

/** The bank's decision on a payout while deliveries are held: the webhook events it made. */
async function bankDecides(
  payoutId: string,
  action: 'process' | 'fail' | 'reverse',
): Promise<SandboxPayoutEvent[]> {
  const { events } = (await sandboxControl('POST', `/payouts/${payoutId}/${action}`)) as unknown as {
    events: SandboxPayoutEvent[];
  };
  return events;
}

/**
 * The events delivered at once while writes fail, then all of them again, as the provider redelivers
 * for 24 hours until each was answered 2xx.
 */
async function deliveredThroughFaults(
  events: readonly SandboxPayoutEvent[],
  seed: number,
  tally: RetryTally,
) {
  const webhooks: CreditedWebhook[] = events.map(({ id, payload }) => ({
    eventId: id,
    body: JSON.stringify(payload),
    utr: '',
  }));
  const secret = handlerEnv.RAZORPAY_WEBHOOK_SECRET as string;
  await injectDynamoFaults({ rate: FAULT_RATE, seed });
  const burst = await deliverBurst(apiUrl, secret, webhooks);
  const again = await deliverBurst(apiUrl, secret, webhooks);
  const counts = await stopDynamoFaults();
  tally.retries += burst.redeliveries + again.redeliveries + webhooks.length;
  // A refusal may only say "try again" (5xx): a 4xx would make the provider give the event up.
  expect(burst.refusals.filter(({ status }) => status < 500)).toEqual([]);
  expect(again.statuses).toEqual(webhooks.map(() => 200));
  return counts;
}

describe('USDT withdrawals while DynamoDB fails', { timeout: 240_000 }, () => {
  beforeAll(() => fundHotWallet({ trx: '10000', usdt: '10000' }));

  it('reserves each withdrawal once, sends it once and books its confirmation once', async () => {
    const withdrawers = await Promise.all(Array.from({ length: 4 }, () => withdrawerWithOpenAddress('25')));
    const wholes = await Promise.all(
      withdrawers.map(({ customer, address }) => wholeWallet(customer, address)),
    );
    const tally = newTally();
    await injectDynamoFaults({ rate: FAULT_RATE, seed: 53 });

    const requests = await Promise.all(
      withdrawers.map(({ customer, address }, index) => {
        const key = randomUUID();
        const body = { to: address, ...(wholes[index] as { amount: string; networkFee: string }) };
        return underKey(() => withdrawUsdt(customer, body, key), tally);
      }),
    );
    await senderRunsThroughFaults(tally);
    const counts = await stopDynamoFaults();
    await senderGoesOn();

    await expectFirstAnswers(requests);
    for (const [index, { answer }] of requests.entries()) {
      expect(UsdtWithdrawalSchema.parse(answer.body).amount).toBe(wholes[index]?.amount);
    }
    for (const [index, { customer, address }] of withdrawers.entries()) {
      expect((await withdrawalsOf(customer)).map(({ status }) => status)).toEqual(['succeeded']);
      expect(await usdtBalance(customer)).toBe('00.00');
      expect(await usdtHeldAt(address)).toBe(micros(wholes[index]?.amount as string));
    }
    expectFaultRunMet('USDT withdrawals', counts, tally.retries, await expectSoundLedger());
  });

  it('returns amount and fee once when the transfer fails on chain', async () => {
    // Nothing of another test's left waiting, so the failing broadcast is this withdrawal's.
    await runSender();
    const { customer, address } = await withdrawerWithOpenAddress('25');
    const whole = await wholeWallet(customer, address);
    const tally = newTally();
    await injectDynamoFaults({ rate: FAULT_RATE, seed: 59 });

    const key = randomUUID();
    const request = await underKey(() => withdrawUsdt(customer, { to: address, ...whole }, key), tally);
    await failNextBroadcast('REVERT');
    await senderRunsThroughFaults(tally);
    const counts = await stopDynamoFaults();
    await senderGoesOn();

    await expectFirstAnswers([request]);
    const [failed] = await withdrawalsOf(customer);
    expect(failed).toMatchObject({
      status: 'failed',
      statusReason: expect.stringMatching(/back in your wallet/),
    });
    expect(await usdtBalance(customer)).toBe('25.00');
    expect(await usdtHeldAt(address)).toBe(0n);
    expectFaultRunMet('USDT withdrawal failed on chain', counts, tally.retries, await expectSoundLedger());
  });

  it('returns amount and fee once when the address became one of ours before the sender signed', async () => {
    await runSender();
    const customer = await withdrawerWith('25');
    const upcoming = await nextDepositAddress();
    await savedAddressFromBefore(customer, upcoming);
    const whole = await wholeWallet(customer, upcoming);
    expect((await withdrawUsdt(customer, { to: upcoming, ...whole })).status).toBe(201);
    // Handed out to another customer after the request, before any send.
    expect((await depositor()).address).toBe(upcoming);
    const tally = newTally();
    await injectDynamoFaults({ rate: FAULT_RATE, seed: 61 });

    await senderRunsThroughFaults(tally);
    const counts = await stopDynamoFaults();
    await senderGoesOn();

    const [returned] = await withdrawalsOf(customer);
    expect(returned).toMatchObject({
      status: 'failed',
      statusReason: expect.stringContaining('This is an address of this wallet.'),
    });
    expect(await usdtBalance(customer)).toBe('25.00');
    expect(await usdtHeldAt(upcoming)).toBe(0n);
    expectFaultRunMet(
      'USDT withdrawal to an address become ours',
      counts,
      tally.retries,
      await expectSoundLedger(),
    );
  });
});

/** The whole wallet of 25 USDT as a withdrawal: the amount that leaves room for its network fee. */
async function wholeWallet(customer: Withdrawer, to: string) {
  const fee = await networkFee(customer, to, '5');
  const amount = formatAmount(25_000_000n - micros(fee), 'USDT');
  const networkFeeShown = await networkFee(customer, to, amount);
  expect(networkFeeShown).toBe(fee);
  return { amount, networkFee: networkFeeShown };
}

/** The sender's next runs once the database answers again, past the blocks that make its sends final. */
async function senderGoesOn() {
  await runSender();
  await mineBlocks(SOLIDIFYING_BLOCKS);
  await runSender();
}

/**
 * The sender's scheduled runs while writes fail (a run that failed is run again on its next tick):
 * some before the blocks are final, some after.
 */
async function senderRunsThroughFaults(tally: RetryTally) {
  for (let run = 0; run < 4; run += 1) await runSender().catch(() => (tally.retries += 1));
  await mineBlocks(SOLIDIFYING_BLOCKS);
  for (let run = 0; run < 4; run += 1) await runSender().catch(() => (tally.retries += 1));
}

describe('money out whose ledger write DynamoDB carried out while losing every answer', {
  timeout: 240_000,
}, () => {
  beforeAll(async () => {
    await holdPrice(RATE);
    await newPayoutsAre('hold');
    await fundHotWallet({ trx: '10000', usdt: '10000' });
  });
  afterAll(async () => {
    await pauseWebhooks(false);
    await untilWebhookDeliveriesSettle();
    await newPayoutsAre('process');
    await walkPrice();
  });

  /**
   * Every ledger transaction is carried out and answered 500, past the AWS SDK's own tries and the
   * ledger's: the request fails though its money moved. What comes next, once the database answers
   * again, must find that movement done: not do it twice, and not refuse it.
   */
  const loseEveryLedgerAnswer = () =>
    injectDynamoFaults({ rate: 1, kinds: ['lost-answer'], operations: ['TransactWriteItems'] });

  async function failedWhileAnswersLost(send: () => ReturnType<typeof callApi>) {
    await loseEveryLedgerAnswer();
    const failed = await send();
    const counts = await stopDynamoFaults();
    expect(counts.injected['lost-answer']).toBeGreaterThan(0);
    // "Try again": the app sends it again under its key.
    expect(failed.status, JSON.stringify(failed.body)).toBeGreaterThanOrEqual(500);
    return send();
  }

  it('answers the retry of a whole-wallet INR withdrawal with the withdrawal, and pays it once', async () => {
    const customer = await buyerWith('1011.80');
    const key = randomUUID();
    const retried = await failedWhileAnswersLost(() => withdrawInr(customer, '1000', { key }));

    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    const withdrawal = InrWithdrawalSchema.parse(retried.body);
    expect(withdrawal).toMatchObject({ amount: '1000.00', debited: '1011.80' });
    expect(await fiatBalance(customer)).toBe('00.00');
    expect((await inrWithdrawalsOf(customer)).map(({ id }) => id)).toEqual([withdrawal.id]);
    expect((await onlyPayoutOf(withdrawal.id)).amount).toBe(1_000_00);
    await expectSoundLedger();
  });

  it('answers the retry of a whole-wallet USDT withdrawal with the withdrawal, and sends it once', async () => {
    const { customer, address } = await withdrawerWithOpenAddress('25');
    const whole = await wholeWallet(customer, address);
    const key = randomUUID();
    const retried = await failedWhileAnswersLost(() =>
      withdrawUsdt(customer, { to: address, ...whole }, key),
    );

    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(UsdtWithdrawalSchema.parse(retried.body)).toMatchObject({ amount: whole.amount, total: '25.00' });
    expect(await usdtBalance(customer)).toBe('00.00');
    await senderGoesOn();
    expect((await withdrawalsOf(customer)).map(({ status }) => status)).toEqual(['succeeded']);
    expect(await usdtHeldAt(address)).toBe(micros(whole.amount));
    await expectSoundLedger();
  });

  it('answers the retry of a whole-wallet sell with the sale', async () => {
    const { seller, usdt } = await sellerWith('1000', RATE);
    const quote = await sellQuoteAtRate(seller, RATE, usdt);
    const before = await balancesOf(seller);
    const key = randomUUID();
    const retried = await failedWhileAnswersLost(() => sell(seller, quote.quoteId, { key }));

    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(SellOrderSchema.parse(retried.body)).toMatchObject({
      quoteId: quote.quoteId,
      inrReceived: quote.inrReceived,
    });
    expect(await balancesOf(seller)).toEqual({
      inr: before.inr + paise(quote.inrReceived),
      usdt: before.usdt - micros(quote.usdtSold),
    });
    await expectSoundLedger();
  });

  it('judges the PIN of the next withdrawal after PIN checks whose counting answers were all lost', async () => {
    const customer = await buyerWith('2023.60');
    // A withdrawal confirmed with the PIN: its check opened the window PIN checks are counted in.
    expect((await withdrawInr(customer, '1000')).status).toBe(201);
    // Each request's PIN check is counted while every answer to the count is lost: it fails, "try again".
    await injectDynamoFaults({ rate: 1, kinds: ['lost-answer'], operations: ['UpdateItem'] });
    const failed = [];
    for (let tried = 1; tried <= 5; tried += 1) failed.push((await withdrawInr(customer, '1000')).status);
    expect((await stopDynamoFaults()).injected['lost-answer']).toBeGreaterThan(0);
    expect(failed.filter((status) => status < 500)).toEqual([]);

    // None of those was a PIN judged: the next request is judged, not told PIN checks are busy.
    const next = await withdrawInr(customer, '1000');
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(await fiatBalance(customer)).toBe('00.00');
    await expectSoundLedger();
  });

  it('still watches a payout booked as paid through lost answers, tells of it once, and returns it when the bank sends it back', async () => {
    const customer = await buyerWith('511.80');
    const made = await withdrawInr(customer, '500');
    const withdrawal = InrWithdrawalSchema.parse(made.body);
    const payout = await onlyPayoutOf(withdrawal.id);
    await pauseWebhooks(true);
    const processed = await bankDecides(payout.id, 'process');

    // The processed webhook meets a ledger whose answers are all lost, and is redelivered after.
    await loseEveryLedgerAnswer();
    const firstTries = await Promise.all(
      processed.map(({ id, payload }) => deliverWebhook(JSON.stringify(payload), id)),
    );
    expect((await stopDynamoFaults()).injected['lost-answer']).toBeGreaterThan(0);
    expect(firstTries.some(({ status }) => status >= 500)).toBe(true);
    for (const { id, payload } of processed)
      expect((await deliverWebhook(JSON.stringify(payload), id)).status).toBe(200);
    expect((await inrWithdrawalsOf(customer)).map(({ status }) => status)).toEqual(['paid']);
    // The delivery that booked it failed before telling; the one that found it booked told, once.
    const told = async (words: string) =>
      (await walletEmailsTo(customer.email)).filter(({ subject }) => subject.includes(words)).length;
    expect(await told('sent to your bank')).toBe(1);

    // Days later the bank sends it back, and that webhook never comes: the reconciliation finds it.
    await bankDecides(payout.id, 'reverse');
    applyHandlerEnv(handlerEnv);
    const { handler } = await import('../../lambdas/scheduled/reconcile-inr-withdrawals');
    await handler();
    expect((await inrWithdrawalsOf(customer)).map(({ status }) => status)).toEqual(['returned']);
    expect(await fiatBalance(customer)).toBe('511.80');
    await handler();
    expect(await told('Your bank returned')).toBe(1);
    expect(await told('did not go through')).toBe(0);
    expect(await told('sent to your bank')).toBe(1);
    await expectSoundLedger();
  });
});
