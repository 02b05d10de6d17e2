import { describe, expect, it } from 'vitest';
import { parseRazorpayWebhook } from '../../../../lambdas/adapters/razorpay/razorpay-webhooks';
import { transferReference } from '../../../../lambdas/domain/payments/provider-events';
import {
  bankTransferCredited,
  orderPaid,
  paymentCaptured,
  paymentFailed,
  upiTransferCredited,
  verifiedPayer,
} from './webhook-fixtures';

const parse = (body: unknown) => parseRazorpayWebhook(JSON.stringify(body));

describe('Razorpay webhook payloads', () => {
  it('reads a captured card payment with its amount in paise as bigint', () => {
    const event = parse(paymentCaptured);
    expect(event.type).toBe('payment.captured');
    if (event.type !== 'payment.captured') return;
    expect(event.payment).toMatchObject({
      id: 'pay_DESlfW9H8K9uqM',
      orderId: 'order_DESlLckIVRkHWj',
      amount: 200000n,
      status: 'captured',
      fee: 4000n,
      tax: 610n,
      notes: {},
      error: null,
    });
    expect(event.createdAt.toISOString()).toBe('2019-09-05T09:10:06.000Z');
  });

  it('reads a failed payment with the reason the bank or customer gave', () => {
    const event = parse(paymentFailed);
    if (event.type !== 'payment.failed') throw new Error(event.type);
    expect(event.payment.status).toBe('failed');
    expect(event.payment.notes).toEqual({ depositId: 'dep_01' });
    expect(event.payment.error).toEqual({
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed due to incorrect card details',
      source: 'customer',
      step: 'payment_authentication',
      reason: 'incorrect_card_details',
    });
  });

  it('reads order.paid with both the order and the payment', () => {
    const event = parse(orderPaid);
    if (event.type !== 'order.paid') throw new Error(event.type);
    expect(event.order).toMatchObject({
      id: 'order_DESlLckIVRkHWj',
      status: 'paid',
      amountPaid: 200000n,
      amountDue: 0n,
    });
    expect(event.payment.id).toBe('pay_DESlfW9H8K9uqM');
  });

  it('reads a bank transfer to a virtual account: UTR, mode, payer account and the VA', () => {
    const event = parse(bankTransferCredited(verifiedPayer));
    if (event.type !== 'virtual_account.credited') throw new Error(event.type);
    expect(event.transfer).toEqual({
      kind: 'bank_transfer',
      id: 'bt_Di5iqCElVyRlCb',
      paymentId: 'pay_Di5iqCqA1WEHq6',
      virtualAccountId: 'va_Di5gbNptcWV8fQ',
      mode: 'NEFT',
      utr: '157414364471',
      amount: 500000n,
      payer: {
        ifsc: 'UTIB0000013',
        accountNumber: '914010012345679',
        bankName: 'Axis Bank',
        name: 'Gaurav Kumar',
      },
    });
    expect(transferReference(event.transfer)).toBe('157414364471');
    expect(event.virtualAccount).toMatchObject({
      id: 'va_Di5gbNptcWV8fQ',
      customerId: 'cust_805c8oBQdBGPwS',
      notes: { userId: 'u-123' },
      bankAccount: {
        accountNumber: '1112220061746877',
        ifsc: 'RATN0VAAPIS',
        bankName: 'RBL Bank',
        name: 'Acme Corp',
      },
      vpa: { address: 'rpy.payto00000gaurav@icici' },
      allowedPayers: [{ id: 'ba_DlGmm9mSj8fjRM', ifsc: 'UTIB0000013', accountNumber: '914010012345679' }],
    });
    expect(event.payment).toMatchObject({ method: 'bank_transfer', status: 'captured', orderId: null });
  });

  it('keeps a bank transfer whose payer the bank did not report, with payer null', () => {
    const event = parse(bankTransferCredited(null));
    if (event.type !== 'virtual_account.credited') throw new Error(event.type);
    expect(event.transfer.payer).toBeNull();
  });

  it('reads a UPI payment to a virtual account with the payer VPA, account and RRN', () => {
    const event = parse(upiTransferCredited);
    if (event.type !== 'virtual_account.credited') throw new Error(event.type);
    expect(event.transfer).toEqual({
      kind: 'upi_transfer',
      id: 'ut_E5YEUKb9yA0YvX',
      paymentId: 'pay_E5YETrWuVgP3fI',
      virtualAccountId: 'va_Di5gbNptcWV8fQ',
      amount: 10000n,
      payerVpa: 'gauravkumar@exampleupi',
      payer: { ifsc: 'HDFC0000004', accountNumber: '50100000000001', bankName: 'HDFC BANK LTD' },
      rrn: '001718859181',
    });
  });

  it('acknowledges events the wallet does not act on without reading their payload', () => {
    const event = parse({
      entity: 'event',
      event: 'refund.speed_changed',
      payload: { refund: {} },
      created_at: 1,
    });
    expect(event).toMatchObject({ type: 'ignored', event: 'refund.speed_changed' });
  });

  it("reads a refund event (Razorpay's documented refund.created sample) with its refund and payment", () => {
    const payment = paymentCaptured.payload.payment.entity;
    const event = parse({
      entity: 'event',
      event: 'refund.created',
      contains: ['refund', 'payment'],
      payload: {
        refund: {
          entity: {
            id: 'rfnd_FS8TWyPrCsa0OB',
            entity: 'refund',
            amount: 50000,
            currency: 'INR',
            payment_id: payment.id,
            notes: { comment: 'Customer Notes for Webhooks.' },
            receipt: null,
            acquirer_data: { arn: null },
            created_at: 1597734071,
            batch_id: null,
            status: 'processed',
            speed_processed: 'normal',
            speed_requested: 'optimum',
          },
        },
        payment: { entity: { ...payment, amount_refunded: 50000, refund_status: 'partial' } },
      },
      created_at: 1597734072,
    });
    if (event.type !== 'refund.created') throw new Error(event.type);
    expect(event.refund).toMatchObject({
      id: 'rfnd_FS8TWyPrCsa0OB',
      paymentId: payment.id,
      amount: 50000n,
      status: 'processed',
    });
    expect(event.payment).toMatchObject({ amountRefunded: 50000n, refundStatus: 'partial' });
    expect(() => parse({ entity: 'event', event: 'refund.processed', payload: {}, created_at: 1 })).toThrow(
      "refund.processed payload is not in Razorpay's shape",
    );
  });

  it('refuses a body that is not JSON, an event missing its payment and a zero, negative or fractional amount', () => {
    expect(() => parseRazorpayWebhook('{"entity":')).toThrow('not JSON');
    expect(() => parse({ ...paymentCaptured, payload: {} })).toThrow(
      "payment.captured payload is not in Razorpay's shape",
    );
    const withAmount = (amount: number) => ({
      ...paymentCaptured,
      payload: { payment: { entity: { ...paymentCaptured.payload.payment.entity, amount } } },
    });
    expect(() => parse(withAmount(0))).toThrow('payment.entity.amount');
    expect(() => parse(withAmount(-100))).toThrow('payment.entity.amount');
    expect(() => parse(withAmount(100.5))).toThrow('payment.entity.amount');
  });

  it('refuses a credited event with neither a bank nor a UPI transfer', () => {
    const body = bankTransferCredited(verifiedPayer);
    const { bank_transfer: _dropped, ...payload } = body.payload;
    expect(() => parse({ ...body, payload })).toThrow('neither a bank_transfer nor a upi_transfer');
  });
});
