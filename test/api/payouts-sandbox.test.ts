/**
 * The payments sandbox's RazorpayX side through its HTTP API, driven by the real payout adapter the
 * handlers use: contacts, fund accounts and the penny drop, payouts under X-Payout-Idempotency, the
 * business balance that queues them, every status a payout can reach, and the signed payout webhooks.
 * The sandbox runs in-process on its own port, so its balance and settings are this file's alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePayoutInput } from '../../lambdas/domain/payments/payout-provider';
import {
  PaymentProviderError,
  PayoutBalanceTooLowError,
  PayoutIdempotencyConflictError,
  ProviderRecordNotFoundError,
} from '../../lambdas/domain/payments/provider-errors';
import { SANDBOX_BUSINESS_ACCOUNT_NUMBER } from '../../lib/local/sandbox/payments/payouts-state';
import { startTestSandbox, testSecrets } from '../support/payments-sandbox';

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
      feesMinor: 1_000n,
      taxMinor: 180n,
      referenceId: input.referenceId,
      mode: 'IMPS',
      fundAccountId: account.id,
    });
    expect(first.utr).toMatch(/^\d{12}$/);
    expect(await sandbox.payoutProvider.listPayoutsByReference(input.referenceId)).toEqual([first]);
    // Charged once: the amount, the ₹10 fee and its ₹1.80 GST.
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
    expect(sent).toMatchObject({ status: 'processed', feesMinor: 500n, taxMinor: 90n });
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
