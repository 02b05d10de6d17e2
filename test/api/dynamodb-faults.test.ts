/**
 * Money under a failing database: the handlers reach DynamoDB through the local stack's fault front,
 * which throttles, cancels transactions as conflicting, and carries out writes but loses their answers
 * (the caller cannot know they were written), for a share of every write. Deposits and buys run
 * through the real HTTP path meanwhile, retried as the provider and the app retry. After each run:
 * every fault kind was injected, nothing moved twice, nothing is missing, every retry got the first
 * answer, and the ledger checker finds the book sound.
 */
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { BuyOrderSchema } from '../../contract/buy-usdt';
import { TransactionPageSchema } from '../../contract/wallets';
import { accountItems } from '../../lambdas/adapters/account-items';
import { quoteRepository } from '../../lambdas/adapters/quote-repository';
import { bankTransferDeposit } from '../../lambdas/domain/ledger/recipes/bank-transfers';
import { parseAmount } from '../../lambdas/domain/money';
import type { StoredSellQuote } from '../../lambdas/domain/trade/quote-store';
import { quoteSell } from '../../lambdas/domain/trade/sell-quote';
import { depositCommands } from '../../scripts/ops/deposit-commands';
import { userIdOf } from '../support/account-setup';
import { callApi } from '../support/api';
import { type Buyer, buy, buyerWith, holdPrice, quoteAtRate } from '../support/buying';
import { cardDeposit, confirmCardDeposit, payOnCheckout, startedCardDeposit } from '../support/card-deposits';
import { deliverBurst, recordedTransfers, seedDepositor } from '../support/deposit-burst';
import { fiatBalance, sendBankTransfer, type VerifiedCustomer, verifiedCustomer } from '../support/deposits';
import {
  dynamoFaultsSoFar,
  faultsMeeting,
  injectDynamoFaults,
  stopDynamoFaults,
} from '../support/dynamodb-faults';
import { retryingUnderKey, retryingWhileServerFails, retryingWhileThrows } from '../support/fault-retries';
import { bankTransferTo, expectSoundLedger, ledgerUnderTest, newCustomerId } from '../support/ledger';
import { countRetry, expectRetriesWithin, newTally, RetriesExhaustedError } from '../support/retry-tally';
import {
  mineBlocks,
  sendOnChain,
  usdtBalance,
  usdtDepositAddress,
  watchDepositsNow,
} from '../support/tron-chain';

const ledger = ledgerUnderTest();
const { apiUrl, sandboxUrl, handlerEnv } = inject('stack');
/** A write in four fails one way or another: enough that every path meets each fault. */
const FAULT_RATE = 0.25;

afterEach(async () => {
  await stopDynamoFaults();
});

const expectEveryFaultInjected = (counts: Awaited<ReturnType<typeof stopDynamoFaults>>) => {
  expect(counts.injected.throttle).toBeGreaterThan(0);
  expect(counts.injected.conflict).toBeGreaterThan(0);
  expect(counts.injected['lost-answer']).toBeGreaterThan(0);
};

/** Some fault met the run (it tested something), and the book came out of it sound. */
async function expectSoundAfterFaults(counts: Awaited<ReturnType<typeof stopDynamoFaults>>) {
  expect(
    counts.injected.throttle + counts.injected.conflict + counts.injected['lost-answer'],
  ).toBeGreaterThan(0);
  await expectSoundLedger();
}

