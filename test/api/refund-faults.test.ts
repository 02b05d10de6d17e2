/**
 * Refunds and suspense under a failing database (the local stack's DynamoDB fault front throttles,
 * cancels transactions as conflicting, and carries out writes but loses their answers): refund webhooks
 * redelivered as the provider does, the reconciliation run again as its schedule would, the receivable
 * paid off by credits arriving at once, and three operators deciding one suspense record at once, each
 * running the command again when it failed. After each run: nothing moved twice or is missing (exact
 * paise per customer and per house account), every operator heard the truth, and the ledger checker
 * finds no break.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { paymentProvider } from '../../lambdas/adapters/razorpay/razorpay-payment-provider';
import { formatRupees } from '../../lambdas/domain/money';
import { depositCommands } from '../../scripts/ops/deposit-commands';
import { suspenseCommands } from '../../scripts/ops/suspense-commands';
import { callApi } from '../support/api';
import { type CreditedWebhook, type Depositor, seedDepositor } from '../support/deposit-burst';
import { sandboxControl, verifiedCustomer } from '../support/deposits';
import { expectFaultRunMet, injectDynamoFaults, stopDynamoFaults } from '../support/dynamodb-faults';
import { newTally, retryingWhileThrows } from '../support/fault-retries';
import { expectSoundLedger, ledgerUnderTest } from '../support/ledger';
import {
  dashboardRefundWithLostWebhooks,
  deliverWebhooks,
  houseBalances,
  movedSince,
  OTHER_PAYER,
  spendInr,
  transferWithLostWebhook,
  walletAndOwed,
} from '../support/provider-refunds';

const ledger = ledgerUnderTest();
/**
 * Three writes in four fail: often all three of the AWS SDK's own tries, so failures reach past the
 * handlers to the provider's redeliveries, the scheduler and the operators running a command again.
 */
const FAULT_RATE = 0.75;
const EACH = 4;

afterEach(async () => {
  await stopDynamoFaults();
});

const sum = (amounts: readonly bigint[]) => amounts.reduce((total, each) => total + each, 0n);

/** Delivered without faults, every one answered 2xx. */
async function delivered(webhooks: readonly CreditedWebhook[]): Promise<void> {
  const burst = await deliverWebhooks(webhooks);
  expect(burst.statuses).toEqual(Array(webhooks.length).fill(200));
}

/**
 * Customers whose money came in and was refunded from the provider's dashboard, refund webhooks lost:
 * `held` sent from another account and held, refunded in full; `credited` credited ₹1,000 and ₹400 of it
 * refunded; `spent` credited ₹1,000, ₹900 of it spent, then refunded in full (₹900 more than the
 * wallet holds).
 */
async function refundedCustomers() {
  const seed = () => Promise.all(Array.from({ length: EACH }, () => seedDepositor()));
  const [held, credited, spent] = await Promise.all([seed(), seed(), seed()]);
  const heldAmounts = held.map((_, index) => 1_500_00n + BigInt(index));
  const arrivals = await Promise.all([
    ...held.map((to, index) =>
      transferWithLostWebhook(to.virtualAccountId, heldAmounts[index] as bigint, OTHER_PAYER),
    ),
    ...[...credited, ...spent].map((to) => transferWithLostWebhook(to.virtualAccountId, 1_000_00n)),
  ]);
  await delivered(arrivals.map(({ webhook }) => webhook));
  for (const customer of spent) await spendInr(customer, 900_00n);
  const paymentOf = (index: number) => (arrivals[index] as { paymentId: string }).paymentId;
  const refunds = [];
  for (const [index] of held.entries()) refunds.push(await dashboardRefundWithLostWebhooks(paymentOf(index)));
  for (const [index] of credited.entries())
    refunds.push(await dashboardRefundWithLostWebhooks(paymentOf(EACH + index), 400_00n));
  for (const [index] of spent.entries())
    refunds.push(await dashboardRefundWithLostWebhooks(paymentOf(2 * EACH + index)));
  return { held, heldAmounts, credited, spent, refunds, heldPayments: arrivals.slice(0, EACH) };
}

