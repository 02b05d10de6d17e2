/**
 * Razorpay settling what it captured for us to our bank, on the local stack: the payments sandbox
 * settles captured payments less its fees and refunds and sends `settlement.processed`; the book takes
 * each processed settlement out of the clearing account its lines' payments were booked into and into
 * house/bank-current-account, once per settlement id, whether the webhook comes twice, out of order, or
 * never (then `ops settlements reconcile` finds it). A settlement that fails first moves nothing until
 * it is processed. `ops ledger reconcile` then holds clearing to captured − fees − refunds − settled and
 * the bank account to the settled total, and names the bank account when its posting is corrupted.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountItems } from '../../lambdas/adapters/account-items';
import { paymentProvider } from '../../lambdas/adapters/razorpay/razorpay-payment-provider';
import { settlementProvider } from '../../lambdas/adapters/razorpay/razorpay-settlements';
import type { SettlementItem } from '../../lambdas/domain/payments/provider-settlement';
import { applyHandlerEnv } from '../../lib/local/stack';
import { confirmCardDeposit, payOnCheckout, startedCardDeposit } from '../support/card-deposits';
import { clearingGaps, reconcileOutput } from '../support/clearing';
import {
  sandboxControl,
  sendBankTransfer,
  type VerifiedCustomer,
  verifiedCustomer,
} from '../support/deposits';
import { expectSoundLedger, ledgerUnderTest } from '../support/ledger';
import { localDocumentClient as documents } from '../support/local-clients';
import { resetClock, setClock } from '../support/local-clock';
import { ops } from '../support/ops-cli';

const ledger = ledgerUnderTest();
const table = () => inject('stack').handlerEnv.TABLE_ACCOUNTS as string;

interface SandboxSettlement {
  id: string;
  amount: number;
  status: string;
}

const settle = async (options: { fail?: boolean; loseWebhook?: boolean } = {}) =>
  (await sandboxControl('POST', '/settlements', options)) as unknown as SandboxSettlement;

const retry = async (id: string) =>
  (await sandboxControl('POST', `/settlements/${id}/retry`, {})) as unknown as SandboxSettlement;

async function houseBalances() {
  const [bank, transfers, cards] = await Promise.all([
    ledger.houseBalance('bank-current-account'),
    ledger.houseBalance('bank-transfer-clearing'),
    ledger.houseBalance('card-clearing'),
  ]);
  return { bank, transfers, cards };
}

/** The settlement's lines as the provider's report has them. */
async function linesOf(settlement: SandboxSettlement): Promise<SettlementItem[]> {
  const { createdAt } = await settlementProvider().fetchSettlement(settlement.id);
  const items = await settlementProvider().settlementItemsOfDay(createdAt);
  return items.filter((item) => item.settlementId === settlement.id);
}

/** The settlement.processed event the sandbox made for a settlement. */
async function settlementEventOf(settlementId: string): Promise<string> {
  const events = (await sandboxControl('GET', '/events?last=100')) as unknown as {
    id: string;
    payload: { payload: { settlement?: { entity: { id: string } } } };
  }[];
  const event = events.find((found) => found.payload.payload.settlement?.entity.id === settlementId);
  expect(event, `no event for ${settlementId}`).toBeDefined();
  return event?.id ?? '';
}

const resend = async (eventIds: string[]) =>
  (
    (await sandboxControl('POST', '/events/resend', { eventIds })) as unknown as {
      resent: { delivery: { status: number | null } }[];
    }
  ).resent.map((resent) => resent.delivery.status);

/** Items changed behind the ledger's back, put back after each test so the book stays sound. */
const tampered: Record<string, unknown>[] = [];
afterEach(async () => {
  for (const before of tampered.splice(0).reverse())
    await documents().send(new PutCommand({ TableName: table(), Item: before }));
});