describe('money while DynamoDB throttles, conflicts and loses answers', { timeout: 240_000 }, () => {
  it('credits every bank transfer once, whatever answers were lost on the way', async () => {
    const customers = await Promise.all(Array.from({ length: 40 }, () => seedDepositor()));
    const amounts = customers.map((_, index) => 10_000 + index);
    const webhooks = await recordedTransfers(
      sandboxUrl,
      customers.map((to, index) => ({ to, amountPaise: amounts[index] as number })),
    );
    await injectDynamoFaults({ rate: FAULT_RATE, seed: 20261126 });

    const burst = await deliverBurst(apiUrl, handlerEnv.RAZORPAY_WEBHOOK_SECRET as string, webhooks);
    // Redelivered, as the provider redelivers for 24 hours, until every event was answered 2xx.
    const again = await deliverBurst(apiUrl, handlerEnv.RAZORPAY_WEBHOOK_SECRET as string, webhooks);

    expectEveryFaultInjected(await stopDynamoFaults());
    // A refusal may only say "try again" (5xx): a 4xx would make the provider give the event up.
    expect(burst.refusals.filter(({ status }) => status < 500)).toEqual([]);
    expect(burst.statuses).toEqual(Array(webhooks.length).fill(200));
    expect(again.receipts).toEqual(Array(webhooks.length).fill('already-recorded'));
    const balances = await Promise.all(customers.map(({ userId }) => ledger.walletBalance(userId, 'INR')));
    expect(balances).toEqual(amounts.map(BigInt));
    await expectSoundLedger();
  });

  it("credits each card payment once when the browser's return is retried through lost answers", async () => {
    const payer = await verifiedCustomer();
    const payments = [];
    for (const amount of ['300', '450', '1200', '2500']) {
      const { deposit } = await startedCardDeposit(payer, amount);
      // The provider's webhooks are lost: only the browser's return (and its retries) can credit them.
      payments.push({
        deposit,
        fields: await payOnCheckout(deposit.orderId, 'success', { loseWebhooks: true }),
      });
    }
    await injectDynamoFaults({ rate: FAULT_RATE, seed: 13 });

    const answers = await Promise.all(
      payments.map(({ deposit, fields }) =>
        retryingWhileServerFails(() => confirmCardDeposit(payer, deposit.id, fields)),
      ),
    );
    const counts = await stopDynamoFaults();

    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    for (const { deposit, fields } of payments) {
      expect((await cardDeposit(payer, deposit.id)).status).toBe('succeeded');
      // The return comes again (a reload): the same answer, nothing more credited.
      expect((await confirmCardDeposit(payer, deposit.id, fields)).status).toBe(200);
    }
    expect(await fiatBalance(payer)).toBe('4450.00');
    await expectSoundAfterFaults(counts);
  });

  it('credits a chain deposit once through the retry of the watcher run whose credit failed', async () => {
    const customer = await verifiedCustomer();
    const { address } = await usdtDepositAddress(customer);
    const wallet = accountItems.walletBalance(userIdOf(customer), 'USDT');
    await injectDynamoFaults({ rate: FAULT_RATE, seed: 13 });
    await sendOnChain({ to: address, amount: '12.345678' });
    // Seen while pending, then final: the watcher writes the sighting and then the credit.
    await watchDepositsNow().catch(() => undefined);

    // Every transaction fails once the transfer is final (the stack's own watcher loop meets the same
    // faults): the run that reaches its credit fails there.
    await injectDynamoFaults({
      rate: 1,
      kinds: ['throttle', 'conflict'],
      operations: ['TransactWriteItems'],
    });
    await mineBlocks(25);
    await expect(watchDepositsNow()).rejects.toThrow();
    expect(faultsMeeting(await dynamoFaultsSoFar(), wallet).length).toBeGreaterThan(0);
    expect(await usdtBalance(customer)).toBe('00.00');

    // The scheduled watcher runs again after a run that failed, as EventBridge invokes it again, still
    // through faults: one of these runs credits it, before the faults stop.
    await injectDynamoFaults({ rate: FAULT_RATE, seed: 13 });
    const runs = newTally();
    while (parseAmount(await usdtBalance(customer), 'USDT') === 0n) {
      if (runs.retries >= 8) throw new RetriesExhaustedError('Watcher runs under faults', 8, runs);
      await watchDepositsNow().then(
        () => countRetry('a run that ended', runs),
        (error: Error) => countRetry(`a run that failed: ${error.message}`, runs),
      );
    }
    expectRetriesWithin('watcher runs until the credit', runs, 8);
    const counts = await stopDynamoFaults();
    await watchDepositsNow();
    await watchDepositsNow();

    expect(parseAmount(await usdtBalance(customer), 'USDT')).toBe(12_345_678n);
    await expectSoundAfterFaults(counts);
  });

  it('releases a held transfer once when three operators decide at once through failing writes', async () => {
    const asha = await verifiedCustomer();
    const held = await sendBankTransfer(asha, {
      amount: '1500',
      fromAccount: '999900002222',
      fromIfsc: 'ICIC0000001',
    });
    const handle = `${userIdOf(asha)}/${(await heldRecordOf(asha, held.utr)).id}`;
    await injectDynamoFaults({ rate: FAULT_RATE, seed: 5 });

    // An operator whose command failed runs it again; each ends with a decision or a refusal in words.
    const answers = await Promise.all([1, 2, 3].map(() => retryingWhileThrows(() => releaseHeld(handle))));
    const counts = await stopDynamoFaults();

    for (const answer of answers) expect(answer).toMatch(/^Released|already released by/);
    expect(await fiatBalance(asha)).toBe('1500.00');
    await expectSoundAfterFaults(counts);
  });

  it('buys each quote once, and every retry under a key gets the first answer', async () => {
    await holdPrice('88.42');
    const buyers = await Promise.all([buyerWith('2000'), buyerWith('2000')]);
    const quotes = await Promise.all(
      buyers.flatMap((buyer) => [
        quoteAtRate(buyer, '88.42'),
        quoteAtRate(buyer, '88.42', { spendInr: '250' }),
      ]),
    );
    await injectDynamoFaults({ rate: FAULT_RATE, seed: 7 });

    const orders = await Promise.all(
      quotes.map(async (quote, index) => {
        const buyer = buyers[Math.floor(index / 2)] as Buyer;
        const key = randomUUID();
        const answer = await retryingUnderKey(() => buy(buyer, quote.quoteId, { key }));
        return { buyer, key, quote, answer };
      }),
    );
    const counts = await stopDynamoFaults();

    for (const { buyer, key, quote, answer } of orders) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(BuyOrderSchema.parse(answer.body)).toMatchObject({ inrPaid: quote.inrPaid });
      const repeat = await buy(buyer, quote.quoteId, { key });
      expect(repeat.body).toEqual(answer.body);
    }
    for (const buyer of buyers) {
      const profile = ProfileSchema.parse((await callApi('GET', '/me', { token: buyer.accessToken })).body);
      expect(parseAmount(profile.fiatBalance, 'INR')).toBe(
        parseAmount('2000', 'INR') - parseAmount('350', 'INR'),
      );
    }
    await expectSoundAfterFaults(counts);
  });
});