/** Each group's customers hold and owe exactly what their refunds leave. */
async function expectRefundsBookedOnce(customers: Awaited<ReturnType<typeof refundedCustomers>>) {
  const { held, credited, spent, heldPayments } = customers;
  const standing = (group: readonly Depositor[]) =>
    Promise.all(group.map(({ userId }) => walletAndOwed(userId)));
  expect(await standing(held)).toEqual(held.map(() => ({ wallet: 0n, owed: 0n })));
  expect(await standing(credited)).toEqual(credited.map(() => ({ wallet: 600_00n, owed: 0n })));
  expect(await standing(spent)).toEqual(spent.map(() => ({ wallet: 0n, owed: 900_00n })));
  for (const { paymentId } of heldPayments) {
    const booked = await ledger.postedUnder({ source: 'razorpay-payment', id: paymentId });
    expect(booked?.transactions[0]).toMatchObject({ status: 'returned', decidedBy: 'the payment provider' });
  }
}

/** What the refunds moved in the house: held money back to clearing, and what was spent owed. */
function expectedHouseMoves(customers: Awaited<ReturnType<typeof refundedCustomers>>) {
  return {
    'deposits-held': -sum(customers.heldAmounts),
    'bank-transfer-clearing': sum(customers.refunds.map(({ amountMinor }) => amountMinor)),
    'customer-receivables': -BigInt(EACH) * 900_00n,
  };
}

const HOUSE = ['deposits-held', 'bank-transfer-clearing', 'customer-receivables'] as const;

/**
 * Every event delivered at once while writes fail (each refused one delivered again at once, a few
 * times), then, once the faults have passed, all of them again, as the provider redelivers for 24 hours
 * until each was answered 2xx. Under a 75% fault rate an event can be refused every time the burst
 * tries it; only the later redelivery is bound to be answered.
 */
async function deliveredThroughFaults(webhooks: readonly CreditedWebhook[], seed: number) {
  await injectDynamoFaults({ rate: FAULT_RATE, seed });
  const burst = await deliverWebhooks(webhooks);
  const counts = await stopDynamoFaults();
  // A refusal may only say "try again" (5xx): a 4xx would make the provider give the event up.
  expect(burst.refusals.filter(({ status }) => status < 500)).toEqual([]);
  const later = await deliverWebhooks(webhooks);
  expect(later.statuses).toEqual(Array(webhooks.length).fill(200));
  /** Receipts of the later redelivery for the events the burst had already answered 2xx. */
  const againAfterAnswered = later.receipts.filter((_, index) => burst.statuses[index] === 200);
  return { counts, againAfterAnswered, redeliveries: burst.redeliveries + later.redeliveries };
}

/** `npm run ops -- deposits reconcile`'s own code, run again as its schedule would until it checked everything. */
async function reconcileUntilComplete(tally = newTally()): Promise<string> {
  const reconcile = depositCommands.reconcile;
  if (!reconcile) throw new Error('No deposits reconcile');
  return retryingWhileThrows(async () => {
    const report = await reconcile({ command: 'reconcile' });
    if (/could not be checked now/.test(report)) throw new Error(report);
    return report;
  }, tally);
}

