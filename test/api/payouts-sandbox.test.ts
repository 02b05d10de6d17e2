/**
 * The payments sandbox's RazorpayX side through its HTTP API, driven by the real payout adapter the
 * handlers use: contacts, fund accounts and the penny drop, payouts under X-Payout-Idempotency, the
 * business balance that queues them, every status a payout can reach, and the signed payout webhooks.
 * The sandbox runs in-process on its own port, so its balance and settings are this file's alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifiedPayoutWebhook } from '../../lambdas/adapters/razorpay/razorpay-payout-webhooks';
import { razorpayPayoutProvider } from '../../lambdas/adapters/razorpay/razorpay-payouts';
import { NotAuthenticatedError } from '../../lambdas/domain/errors';
import type { CreatePayoutInput } from '../../lambdas/domain/payments/payout-provider';
import {
  PaymentProviderError,
  PayoutBalanceTooLowError,
  PayoutIdempotencyConflictError,
  ProviderRecordNotFoundError,
} from '../../lambdas/domain/payments/provider-errors';
import { SANDBOX_BUSINESS_ACCOUNT_NUMBER } from '../../lib/local/sandbox/payments/payouts-state';
import { eventually, type ReceivedWebhook, startTestSandbox, testSecrets } from '../support/payments-sandbox';
import { sandboxCli, sandboxCommand } from '../support/sandbox-cli';

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(() => sandbox.stop());

let sequence = 0;
const unique = (label: string) => `${label}_${++sequence}_${Date.now()}`;

async function fundAccount(accountNumber = '000401234567', name = 'Meera Iyer') {
  const contact = await sandbox.payoutProvider.createContact({
    name,
    type: 'customer',
    referenceId: `cust_${accountNumber}`,
  });
  return sandbox.payoutProvider.createFundAccount({
    contactId: contact.id,
    bankAccount: { name, ifsc: 'ICIC0000123', accountNumber },
  });
}

function payoutInput(fundAccountId: string, amountMinor: bigint, extra: Partial<CreatePayoutInput> = {}) {
  return {
    fundAccountId,
    amountMinor,
    mode: 'IMPS',
    purpose: 'payout',
    queueIfLowBalance: true,
    referenceId: unique('wd'),
    narration: 'INR Wallet withdrawal',
    notes: { withdrawal: 'test' },
    ...extra,
  } satisfies CreatePayoutInput;
}

async function control<T = Record<string, unknown>>(method: string, path: string, body?: unknown) {
  const answer = await sandbox.control(method, `/payouts${path}`, body);
  return answer as { status: number; body: T };
}

const balance = async () => BigInt((await control<{ balance: number }>('GET', '')).body.balance);
const setting = (newPayouts: 'process' | 'hold' | 'fail') => control('PUT', '/settings', { newPayouts });

/** The documented body of a payout to `fundAccountId`, with `changes`. */
const payoutBody = (fundAccountId: string, changes: Record<string, unknown> = {}) => ({
  account_number: SANDBOX_BUSINESS_ACCOUNT_NUMBER,
  fund_account_id: fundAccountId,
  amount: 10_000,
  currency: 'INR',
  mode: 'IMPS',
  purpose: 'payout',
  ...changes,
});

/** A payout call as our adapter would not make it: raw HTTP with the API key. */
function rawPayout(body: unknown, idempotencyKey?: string) {
  return fetch(`${sandbox.url}/v1/payouts`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${testSecrets.keyId}:${testSecrets.keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'x-payout-idempotency': idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  });
}

