/**
 * Top-up by bank transfer or UPI, end to end on the local stack: the payments sandbox plays the bank
 * and the provider (it sends signed `virtual_account.credited` webhooks to the API, retrying non-2xx
 * answers), and the wallet must credit each transfer exactly once, hold what it must not credit, and
 * refuse anything not signed by the provider, writing nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../contract/account';
import { DepositAccountSchema } from '../../contract/bank-transfers';
import { TransactionPageSchema, WalletTransactionSchema } from '../../contract/wallets';
import { holdReasons } from '../../lambdas/domain/deposits/bank-transfer-credit';
import { parseAmount } from '../../lambdas/domain/money';
import { itemsOfPartition } from '../support/account-setup';
import { callApi } from '../support/api';
import {
  anotherTransfer,
  approvedCustomer,
  type CreditedEventBody,
  deliverWebhook,
  fiatBalance,
  sandboxControl,
  sandboxEventPayload,
  sendBankTransfer,
  type VerifiedCustomer,
  verifiedCustomer,
  visitDepositAccount,
} from '../support/deposits';
import { signUpAndSignIn } from '../support/identity';
import { expectSoundLedger, newUtr } from '../support/ledger';

async function transactions(customer: VerifiedCustomer, query = '') {
  const response = await callApi('GET', `/wallets/inr/transactions${query}`, { token: customer.accessToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return TransactionPageSchema.parse(response.body);
}

/** A balance from the API in paise, so money compares exactly. */
const paise = (rupees: string) => parseAmount(rupees, 'INR');

const withReference = async (customer: VerifiedCustomer, utr: string) =>
  (await transactions(customer, '?limit=100')).transactions.filter((each) => each.reference === utr);