describe('refunds and suspense while DynamoDB throttles, conflicts and loses answers', {
  timeout: 300_000,
}, () => {
  // The stack is shared: a file before this one may have left a payment or refund for the
  // reconciliation to book. Booked now, before each run measures the house accounts, it cannot land
  // inside a run's window and read as this run's money.
  beforeEach(async () => {
    await reconcileUntilComplete();
  });

  it('books each refund webhook once, redelivered through failing writes: held returned, credited refunded, what was spent owed', async () => {
    const customers = await refundedCustomers();
    const before = await houseBalances(HOUSE);
    // Each event twice, as the provider may send it twice, and all at once.
    const webhooks = customers.refunds.flatMap(({ webhooks }) => [...webhooks, ...webhooks]);

    const { counts, redeliveries, againAfterAnswered } = await deliveredThroughFaults(webhooks, 20261126);
    await reconcileUntilComplete();

    // An event once answered 2xx had been booked: delivered again, it books nothing more.
    expect(againAfterAnswered.filter((receipt) => receipt === 'refunded' || receipt === 'returned')).toEqual(
      [],
    );
    await expectRefundsBookedOnce(customers);
    expect(await movedSince(before)).toEqual(expectedHouseMoves(customers));
    expectFaultRunMet('refund webhooks', counts, redeliveries, await expectSoundLedger());
  });

  it('books dashboard refunds whose webhooks were lost once, when the reconciliation runs again through failing writes', async () => {
    const customers = await refundedCustomers();
    const before = await houseBalances(HOUSE);
    const tally = newTally();
    await injectDynamoFaults({ rate: FAULT_RATE, seed: 11 });

    // Two runs at once, as a scheduled run and an operator's may overlap.
    await Promise.all([reconcileUntilComplete(tally), reconcileUntilComplete(tally)]);
    const counts = await stopDynamoFaults();
    const last = await reconcileUntilComplete();

    // Nothing more to book (refunds other tests left for operators are listed again, moving nothing).
    expect(last).not.toMatch(/\d+ (refunded|returned)/);
    await expectRefundsBookedOnce(customers);
    expect(await movedSince(before)).toEqual(expectedHouseMoves(customers));
    // The webhooks come after all: nothing more moves.
    await delivered(customers.refunds.flatMap(({ webhooks }) => webhooks));
    await expectRefundsBookedOnce(customers);
    expectFaultRunMet('refund reconciliation', counts, tally.retries, await expectSoundLedger());
  });

  it('pays what was owed once when two credits arrive at once through failing writes', async () => {
    const customers = await Promise.all(Array.from({ length: EACH }, () => seedDepositor()));
    const arrivals = await Promise.all(
      customers.map((to) => transferWithLostWebhook(to.virtualAccountId, 1_000_00n)),
    );
    await delivered(arrivals.map(({ webhook }) => webhook));
    for (const customer of customers) await spendInr(customer, 900_00n);
    const refunds = [];
    for (const { paymentId } of arrivals) refunds.push(await dashboardRefundWithLostWebhooks(paymentId));
    await delivered(refunds.flatMap(({ webhooks }) => webhooks));
    expect(await Promise.all(customers.map(({ userId }) => walletAndOwed(userId)))).toEqual(
      customers.map(() => ({ wallet: 0n, owed: 900_00n })),
    );
    const later = await Promise.all(
      customers.flatMap((to) => [
        transferWithLostWebhook(to.virtualAccountId, 500_00n),
        transferWithLostWebhook(to.virtualAccountId, 2_000_00n),
      ]),
    );
    const before = await houseBalances(['customer-receivables']);
    const webhooks = later.map(({ webhook }) => webhook);

    const { counts, redeliveries } = await deliveredThroughFaults([...webhooks, ...webhooks], 3);

    // ₹2,500 in, ₹900 of it paid towards the debt: ₹1,600 left, nothing owed.
    expect(await Promise.all(customers.map(({ userId }) => walletAndOwed(userId)))).toEqual(
      customers.map(() => ({ wallet: 1_600_00n, owed: 0n })),
    );
    expect(await movedSince(before)).toEqual({ 'customer-receivables': BigInt(EACH) * 900_00n });
    expectFaultRunMet('receivable payoff', counts, redeliveries, await expectSoundLedger());
  });

  it('assigns money in suspense once when three operators decide at once through failing writes', async () => {
    const inSuspense = await Promise.all(SUSPENSE_AMOUNTS.map(moneyInSuspense));
    const meera = await verifiedCustomer();
    const { userId } = ProfileSchema.parse((await callApi('GET', '/me', { token: meera.accessToken })).body);
    const before = await houseBalances(['suspense']);
    await injectDynamoFaults({ rate: FAULT_RATE, seed: 5 });

    const decisions = await Promise.all(
      inSuspense.map(({ recordId }) =>
        threeOperators(() => suspenseCommand({ command: 'assign', customer: recordId, target: userId })),
      ),
    );
    const counts = await stopDynamoFaults();

    for (const [index, { answers, tally }] of decisions.entries()) {
      const amount = formatRupees(SUSPENSE_AMOUNTS[index] as bigint);
      for (const answer of answers)
        expect(answer).toMatch(
          new RegExp(
            `^Assigned ${amount} \\(.*\\) to \\S+'s INR wallet, decided by ops-cli:\\S+\\.$|^${amount} \\(.*\\) was already assigned by ops-cli:\\S+ at 20\\S+ \\(.*\\); nothing moved now\\.$`,
          ),
        );
      expectOneHeardItMoved(answers, `Assigned ${amount} `, tally);
    }
    expect(await walletAndOwed(userId)).toEqual({ wallet: sum(SUSPENSE_AMOUNTS), owed: 0n });
    expect(await movedSince(before)).toEqual({ suspense: -sum(SUSPENSE_AMOUNTS) });
    for (const { paymentId } of inSuspense) {
      const booked = await ledger.postedUnder({ source: 'razorpay-payment', id: paymentId });
      expect(booked?.transactions[0]?.status).toBe('succeeded');
    }
    expectFaultRunMet('suspense assign', counts, retriesOf(decisions), await expectSoundLedger());
  });

  it('returns money in suspense once when three operators decide at once through failing writes', async () => {
    const inSuspense = await Promise.all(SUSPENSE_AMOUNTS.map(moneyInSuspense));
    const before = await houseBalances(['suspense', 'bank-transfer-clearing']);
    await injectDynamoFaults({ rate: FAULT_RATE, seed: 9 });

    const decisions = await Promise.all(
      inSuspense.map(({ recordId }) =>
        threeOperators(() =>
          suspenseCommand({ command: 'return', customer: recordId, reason: 'Nobody we know' }),
        ),
      ),
    );
    const counts = await stopDynamoFaults();

    const { payments } = (await sandboxControl('GET', '/')) as {
      payments: { id: string; amount_refunded: number }[];
    };
    for (const [index, { answers, tally }] of decisions.entries()) {
      const amount = formatRupees(SUSPENSE_AMOUNTS[index] as bigint);
      const refund = `refund rfnd_\\w+ \\(processed, ${amount}\\)`;
      for (const answer of answers)
        expect(answer).toMatch(
          new RegExp(
            `^Returned ${amount} \\(.*\\) to the account it came from: ${refund}, decided by ops-cli:\\S+\\.$|^${amount} \\(.*\\) was already returned; the provider has its ${refund}\\.$`,
          ),
        );
      expectOneHeardItMoved(answers, `Returned ${amount} `, tally);
      const { paymentId } = inSuspense[index] as { paymentId: string };
      expect(payments.find((payment) => payment.id === paymentId)?.amount_refunded).toBe(
        Number(SUSPENSE_AMOUNTS[index]),
      );
      const booked = await ledger.postedUnder({ source: 'razorpay-payment', id: paymentId });
      expect(booked?.transactions[0]?.status).toBe('returned');
    }
    expect(await movedSince(before)).toEqual({
      suspense: -sum(SUSPENSE_AMOUNTS),
      'bank-transfer-clearing': sum(SUSPENSE_AMOUNTS),
    });
    expectFaultRunMet('suspense return', counts, retriesOf(decisions), await expectSoundLedger());
  });
});