/** The ops command's own code, as `npm run ops -- deposits release <handle>` runs it. */
function releaseHeld(customer: string): Promise<string> {
  const release = depositCommands.release;
  if (!release) throw new Error('No deposits release');
  return release({ command: 'release', customer });
}

async function heldRecordOf(customer: VerifiedCustomer, utr: string) {
  const { transactions } = TransactionPageSchema.parse(
    (await callApi('GET', '/wallets/inr/transactions?limit=100', { token: customer.accessToken })).body,
  );
  const found = transactions.find((each) => each.reference === utr && each.status === 'held');
  if (!found) throw new Error(`No held transfer with UTR ${utr}`);
  return found;
}

describe('a write whose answer DynamoDB lost', () => {
  it('is told it wrote, not that an earlier one had, when tried again', async () => {
    const userId = newCustomerId();
    // The SDK's own retries carry the transaction's ClientRequestToken, which DynamoDB answers as the
    // first; once the SDK gives up (three answers lost) the ledger sends it anew and meets its own
    // references. Three in four answers lost makes that happen to most of these writes.
    await injectDynamoFaults({
      rate: 0.75,
      kinds: ['lost-answer'],
      operations: ['TransactWriteItems'],
      seed: 17,
    });

    const posted = [];
    for (let deposit = 1; deposit <= 8; deposit += 1)
      posted.push(await ledger.post(bankTransferDeposit(bankTransferTo(userId, 100_00n))));
    const counts = await stopDynamoFaults();

    expect(counts.injected['lost-answer']).toBeGreaterThan(0);
    expect(posted.map(({ replayed }) => replayed)).toEqual(Array(8).fill(false));
    expect(await ledger.walletBalance(userId, 'INR')).toBe(800_00n);
    await expectSoundLedger();
  });

  it('is a quote saved when the AWS SDK sends its put again and finds the quote there', async () => {
    // What the SDK's retry of a put whose answer was lost sends: the same item under the same fresh id.
    const userId = newCustomerId();
    const now = new Date();
    const quote: StoredSellQuote = {
      ...quoteSell({
        usdtSold: 10_000_000n,
        price: { rateInrPerUsdt: 8_842n, observedAt: new Date(now.getTime() - 1_000).toISOString() },
        now,
      }),
      id: ulid(),
      userId,
      side: 'sell',
    };
    await quoteRepository.save(quote);
    await expect(quoteRepository.save(quote)).resolves.toBeUndefined();
    expect(await quoteRepository.load(userId, quote.id)).toMatchObject({
      id: quote.id,
      usdtSold: 10_000_000n,
    });
    // Another quote under that id is still refused.
    const other = { ...quote, quotedAt: new Date(now.getTime() + 1).toISOString() };
    await expect(quoteRepository.save(other)).rejects.toThrow(/conditional/i);
  });
});