describe('top-up by bank transfer', () => {
  let asha: VerifiedCustomer;
  beforeAll(async () => {
    asha = await verifiedCustomer();
  });

  it('gives a verified customer one virtual account with a UPI id and the limits, the same on every visit', async () => {
    const visits = await Promise.all(
      Array.from({ length: 4 }, () =>
        callApi('GET', '/wallets/inr/deposit-account', { token: asha.accessToken }),
      ),
    );
    for (const visit of visits) expect(visit.body).toEqual(asha.depositAccount);
    expect(asha.depositAccount).toMatchObject({
      ifsc: expect.stringMatching(/^[A-Z]{4}0[A-Z0-9]{6}$/),
      upiUri: expect.stringMatching(/^upi:\/\/pay\?pa=[^&]+@[^&]+&pn=.+&cu=INR$/),
      verifiedBankAccount: { ifsc: asha.bank.ifsc, accountNumberMasked: expect.stringMatching(/^•+\d{4}$/) },
      limits: { minimum: '100.00', perTransferMaximum: '200000.00', dailyMaximum: '500000.00' },
    });
    expect(JSON.stringify(asha.depositAccount)).not.toContain(asha.bank.accountNumber);
  });

  it('gives concurrent first visits of a newly verified customer one virtual account', async () => {
    const meera = await approvedCustomer();
    const visits = await Promise.all(Array.from({ length: 6 }, () => visitDepositAccount(meera)));

    expect(visits.map((visit) => visit.status)).toEqual(Array(6).fill(200));
    for (const visit of visits) expect(visit.body).toEqual(visits[0]?.body);
    expect(DepositAccountSchema.parse(visits[0]?.body).accountNumber).not.toBe(
      asha.depositAccount.accountNumber,
    );
    const { virtualAccounts } = (await sandboxControl('GET', '/')) as unknown as {
      virtualAccounts: { notes: Record<string, string> }[];
    };
    const { userId } = ProfileSchema.parse((await callApi('GET', '/me', { token: meera.accessToken })).body);
    expect(virtualAccounts.filter((account) => account.notes.customer === userId)).toHaveLength(1);
  });

  it('opens the virtual account at KYC approval, so the first visit finds it ready', async () => {
    const ravi = await approvedCustomer();
    const { userId } = ProfileSchema.parse((await callApi('GET', '/me', { token: ravi.accessToken })).body);
    const openedFor = async () =>
      (
        (await sandboxControl('GET', '/')) as unknown as {
          virtualAccounts: { notes: Record<string, string>; receivers: { account_number?: string }[] }[];
        }
      ).virtualAccounts.filter((account) => account.notes.customer === userId);
    // The approval answers within its budget for opening it; on a busy machine the opening may finish just after.
    await expect.poll(async () => (await openedFor()).length, { timeout: 30_000 }).toBe(1);
    const opened = await openedFor();

    const visit = await visitDepositAccount(ravi);

    expect(visit.status).toBe(200);
    const accountNumbers = opened[0]?.receivers.map((receiver) => receiver.account_number);
    expect(accountNumbers).toContain(DepositAccountSchema.parse(visit.body).accountNumber);
  });

  it('refuses the deposit account to a customer whose KYC is not approved, saying what to do', async () => {
    const newcomer = await signUpAndSignIn();
    await callApi('GET', '/me', { token: newcomer.accessToken });
    const response = await callApi('GET', '/wallets/inr/deposit-account', { token: newcomer.accessToken });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.body).toMatchObject({ detail: expect.stringContaining('account setup') });
  });

  it('credits a transfer from the verified account once, however often its webhook is delivered', async () => {
    const before = await fiatBalance(asha);
    const utr = newUtr().slice(0, 22);
    const sent = await sendBankTransfer(asha, { amount: '5000', utr });
    expect(sent.delivery?.status).toBe(200);

    const resent = (await sandboxControl('POST', '/events/resend', {
      eventIds: [sent.event.id, sent.event.id, sent.event.id],
    })) as { resent: { delivery: { status: number } }[] };
    expect(resent.resent.map((each) => each.delivery.status)).toEqual([200, 200, 200]);

    const [credit, ...others] = await withReference(asha, utr);
    expect(others).toEqual([]);
    expect(credit).toMatchObject({
      type: 'bank-transfer-deposit',
      direction: 'credit',
      amount: '5000.00',
      fee: '00.00',
      status: 'succeeded',
      counterparty: expect.stringMatching(/^IMPS from .+ ••••\d{4}$/),
    });
    expect(paise(await fiatBalance(asha)) - paise(before)).toBe(5000_00n);
    await expectSoundLedger();
  });

  it('credits a UPI payment from the verified account by its RRN', async () => {
    const sent = await sendBankTransfer(asha, { amount: '250.50', method: 'upi' });
    expect(sent.delivery?.status).toBe(200);
    const [credit] = await withReference(asha, sent.utr);
    expect(credit).toMatchObject({
      amount: '250.50',
      status: 'succeeded',
      counterparty: expect.stringMatching(/^UPI from/),
    });
  });

  it('holds a transfer from another account, or from an unknown one, and credits nothing', async () => {
    const before = await fiatBalance(asha);
    const other = await sendBankTransfer(asha, {
      amount: '700',
      fromAccount: '999900001111',
      fromIfsc: 'ICIC0000001',
    });
    const unknown = await sendBankTransfer(asha, { amount: '800', unknownPayer: true });
    expect([other.delivery?.status, unknown.delivery?.status]).toEqual([200, 200]);

    expect(await withReference(asha, other.utr)).toEqual([
      expect.objectContaining({ status: 'held', statusReason: holdReasons.otherPayer('••••1111') }),
    ]);
    expect(await withReference(asha, unknown.utr)).toEqual([
      expect.objectContaining({ status: 'held', statusReason: holdReasons.unknownPayer }),
    ]);
    expect(await fiatBalance(asha)).toBe(before);
    await expectSoundLedger();
  });

  it('holds a transfer under the minimum or over the limit for one transfer', async () => {
    const before = await fiatBalance(asha);
    const small = await sendBankTransfer(asha, { amount: '99.99' });
    const large = await sendBankTransfer(asha, { amount: '200000.01', utr: newUtr().slice(0, 22) });
    expect((await withReference(asha, small.utr))[0]).toMatchObject({
      status: 'held',
      statusReason: holdReasons.belowMinimum,
    });
    expect((await withReference(asha, large.utr))[0]).toMatchObject({
      status: 'held',
      statusReason: holdReasons.overPerTransfer,
    });
    expect(await fiatBalance(asha)).toBe(before);
  });

  it('holds what passes the daily limit, even when the transfers arrive at once', async () => {
    const ravi = await verifiedCustomer();
    // Three transfers of ₹2,00,000 against ₹5,00,000 a day: two fit, the third must be held.
    const sent = await Promise.all(
      Array.from({ length: 3 }, () =>
        sendBankTransfer(ravi, { amount: '200000', utr: newUtr().slice(0, 22) }),
      ),
    );
    expect(sent.map((each) => each.delivery?.status)).toEqual([200, 200, 200]);
    const { transactions: recorded } = await transactions(ravi);
    expect(recorded.map((each) => each.status).sort()).toEqual(['held', 'succeeded', 'succeeded']);
    expect(recorded.find((each) => each.status === 'held')?.statusReason).toBe(holdReasons.overDaily);
    expect(await fiatBalance(ravi)).toBe('400000.00');
    await expectSoundLedger();
  });

  it('holds a second payment carrying a UTR another payment already carried, and still replays the same payment', async () => {
    const ravi = await verifiedCustomer();
    const utr = newUtr().slice(0, 22);
    const first = await sendBankTransfer(ravi, { amount: '300', utr });
    const second = await sendBankTransfer(ravi, { amount: '400', utr });
    expect([first.delivery?.status, second.delivery?.status]).toEqual([200, 200]);
    expect(second.paymentId).not.toBe(first.paymentId);

    expect(
      (await withReference(ravi, utr)).map(({ amount, status, statusReason }) => ({
        amount,
        status,
        statusReason,
      })),
    ).toEqual([
      { amount: '400.00', status: 'held', statusReason: holdReasons.referenceReused(utr) },
      { amount: '300.00', status: 'succeeded', statusReason: undefined },
    ]);
    // The same payment again, under its own event id or a new one, moves nothing more.
    const body = JSON.stringify(await sandboxEventPayload(second.event.id));
    for (const eventId of [second.event.id, 'evt_SamePaymentAgain1']) {
      const again = await deliverWebhook(body, eventId);
      expect(await again.json()).toEqual({ status: 'already-recorded' });
    }
    expect(await withReference(ravi, utr)).toHaveLength(2);
    expect(await fiatBalance(ravi)).toBe('300.00');
    await expectSoundLedger();
  });

  it('credits concurrent first deliveries of one event once', async () => {
    const before = await fiatBalance(asha);
    // A transfer the provider recorded whose webhook nobody has delivered yet.
    const utr = newUtr().slice(0, 22);
    const lost = await sendBankTransfer(asha, { amount: '200', utr, loseWebhook: true });
    expect(lost.delivery).toBeNull();
    const body = JSON.stringify(await sandboxEventPayload(lost.event.id));

    const answers = await Promise.all(Array.from({ length: 8 }, () => deliverWebhook(body, lost.event.id)));
    const receipts = await Promise.all(answers.map((answer) => answer.json() as Promise<{ status: string }>));

    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(receipts.filter((receipt) => receipt.status === 'credited')).toHaveLength(1);
    expect(await withReference(asha, utr)).toHaveLength(1);
    expect(paise(await fiatBalance(asha)) - paise(before)).toBe(200_00n);
    await expectSoundLedger();
  });

  it('moves nothing on a correctly signed event the provider does not bear out', async () => {
    // Someone holding the webhook secret, but not the API key, reporting transfers that never happened
    // or that were for less: a made-up payment, a real one with a larger amount, and a real one moved
    // to another customer's virtual account.
    const ravi = await verifiedCustomer();
    const { virtualAccountId: ravisAccount } = await sendBankTransfer(ravi, {
      amount: '100',
      loseWebhook: true,
    });
    const real = await sendBankTransfer(asha, { amount: '100', loseWebhook: true });
    const template = await sandboxEventPayload(real.event.id);
    const madeUp = anotherTransfer(template, { utr: newUtr().slice(0, 22), amountPaise: 90_000_00 });
    const inflated = structuredClone(template) as unknown as CreditedEventBody;
    inflated.payload.payment.entity.amount = 1_00_000_00;
    inflated.payload.bank_transfer.entity.amount = 1_00_000_00;
    const elsewhere = structuredClone(template) as unknown as CreditedEventBody;
    elsewhere.payload.virtual_account.entity.id = ravisAccount;
    elsewhere.payload.bank_transfer.entity.virtual_account_id = ravisAccount;
    const before = await Promise.all([fiatBalance(asha), fiatBalance(ravi)]);

    const answers = await Promise.all([
      deliverWebhook(madeUp.body, madeUp.eventId),
      deliverWebhook(JSON.stringify(inflated), 'evt_Inflated000001'),
      deliverWebhook(JSON.stringify(elsewhere), 'evt_Elsewhere00001'),
    ]);

    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: 'unconfirmed' });
    }
    expect(await Promise.all([fiatBalance(asha), fiatBalance(ravi)])).toEqual(before);
    expect(await itemsOfPartition(`REF#razorpay-payment:${real.paymentId}`)).toEqual([]);
    // The real event, delivered as the provider sent it, still credits its ₹100 once.
    const delivered = await deliverWebhook(JSON.stringify(template), real.event.id);
    expect(await delivered.json()).toEqual({ status: 'credited' });
    expect(paise(await fiatBalance(asha)) - paise(before[0] as string)).toBe(100_00n);
    await expectSoundLedger();
  });

  it('refuses a forged or unsigned webhook with 401 problem+json and writes nothing', async () => {
    const template = await sendBankTransfer(asha, { amount: '150' });
    const payload = structuredClone(await sandboxEventPayload(template.event.id)) as {
      payload: { bank_transfer: { entity: { bank_reference: string } } };
    };
    const utr = newUtr().slice(0, 22);
    payload.payload.bank_transfer.entity.bank_reference = utr;
    const body = JSON.stringify(payload);
    const before = await fiatBalance(asha);

    const forged = await deliverWebhook(body, 'evt_Forged0000001', 'ab'.repeat(32));
    const unsigned = await deliverWebhook(body, 'evt_Forged0000002', '');
    const garbage = await deliverWebhook('{"entity":"event"', 'evt_Forged0000003', 'not hex');

    for (const answer of [forged, unsigned, garbage]) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
    }
    expect(await itemsOfPartition(`REF#utr:${utr}`)).toEqual([]);
    expect(await withReference(asha, utr)).toEqual([]);
    expect(await fiatBalance(asha)).toBe(before);
  });

  it('answers a signed body that is not a Razorpay event with 400 problem+json', async () => {
    for (const body of [
      '[]',
      '{"entity":"event","event":"virtual_account.credited","payload":{},"created_at":1}',
      '{"a":1}',
    ]) {
      const answer = await deliverWebhook(body, 'evt_Malformed00001');
      expect(answer.status, body).toBe(400);
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
    }
    const noEventId = await deliverWebhook(
      '{"entity":"event","event":"payment.dispute.created","payload":{},"created_at":1}',
      '',
    );
    expect(noEventId.status).toBe(400);
  });

  it('acknowledges an event it does not act on, so the provider stops sending it', async () => {
    const answer = await deliverWebhook(
      '{"entity":"event","event":"refund.speed_changed","contains":[],"payload":{},"created_at":1767225600}',
      'evt_Ignored0000001',
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ignored' });
  });
});