describe('contacts, fund accounts and the penny drop', () => {
  it('gives back the contact and fund account made first for the same details', async () => {
    const first = await fundAccount('000401111111');
    const again = await fundAccount('000401111111');
    expect(again.id).toBe(first.id);
    expect(first.bankAccount).toEqual({
      name: 'Meera Iyer',
      ifsc: 'ICIC0000123',
      accountNumber: '000401111111',
      bankName: 'ICICI Bank',
    });
  });

  it("reports the name the customer's bank holds, or that the account does not exist", async () => {
    const account = await fundAccount('000402222222');
    const plain = await sandbox.payoutProvider.validateFundAccount(account.id);
    expect(plain).toMatchObject({
      status: 'completed',
      accountStatus: 'active',
      registeredName: 'Meera Iyer',
    });

    await control('PUT', '/beneficiaries', {
      ifsc: 'ICIC0000123',
      accountNumber: '000402222222',
      registeredName: 'MEERA SUNDARAM IYER',
    });
    const renamed = await sandbox.payoutProvider.validateFundAccount(account.id);
    expect(renamed.registeredName).toBe('MEERA SUNDARAM IYER');
    expect(await sandbox.payoutProvider.fetchFundAccountValidation(renamed.id)).toEqual(renamed);

    const closed = await fundAccount('000403333333');
    await control('PUT', '/beneficiaries', {
      ifsc: 'ICIC0000123',
      accountNumber: '000403333333',
      invalid: true,
    });
    expect(await sandbox.payoutProvider.validateFundAccount(closed.id)).toMatchObject({
      status: 'completed',
      accountStatus: 'invalid',
      registeredName: null,
    });
  });
});