describe('Razorpay settlements in the book', { timeout: 400_000 }, () => {
  let asha: VerifiedCustomer;
  beforeAll(async () => {
    asha = await verifiedCustomer();
  });

  it('takes a processed settlement out of each clearing account by its lines and credits the bank by exactly the net', async () => {
    const gapsBefore = await clearingGaps();
    const transfer = await sendBankTransfer(asha, { amount: '2500' });
    const { deposit } = await startedCardDeposit(asha, '2000');
    const returned = await payOnCheckout(deposit.orderId, 'success');
    expect((await confirmCardDeposit(asha, deposit.id, returned)).body).toMatchObject({
      status: 'succeeded',
    });
    const cardPaymentId = returned.razorpay_payment_id as string;
    const before = await houseBalances();

    const settlement = await settle();

    expect(settlement.status).toBe('processed');
    const lines = await linesOf(settlement);
    const lineOf = (paymentId: string) => lines.find((line) => line.paymentId === paymentId);
    // The provider settles each payment less its fee (GST included): ₹2,500 less ₹5.90, ₹2,047.20 less ₹48.30.
    expect(lineOf(transfer.paymentId)).toMatchObject({ credit: 2500_00n - 5_90n, debit: 0n });
    expect(lineOf(cardPaymentId)).toMatchObject({ credit: 2047_20n - 48_30n, debit: 0n });
    const settledOn = async (orderOrNot: 'card' | 'transfer') => {
      let sum = 0n;
      for (const line of lines) {
        const payment = await paymentProvider().fetchPayment(line.paymentId as string);
        if ((payment.orderId !== null) === (orderOrNot === 'card')) sum += line.credit - line.debit;
      }
      return sum;
    };
    const after = await houseBalances();
    expect(after.bank - before.bank).toBe(-BigInt(settlement.amount));
    expect(after.transfers - before.transfers).toBe(await settledOn('transfer'));
    expect(after.cards - before.cards).toBe(await settledOn('card'));
    expect(await clearingGaps()).toEqual(gapsBefore);
    await expectSoundLedger();
  });

  it('counts a payment the provider dated after our now, so settling it leaves the gaps as they were', async () => {
    // The provider's clock ahead of ours (here the local clock moved forward and back): the payment
    // is in the book and in the settlement, so the reconciliation must list it too.
    await setClock(new Date(Date.now() + 3 * 86_400_000).toISOString());
    try {
      await sendBankTransfer(asha, { amount: '1500' });
    } finally {
      await resetClock();
    }
    const gapsBefore = await clearingGaps();
    const settlement = await settle();
    expect(settlement.status).toBe('processed');
    expect(await clearingGaps()).toEqual(gapsBefore);
  });

  it('books a settlement once when its webhook comes twice and after a later settlement’s', async () => {
    await sendBankTransfer(asha, { amount: '1200' });
    const before = await houseBalances();
    const first = await settle({ loseWebhook: true });
    await sendBankTransfer(asha, { amount: '800' });
    const second = await settle();
    expect((await houseBalances()).bank - before.bank).toBe(-BigInt(second.amount));

    const firstEvent = await settlementEventOf(first.id);
    const secondEvent = await settlementEventOf(second.id);
    expect(await resend([firstEvent, secondEvent, firstEvent])).toEqual([200, 200, 200]);

    expect((await houseBalances()).bank - before.bank).toBe(-BigInt(first.amount + second.amount));
    await expectSoundLedger();
  });

  it('books a settlement whose webhook was lost when ops settlements reconcile lists it, once', async () => {
    await sendBankTransfer(asha, { amount: '3000' });
    const before = await houseBalances();
    const lost = await settle({ loseWebhook: true });
    expect((await houseBalances()).bank).toBe(before.bank);

    const found = await ops('settlements', 'reconcile');
    expect(found.code, found.stderr).toBe(0);
    expect(found.stdout).toContain(`Booked 1 settlement(s) the book did not have (${lost.id})`);
    const again = await ops('settlements', 'reconcile');
    expect(again.stdout).toContain('Booked 0 settlement(s)');

    expect((await houseBalances()).bank - before.bank).toBe(-BigInt(lost.amount));
    await expectSoundLedger();
  });

  it('books a settlement whose webhook was lost when the scheduled reconciliation runs, once', async () => {
    await sendBankTransfer(asha, { amount: '1500' });
    const before = await houseBalances();
    const lost = await settle({ loseWebhook: true });

    // The scheduled function's own code, with the handlers' environment, twice: a second run books nothing.
    applyHandlerEnv(inject('stack').handlerEnv);
    const { handler } = await import('../../lambdas/scheduled/reconcile-bank-transfers');
    await handler();
    const once = await houseBalances();
    expect(once.bank - before.bank).toBe(-BigInt(lost.amount));
    await handler();
    expect((await houseBalances()).bank).toBe(once.bank);
    await expectSoundLedger();
  });

  it('moves nothing for a failed settlement and books it once when the retry processes it', async () => {
    await sendBankTransfer(asha, { amount: '1750' });
    const before = await houseBalances();
    const failed = await settle({ fail: true });
    expect(failed.status).toBe('failed');
    const whileFailed = await ops('settlements', 'reconcile');
    expect(whileFailed.stdout).toContain(`${failed.id}: not processed yet`);
    expect(await houseBalances()).toEqual(before);

    expect((await retry(failed.id)).status).toBe('processed');
    const afterRetry = await ops('settlements', 'reconcile');
    expect(afterRetry.stdout).toContain('Booked 0 settlement(s)');

    const after = await houseBalances();
    expect(after.bank - before.bank).toBe(-BigInt(failed.amount));
    expect(after.transfers - before.transfers).toBe(BigInt(failed.amount));
    await expectSoundLedger();
  });

  it('takes a partial refund of a settled payment out of the next settlement, and clearing still matches the provider', async () => {
    const gapsBefore = await clearingGaps();
    const refunded = await sendBankTransfer(asha, { amount: '4000' });
    const before = await houseBalances();
    const first = await settle();
    await sandboxControl('POST', `/payments/${refunded.paymentId}/refund`, { amount: '1500' });
    await sendBankTransfer(asha, { amount: '2000' });
    const second = await settle();

    const refundLine = (await linesOf(second)).find((line) => line.type === 'refund');
    expect(refundLine).toMatchObject({ paymentId: refunded.paymentId, credit: 0n, debit: 1500_00n });
    const after = await houseBalances();
    expect(after.bank - before.bank).toBe(-BigInt(first.amount + second.amount));
    expect(await clearingGaps()).toEqual(gapsBefore);
    await expectSoundLedger();
  });

  it('agrees in ledger reconcile after settling, and names the bank account when its posting is corrupted', async () => {
    const { lines } = await reconcileOutput();
    const bankLine = lines.find((line) => line.startsWith('house/bank-current-account:'));
    expect(bankLine).toMatch(/at the provider \(razorpay-settlements\); they agree\.$/);

    await sendBankTransfer(asha, { amount: '1000' });
    const settlement = await settle();
    const reference = accountItems.externalReference({ source: 'razorpay-settlement', id: settlement.id });
    const { Item: referenceItem } = await documents().send(
      new GetCommand({ TableName: table(), Key: reference }),
    );
    const rowKey = accountItems.housePosting('bank-current-account', String(referenceItem?.entryId));
    const { Item: row } = await documents().send(new GetCommand({ TableName: table(), Key: rowKey }));
    expect(row).toBeDefined();
    tampered.push(row as Record<string, unknown>);
    await documents().send(
      new PutCommand({
        TableName: table(),
        Item: { ...row, amountMinor: -BigInt(settlement.amount) + 100_00n },
      }),
    );

    const gaps = await clearingGaps();
    expect(gaps['bank-current-account']).toBe(100_00n);
  });
});