describe('wallet transactions', () => {
  it('lists the customer’s own transactions newest first, a page at a time, and shows one in detail', async () => {
    const priya = await verifiedCustomer();
    const sent = [];
    for (const amount of ['101', '102', '103']) sent.push(await sendBankTransfer(priya, { amount }));

    const first = await transactions(priya, '?limit=2');
    expect(first.transactions.map((each) => each.amount)).toEqual(['103.00', '102.00']);
    expect(first.cursor).toBeDefined();
    const second = await transactions(priya, `?limit=2&cursor=${first.cursor}`);
    expect(second.transactions.map((each) => each.amount)).toEqual(['101.00']);
    expect(second.cursor).toBeUndefined();

    const [newest] = first.transactions;
    const detail = await callApi('GET', `/wallets/inr/transactions/${newest?.id}`, {
      token: priya.accessToken,
    });
    expect(detail.status).toBe(200);
    expect(WalletTransactionSchema.parse(detail.body)).toEqual(newest);
    expect(newest?.reference).toBe(sent[2]?.utr);
    expect(await fiatBalance(priya)).toBe('306.00');

    const stranger = await verifiedCustomer();
    const peek = await callApi('GET', `/wallets/inr/transactions/${newest?.id}`, {
      token: stranger.accessToken,
    });
    expect(peek.status).toBe(404);
    expect((await transactions(stranger)).transactions).toEqual([]);
  });

  it('refuses a bad wallet, page size or cursor with 400 problem+json', async () => {
    const someone = await signUpAndSignIn();
    for (const path of [
      '/wallets/eur/transactions',
      '/wallets/inr/transactions?limit=0',
      '/wallets/inr/transactions?limit=abc',
      '/wallets/inr/transactions?cursor=%00%27',
      '/wallets/inr/transactions?cursor=not-a-cursor',
      '/wallets/inr/transactions?page=2',
      '/wallets/inr/transactions/not-a-transaction-id',
    ]) {
      const response = await callApi('GET', path, { token: someone.accessToken });
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type'), path).toBe('application/problem+json');
    }
  });
});