describe('payouts', () => {
  it('makes one payout for one idempotency key and body, and refuses the key with another body', async () => {
    await setting('process');
    const account = await fundAccount();
    const before = await balance();
    const input = payoutInput(account.id, 250_050n);
    const key = unique('key').slice(0, 36);

    const first = await sandbox.payoutProvider.createPayout(input, key);
    const retried = await sandbox.payoutProvider.createPayout(input, key);
    expect(retried.id).toBe(first.id);
    expect(first).toMatchObject({
      status: 'processed',
      amountMinor: 250_050n,
      feesMinor: 1_180n,
      taxMinor: 180n,
      referenceId: input.referenceId,
      mode: 'IMPS',
      fundAccountId: account.id,
    });
    expect(first.utr).toMatch(/^\d{12}$/);
    expect(await sandbox.payoutProvider.listPayoutsByReference(input.referenceId)).toEqual([first]);
    // Charged once: the amount and the ₹10 fee with its ₹1.80 GST.
    expect(before - (await balance())).toBe(251_230n);

    await expect(
      sandbox.payoutProvider.createPayout({ ...input, amountMinor: 250_051n }, key),
    ).rejects.toBeInstanceOf(PayoutIdempotencyConflictError);
    const raw = await rawPayout(payoutBody(account.id), key);
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      error: expect.objectContaining({
        code: 'BAD_REQUEST_ERROR',
        description: 'Different request body sent for the same Idempotency Header',
        field: 'X-Payout-Idempotency',
      }),
    });
    expect(await sandbox.payoutProvider.listPayoutsByReference(input.referenceId)).toHaveLength(1);
    expect(before - (await balance())).toBe(251_230n);
  });

  it('refuses a payout without an idempotency key, in Razorpay’s error shape', async () => {
    const account = await fundAccount();
    const answer = await rawPayout(payoutBody(account.id, { reference_id: 'no_key' }));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Idempotency key is missing. Include idempotency header and key in the request.',
        field: 'X-Payout-Idempotency',
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
      },
    });
    expect(await sandbox.payoutProvider.listPayoutsByReference('no_key')).toEqual([]);
    await expect(sandbox.payoutProvider.fetchPayout('pout_NoSuchPayout00')).rejects.toBeInstanceOf(
      ProviderRecordNotFoundError,
    );
  });

  it('queues a payout the balance cannot cover, sends it once topped up, and cancels only a queued one', async () => {
    await setting('process');
    const account = await fundAccount();
    await control('PUT', '/settings', { balance: '100' });
    const queued = await sandbox.payoutProvider.createPayout(payoutInput(account.id, 100_000n), unique('q'));
    expect(queued).toMatchObject({ status: 'queued', feesMinor: null, taxMinor: null });
    expect(queued.utr).toBeUndefined();

    const refusedInput = payoutInput(account.id, 100_000n, { queueIfLowBalance: false });
    await expect(sandbox.payoutProvider.createPayout(refusedInput, unique('r'))).rejects.toBeInstanceOf(
      PayoutBalanceTooLowError,
    );
    expect(await sandbox.payoutProvider.listPayoutsByReference(refusedInput.referenceId)).toEqual([]);

    const toppedUp = await control<{ balance: number }>('POST', '/top-up', { amount: '2000' });
    expect(toppedUp.status).toBe(200);
    const sent = await sandbox.payoutProvider.fetchPayout(queued.id);
    expect(sent).toMatchObject({ status: 'processed', feesMinor: 590n, taxMinor: 90n });
    // ₹100 + ₹2,000 − ₹1,000 − ₹5 fee − ₹0.90 GST.
    expect(await balance()).toBe(109_410n);

    await control('PUT', '/settings', { balance: '0' });
    const waiting = await sandbox.payoutProvider.createPayout(payoutInput(account.id, 5_000n), unique('c'));
    const cancelled = await sandbox.payoutProvider.cancelPayout(waiting.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.failureReason).toBe('Payout was cancelled by the business');
    const refusedCancel = sandbox.payoutProvider.cancelPayout(sent.id);
    await expect(refusedCancel).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(refusedCancel).rejects.toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR' });
    await control('PUT', '/settings', { balance: '1000000' });
    expect((await sandbox.payoutProvider.fetchPayout(waiting.id)).status).toBe('cancelled');
  });

  it('reaches failed, rejected and reversed, each giving the money back to the business balance', async () => {
    const account = await fundAccount();
    await control('PUT', '/settings', { balance: '100000' });
    const opening = await balance();

    await setting('hold');
    const held = await sandbox.payoutProvider.createPayout(payoutInput(account.id, 40_000n), unique('f'));
    expect(held.status).toBe('processing');
    expect(await balance()).toBe(opening - 40_590n);
    const failed = await control<{ payout: { status: string } }>('POST', `/${held.id}/fail`);
    expect(failed.body.payout.status).toBe('failed');
    expect(await sandbox.payoutProvider.fetchPayout(held.id)).toMatchObject({
      status: 'failed',
      failureReason: 'The beneficiary bank refused the payout: check the account details',
    });
    expect(await balance()).toBe(opening);

    const toReject = await sandbox.payoutProvider.createPayout(payoutInput(account.id, 40_000n), unique('j'));
    await control('POST', `/${toReject.id}/reject`);
    expect((await sandbox.payoutProvider.fetchPayout(toReject.id)).status).toBe('rejected');
    expect(await balance()).toBe(opening);

    const toProcess = await sandbox.payoutProvider.createPayout(
      payoutInput(account.id, 40_000n),
      unique('p'),
    );
    await control('POST', `/${toProcess.id}/process`);
    const processed = await sandbox.payoutProvider.fetchPayout(toProcess.id);
    expect(processed.status).toBe('processed');
    expect(processed.utr).toMatch(/^\d{12}$/);
    expect(await balance()).toBe(opening - 40_590n);
    expect((await control('POST', `/${toProcess.id}/fail`)).status).toBe(409);
    await control('POST', `/${toProcess.id}/reverse`);
    expect(await sandbox.payoutProvider.fetchPayout(toProcess.id)).toMatchObject({
      status: 'reversed',
      utr: processed.utr,
      failureReason: 'Beneficiary bank returned the payout: the account is closed',
    });
    expect(await balance()).toBe(opening);

    await setting('fail');
    const refused = await sandbox.payoutProvider.createPayout(payoutInput(account.id, 40_000n), unique('x'));
    expect(refused.status).toBe('failed');
    expect(await balance()).toBe(opening);

    await setting('process');
    const closed = await fundAccount('000404444444');
    await control('PUT', '/beneficiaries', {
      ifsc: 'ICIC0000123',
      accountNumber: '000404444444',
      invalid: true,
    });
    const toClosed = await sandbox.payoutProvider.createPayout(payoutInput(closed.id, 40_000n), unique('z'));
    expect(toClosed.status).toBe('failed');
    expect(await balance()).toBe(opening);
  });

  it('refuses what RazorpayX refuses: a foreign business account, RTGS under ₹2,00,000, an unknown fund account', async () => {
    const account = await fundAccount();
    const refusal = async (changes: Record<string, unknown>) => {
      const answer = await rawPayout(payoutBody(account.id, changes), unique('v').slice(0, 36));
      return { status: answer.status, error: ((await answer.json()) as { error: { field?: string } }).error };
    };
    expect(await refusal({ account_number: '000401234567' })).toMatchObject({
      status: 400,
      error: { field: 'account_number' },
    });
    expect(await refusal({ mode: 'RTGS' })).toMatchObject({ status: 400, error: { field: 'amount' } });
    expect(await refusal({ amount: 99 })).toMatchObject({ status: 400, error: { field: 'amount' } });
    expect(await refusal({ amount: 100.5 })).toMatchObject({ status: 400, error: { field: 'amount' } });
    await expect(
      sandbox.payoutProvider.createPayout(payoutInput('fa_NoSuchAccount00', 10_000n), unique('u')),
    ).rejects.toBeInstanceOf(ProviderRecordNotFoundError);
    await expect(
      sandbox.payoutProvider.createPayout(payoutInput(account.id, 10_000n), 'bad!key'),
    ).rejects.toBeInstanceOf(RangeError);
  });
});

