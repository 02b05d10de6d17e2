/**
 * The real Razorpay adapter against the payments sandbox (started in-process): the calls the wallet
 * makes, the answers it reads, and the refusals it turns into domain errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpayPaymentProvider } from '../../../../lambdas/adapters/razorpay/razorpay-payment-provider';
import { isValidCheckoutSignature } from '../../../../lambdas/adapters/razorpay/razorpay-signatures';
import {
  PaymentProviderError,
  ProviderRecordNotFoundError,
} from '../../../../lambdas/domain/payments/provider-errors';
import { startTestSandbox, testSecrets } from '../../../support/payments-sandbox';

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

describe('Razorpay adapter against the sandbox', () => {
  it('creates an order in paise that starts created, with nothing paid', async () => {
    const order = await sandbox.provider.createOrder({
      amount: 200000n,
      receipt: 'dep_create_1',
      notes: { depositId: 'd1' },
    });
    expect(order).toMatchObject({
      amount: 200000n,
      amountPaid: 0n,
      amountDue: 200000n,
      currency: 'INR',
      receipt: 'dep_create_1',
      status: 'created',
      attempts: 0,
      notes: { depositId: 'd1' },
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(await sandbox.provider.fetchOrder(order.id)).toEqual(order);
  });

  it('refuses an order under ₹1 or with a receipt over 40 characters before calling the provider', async () => {
    await expect(sandbox.provider.createOrder({ amount: 99n, receipt: 'r' })).rejects.toThrow(
      'at least 100 paise',
    );
    await expect(sandbox.provider.createOrder({ amount: 100n, receipt: 'r'.repeat(41) })).rejects.toThrow(
      '1 to 40',
    );
  });

  it('reads a paid order and its captured payment after a successful checkout, and the signature checks out', async () => {
    const order = await sandbox.provider.createOrder({ amount: 250000n, receipt: 'dep_paid_1' });
    const { body } = await sandbox.control('POST', '/checkout', { order_id: order.id, outcome: 'success' });
    const fields = (body as unknown as { fields: Record<string, string> }).fields;
    const paymentId = fields.razorpay_payment_id as string;
    expect(
      isValidCheckoutSignature({
        storedOrderId: order.id,
        paymentId,
        signature: fields.razorpay_signature,
        keySecret: testSecrets.keySecret,
      }),
    ).toBe(true);
    expect(await sandbox.provider.fetchPayment(paymentId)).toMatchObject({
      id: paymentId,
      orderId: order.id,
      amount: 250000n,
      status: 'captured',
      captured: true,
      method: 'card',
      error: null,
    });
    expect(await sandbox.provider.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      amountPaid: 250000n,
      amountDue: 0n,
      attempts: 1,
    });
    expect((await sandbox.provider.fetchOrderPayments(order.id)).map((payment) => payment.id)).toEqual([
      paymentId,
    ]);
  });

  it('reads a failed attempt: the order is attempted, the payment failed with the reason', async () => {
    const order = await sandbox.provider.createOrder({ amount: 10000n, receipt: 'dep_failed_1' });
    await sandbox.control('POST', '/checkout', { order_id: order.id, outcome: '3ds-decline' });
    const [payment] = await sandbox.provider.fetchOrderPayments(order.id);
    expect(payment).toMatchObject({
      status: 'failed',
      captured: false,
      error: { reason: 'authentication_failed' },
    });
    expect(await sandbox.provider.fetchOrder(order.id)).toMatchObject({
      status: 'attempted',
      attempts: 1,
      amountPaid: 0n,
    });
  });

  it('creates a virtual account with a bank account, a UPI id and the verified account as its only allowed payer', async () => {
    const account = await sandbox.provider.createVirtualAccount({
      customer: { name: 'Asha Verma', email: 'asha.va@example.com' },
      allowedPayer: { ifsc: 'HDFC0001234', accountNumber: '50100012345678' },
      notes: { userId: 'user-asha' },
    });
    expect(account).toMatchObject({
      status: 'active',
      amountPaid: 0n,
      notes: { userId: 'user-asha' },
      bankAccount: { ifsc: 'RATN0VAAPIS', bankName: 'RBL Bank' },
      allowedPayers: [{ ifsc: 'HDFC0001234', accountNumber: '50100012345678' }],
    });
    expect(account.bankAccount?.accountNumber).toMatch(/^\d{16}$/);
    expect(account.vpa?.address).toMatch(/^rpy\.payto[0-9a-z]+@icici$/);
    expect(account.customerId).toMatch(/^cust_/);

    const again = await sandbox.provider.createVirtualAccount({
      customer: { name: 'Asha Verma', email: 'asha.va@example.com' },
      allowedPayer: { ifsc: 'HDFC0001234', accountNumber: '50100012345678' },
    });
    expect(again.customerId).toBe(account.customerId);

    const updated = await sandbox.provider.addAllowedPayer(account.id, {
      ifsc: 'SBIN0000001',
      accountNumber: '30000000001',
    });
    expect(updated.allowedPayers.map((payer) => payer.accountNumber)).toEqual([
      '50100012345678',
      '30000000001',
    ]);
    expect(await sandbox.provider.fetchVirtualAccount(account.id)).toEqual(updated);
  });

  it('reads a payment received on a virtual account with the bank or UPI transfer behind it', async () => {
    const account = await sandbox.provider.createVirtualAccount({
      customer: { name: 'Ravi Iyer', email: 'ravi.va@example.com' },
      allowedPayer: { ifsc: 'SBIN0004321', accountNumber: '30001234567' },
    });
    const sent = async (body: Record<string, unknown>) =>
      (await sandbox.control('POST', '/bank-transfers', { to: account.id, ...body })).body as unknown as {
        paymentId: string;
      };
    const neft = await sent({ amount: '5000', utr: 'SBINN52026112501', mode: 'NEFT' });
    expect(await sandbox.provider.fetchVirtualAccountPayment(neft.paymentId)).toMatchObject({
      payment: { id: neft.paymentId, amount: 500000n, currency: 'INR', status: 'captured' },
      transfer: {
        kind: 'bank_transfer',
        paymentId: neft.paymentId,
        virtualAccountId: account.id,
        utr: 'SBINN52026112501',
        amount: 500000n,
        payer: { ifsc: 'SBIN0004321', accountNumber: '30001234567' },
      },
    });
    const upi = await sent({ amount: '250.50', method: 'upi' });
    expect(await sandbox.provider.fetchVirtualAccountPayment(upi.paymentId)).toMatchObject({
      payment: { id: upi.paymentId, amount: 25050n, method: 'upi', status: 'captured' },
      transfer: { kind: 'upi_transfer', virtualAccountId: account.id, amount: 25050n },
    });
    await expect(sandbox.provider.fetchVirtualAccountPayment('pay_DoesNotExist00')).rejects.toBeInstanceOf(
      ProviderRecordNotFoundError,
    );
  });

  it('refunds a payment once per idempotency key, and never more than was paid', async () => {
    const account = await sandbox.provider.createVirtualAccount({
      customer: { name: 'Meera Das', email: 'meera.va@example.com' },
      allowedPayer: { ifsc: 'SBIN0004321', accountNumber: '30007654321' },
    });
    const { body } = await sandbox.control('POST', '/bank-transfers', { to: account.id, amount: '700' });
    const { paymentId } = body as unknown as { paymentId: string };
    const input = { amount: 70000n, idempotencyKey: 'return-01TESTRETURN', receipt: 'return-01TESTRETURN' };

    const [first, again] = [
      await sandbox.provider.refundPayment(paymentId, input),
      await sandbox.provider.refundPayment(paymentId, input),
    ];

    expect(first).toMatchObject({ paymentId, amount: 70000n, status: 'processed' });
    expect(first.id).toMatch(/^rfnd_/);
    expect(again).toEqual(first);
    expect(await sandbox.provider.fetchPayment(paymentId)).toMatchObject({ status: 'refunded' });
    await expect(
      sandbox.provider.refundPayment(paymentId, { ...input, amount: 100n }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(
      sandbox.provider.refundPayment(paymentId, { ...input, idempotencyKey: 'another-key-0001' }),
    ).rejects.toThrow('fully refunded');
  });

  it('turns an unknown id into a not-found error and a wrong key secret into a provider error', async () => {
    await expect(sandbox.provider.fetchPayment('pay_DoesNotExist00')).rejects.toBeInstanceOf(
      ProviderRecordNotFoundError,
    );
    await expect(sandbox.provider.fetchOrder('order_DoesNotExist0')).rejects.toBeInstanceOf(
      ProviderRecordNotFoundError,
    );
    const wrongSecret = razorpayPaymentProvider({
      apiUrl: sandbox.url,
      keyId: testSecrets.keyId,
      keySecret: async () => 'not-the-secret',
    });
    const refusal = await wrongSecret
      .createOrder({ amount: 100n, receipt: 'r' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaymentProviderError);
    expect(refusal).toMatchObject({ status: 401, code: 'BAD_REQUEST_ERROR' });
  });

  it('refuses an id that is not a Razorpay id without making a request', async () => {
    await expect(sandbox.provider.fetchPayment('../orders')).rejects.toThrow('is not a Razorpay id');
  });

  it('reports an unreachable provider as a provider error, not a crash', async () => {
    const unreachable = razorpayPaymentProvider({
      apiUrl: 'http://127.0.0.1:9',
      keyId: testSecrets.keyId,
      keySecret: async () => testSecrets.keySecret,
    });
    await expect(unreachable.fetchOrder('order_Whatever000000')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});