const SUSPENSE_AMOUNTS = [1_234_00n, 777_00n, 2_500_50n, 640_00n];

/** Three operators run the same command at once, each running it again while it fails. */
async function threeOperators(command: () => Promise<string>) {
  const tally = newTally();
  const answers = await Promise.all([1, 2, 3].map(() => retryingWhileThrows(command, tally)));
  return { answers, tally };
}

const retriesOf = (decisions: readonly { tally: { retries: number } }[]) =>
  decisions.reduce((total, { tally }) => total + tally.retries, 0);

/**
 * Of three operators, the one whose command moved the money hears that it did and the others that it
 * was done already; only an operator whose run failed after moving it, and who ran it again, hears
 * "already" for their own decision.
 */
function expectOneHeardItMoved(answers: readonly string[], moved: string, tally: { retries: number }) {
  const heard = answers.filter((answer) => answer.startsWith(moved)).length;
  expect(heard === 1 || (heard === 0 && tally.retries > 0), answers.join('\n')).toBe(true);
}

/** The ops command's own code, as `npm run ops -- suspense <command>` runs it. */
function suspenseCommand(input: Parameters<NonNullable<(typeof suspenseCommands)['assign']>>[0]) {
  const command = suspenseCommands[input.command];
  if (!command) throw new Error(`No suspense ${input.command}`);
  return command(input);
}

/** A transfer to a virtual account no customer holds, booked to suspense (its webhook delivered). */
async function moneyInSuspense(amountMinor: bigint) {
  const stray = await paymentProvider().createVirtualAccount({
    customer: { name: 'Nobody Known', email: `stray-${randomUUID()}@example.com` },
    allowedPayer: { ifsc: 'HDFC0000001', accountNumber: '50100012345678' },
  });
  const { paymentId, webhook } = await transferWithLostWebhook(stray.id, amountMinor);
  await delivered([webhook]);
  const booked = await ledger.postedUnder({ source: 'razorpay-payment', id: paymentId });
  const recordId = booked?.transactions[0]?.id;
  if (!recordId) throw new Error(`payment ${paymentId} is not in suspense`);
  return { paymentId, recordId, amountMinor };
}