/** A received webhook, its signature checked and its body read as the receiver will. */
const verified = (webhook: ReceivedWebhook) =>
  verifiedPayoutWebhook({
    rawBody: webhook.body,
    signature: webhook.headers['x-razorpay-signature'] as string | undefined,
    webhookSecret: testSecrets.webhookSecret,
  });

/** The payout webhooks received so far about one payout, in the order they arrived. */
const webhooksOf = (payoutId: string, received = sandbox.received) =>
  received.filter((webhook) => verified(webhook)?.payout.id === payoutId);

/** Waits until `count` deliveries about the payout have arrived. */
const delivered = (payoutId: string, count: number) =>
  eventually(
    () => webhooksOf(payoutId).length >= count && webhooksOf(payoutId),
    `${count} webhooks of ${payoutId}`,
  );

/** Waits until no event is on its way, so the receiver's next answer goes to the next new event. */
const settled = () =>
  eventually(
    () => Object.values(sandbox.sandbox.state.data.events).every((event) => event.state === 'delivered'),
    'every event delivered',
  );

describe('payout webhooks', () => {
  it('signs every payout event, each reporting the payout as it was then', async () => {
    const account = await fundAccount();
    await control('PUT', '/settings', { balance: '100000', newPayouts: 'hold' });
    const payout = await sandbox.payoutProvider.createPayout(payoutInput(account.id, 30_000n), unique('w'));
    // The creation's events go out after the API's answer; the next ones wait for them, as a bank's would.
    await delivered(payout.id, 2);
    await control('POST', `/${payout.id}/process`);
    await control('POST', `/${payout.id}/reverse`);
    const arrived = (await delivered(payout.id, 4)).map((webhook) => verified(webhook));
    expect(arrived.map((event) => [event?.type, event?.payout.status])).toEqual([
      ['payout.initiated', 'processing'],
      ['payout.updated', 'processing'],
      ['payout.processed', 'processed'],
      ['payout.reversed', 'reversed'],
    ]);
    expect(arrived[2]?.payout).toMatchObject({ amountMinor: 30_000n, feesMinor: 590n, taxMinor: 90n });
    expect(arrived[3]?.payout.utr).toBe(arrived[2]?.payout.utr);

    await control('PUT', '/settings', { balance: '0', newPayouts: 'process' });
    const failing = await sandbox.payoutProvider.createPayout(payoutInput(account.id, 30_000n), unique('w'));
    const rejecting = await sandbox.payoutProvider.createPayout(
      payoutInput(account.id, 30_000n),
      unique('w'),
    );
    await control('POST', `/${failing.id}/fail`);
    await control('POST', `/${rejecting.id}/reject`);
    const types = async (id: string) => (await delivered(id, 2)).map((webhook) => verified(webhook)?.type);
    expect(await types(failing.id)).toEqual(['payout.queued', 'payout.failed']);
    expect(await types(rejecting.id)).toEqual(['payout.queued', 'payout.rejected']);

    const [first] = webhooksOf(payout.id);
    const tampered = {
      ...(first as ReceivedWebhook),
      body: (first as ReceivedWebhook).body.replace('30000', '3000000'),
    };
    expect(() => verified(tampered)).toThrow(NotAuthenticatedError);
  });

  it('retries a payout event until the receiver answers 2xx, and resends it on request, the same event', async () => {
    const account = await fundAccount();
    await control('PUT', '/settings', { balance: '100000', newPayouts: 'process' });
    await settled();
    sandbox.answers.push(503);
    const payout = await sandbox.payoutProvider.createPayout(payoutInput(account.id, 20_000n), unique('r'));
    const arrivals = await delivered(payout.id, 3);
    const initiated = arrivals.filter((webhook) => verified(webhook)?.type === 'payout.initiated');
    expect(initiated).toHaveLength(2);
    expect(initiated[1]?.eventId).toBe(initiated[0]?.eventId);
    expect(initiated[1]?.body).toBe(initiated[0]?.body);

    const processed = arrivals.find(
      (webhook) => verified(webhook)?.type === 'payout.processed',
    ) as ReceivedWebhook;
    const resent = await sandbox.control('POST', '/events/resend', { eventIds: [processed.eventId] });
    expect(resent.status).toBe(200);
    const again = (await delivered(payout.id, 4)).at(-1) as ReceivedWebhook;
    expect([again.eventId, again.body]).toEqual([processed.eventId, processed.body]);
  });

  it('holds payout events while deliveries are paused, and a tester sends them in the order they choose', async () => {
    const account = await fundAccount();
    await control('PUT', '/settings', { balance: '100000', newPayouts: 'process' });
    await settled();
    await sandbox.control('PUT', '/webhooks', { paused: true });
    const payout = await sandbox.payoutProvider.createPayout(payoutInput(account.id, 20_000n), unique('h'));
    const held = await eventually(() => {
      const newest = Object.values(sandbox.sandbox.state.data.events).slice(-2);
      return newest.every((event) => event.state === 'held') && newest;
    }, 'the payout events held');
    expect(held.map((event) => event.event)).toEqual(['payout.initiated', 'payout.processed']);
    expect(webhooksOf(payout.id)).toEqual([]);

    // Newest first: the processed payout arrives before the news that it was initiated.
    await sandbox.control('POST', '/events/resend', { eventIds: held.map((event) => event.id).reverse() });
    expect(webhooksOf(payout.id).map((webhook) => verified(webhook)?.type)).toEqual([
      'payout.processed',
      'payout.initiated',
    ]);
    const resumed = await sandbox.control('PUT', '/webhooks', { paused: false });
    expect(resumed.body.released).toBe(0);
    expect(webhooksOf(payout.id)).toHaveLength(2);
  });

  it('sends after a restart the payout events no receiver acknowledged, and still knows the payout', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'payouts-sandbox-'));
    const stateFile = join(directory, 'payments.json');
    const before = await startTestSandbox({ stateFile });
    try {
      await before.control('PUT', '/webhooks', { paused: true });
      const contact = await before.payoutProvider.createContact({
        name: 'Ravi Kumar',
        type: 'customer',
        referenceId: 'cust_r',
      });
      const account = await before.payoutProvider.createFundAccount({
        contactId: contact.id,
        bankAccount: { name: 'Ravi Kumar', ifsc: 'HDFC0001234', accountNumber: '50100099887766' },
      });
      const payout = await before.payoutProvider.createPayout(payoutInput(account.id, 12_345n), unique('s'));
      await eventually(
        () =>
          Object.values(before.sandbox.state.data.events).filter((event) => event.state === 'held').length ===
          2,
        'the payout events held',
      );
      await before.stop();

      const after = await startTestSandbox({ stateFile });
      try {
        const arrived = await eventually(
          () => webhooksOf(payout.id, after.received).length === 2 && webhooksOf(payout.id, after.received),
          'the held events',
        );
        expect(arrived.map((webhook) => verified(webhook)?.type).sort()).toEqual([
          'payout.initiated',
          'payout.processed',
        ]);
        expect(before.received).toEqual([]);
        expect(await after.payoutProvider.fetchPayout(payout.id)).toMatchObject({
          status: 'processed',
          amountMinor: 12_345n,
        });
      } finally {
        await after.stop();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('driving payouts by hand', () => {
  it('shows payouts on the sandbox page, whose forms set what new payouts do and decide a payout', async () => {
    const account = await fundAccount();
    await control('PUT', '/settings', { balance: '100000', newPayouts: 'process' });
    const form = (path: string, fields: Record<string, string> = {}) =>
      fetch(`${sandbox.url}${path}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
    expect((await form('/payments/payouts/settings', { newPayouts: 'hold' })).status).toBe(303);
    const payout = await sandbox.payoutProvider.createPayout(payoutInput(account.id, 123_456n), unique('g'));
    expect(payout.status).toBe('processing');

    const page = await (await fetch(`${sandbox.url}/`)).text();
    expect(page).toContain('Payouts (RazorpayX)');
    expect(page).toContain('<label for="payout-outcome">New payouts</label>');
    expect(page).toContain('<option value="hold" selected>stay processing until told</option>');
    for (const action of ['process', 'fail', 'reject'])
      expect(page).toContain(`action="/payments/payouts/${payout.id}/${action}"`);
    expect(page).not.toContain(`action="/payments/payouts/${payout.id}/reverse"`);
    expect(page).toContain('₹1,234.56');

    expect((await form(`/payments/payouts/${payout.id}/fail`)).status).toBe(303);
    expect((await sandbox.payoutProvider.fetchPayout(payout.id)).status).toBe('failed');
    expect((await form(`/payments/payouts/${payout.id}/reverse`)).status).toBe(409);
    expect((await form('/payments/payouts/pout_NoSuchPayout00/process')).status).toBe(400);
    expect((await form('/payments/payouts/top-up', { amount: '2500.50' })).status).toBe(303);
    expect(await balance()).toBe(10_250_050n);
  });

  it("pays out through the local stack's sandbox with the handlers' configuration, decided from the CLI", async () => {
    const stack = inject('stack');
    const env = stack.handlerEnv;
    const provider = razorpayPayoutProvider(
      {
        apiUrl: env.RAZORPAY_API_URL as string,
        keyId: env.RAZORPAY_KEY_ID as string,
        keySecret: async () => env.RAZORPAY_KEY_SECRET as string,
      },
      env.RAZORPAY_PAYOUT_ACCOUNT_NUMBER as string,
    );
    // One command through `npm run sandbox` itself; the others run the same command code in-process.
    const command = (...words: string[]) => sandboxCommand(stack.sandboxUrl, ...words);
    const contact = await provider.createContact({
      name: 'Asha Rao',
      type: 'customer',
      referenceId: unique('cust'),
    });
    const account = await provider.createFundAccount({
      contactId: contact.id,
      bankAccount: { name: 'Asha Rao', ifsc: 'SBIN0001234', accountNumber: '30012345678' },
    });
    expect(await command('payouts', 'new', 'hold')).toBe('New payouts: hold.');
    // The stack's sandbox serves every test file of the run: it goes back to processing at once.
    try {
      const payout = await provider.createPayout(payoutInput(account.id, 75_000n), unique('cli'));
      expect(payout.status).toBe('processing');

      const processed = await sandboxCli(stack.sandboxUrl, 'payouts', 'process', payout.id);
      expect(processed).toMatch(
        new RegExp(`^Payout processed: ${payout.id} ₹750.00 IMPS processed · UTR \\d{12}`),
      );
      expect(processed).toMatch(/Webhook payout\.processed evt_\w+ → /);
      expect((await provider.fetchPayout(payout.id)).status).toBe('processed');

      const listed = await command('payouts', 'list', '--last', '5');
      expect(listed).toMatch(/^Business balance ₹[\d,]+\.\d\d; new payouts: hold\./);
      expect(listed).toContain(`${payout.id} ₹750.00 IMPS processed`);
    } finally {
      await command('payouts', 'new', 'process');
    }
  });
});
