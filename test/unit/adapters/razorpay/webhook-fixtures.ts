/**
 * Webhook bodies in the shape Razorpay publishes in its webhook documentation (fields and nesting as
 * documented, ids and amounts made up). They are what the parser must understand whatever the sandbox does.
 */
const payment = {
  id: 'pay_DESlfW9H8K9uqM',
  entity: 'payment',
  amount: 200000,
  currency: 'INR',
  status: 'captured',
  order_id: 'order_DESlLckIVRkHWj',
  invoice_id: null,
  international: false,
  method: 'card',
  amount_refunded: 0,
  refund_status: null,
  captured: true,
  description: null,
  card_id: 'card_DESlfW9H8K9uqN',
  bank: null,
  wallet: null,
  vpa: null,
  email: 'gaurav.kumar@example.com',
  contact: '+919876543210',
  notes: [],
  fee: 4000,
  tax: 610,
  error_code: null,
  error_description: null,
  error_source: null,
  error_step: null,
  error_reason: null,
  acquirer_data: { auth_code: '064381' },
  created_at: 1567674599,
};

const envelope = <Payload extends Record<string, unknown>>(event: string, payload: Payload) => ({
  entity: 'event',
  account_id: 'acc_BFQ7uQEaa7j2z7',
  event,
  contains: Object.keys(payload),
  payload,
  created_at: 1567674606,
});

export const paymentCaptured = envelope('payment.captured', { payment: { entity: payment } });

export const paymentFailed = envelope('payment.failed', {
  payment: {
    entity: {
      ...payment,
      status: 'failed',
      captured: false,
      fee: null,
      tax: null,
      notes: { depositId: 'dep_01' },
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed due to incorrect card details',
      error_source: 'customer',
      error_step: 'payment_authentication',
      error_reason: 'incorrect_card_details',
    },
  },
});

export const orderPaid = envelope('order.paid', {
  payment: { entity: payment },
  order: {
    entity: {
      id: 'order_DESlLckIVRkHWj',
      entity: 'order',
      amount: 200000,
      amount_paid: 200000,
      amount_due: 0,
      currency: 'INR',
      receipt: 'dep_01JDZ9K3',
      offer_id: null,
      status: 'paid',
      attempts: 1,
      notes: [],
      created_at: 1567674581,
    },
  },
});

const virtualAccount = {
  id: 'va_Di5gbNptcWV8fQ',
  name: 'Acme Corp',
  entity: 'virtual_account',
  status: 'active',
  description: 'Virtual Account created for Raftar Soft',
  amount_expected: null,
  notes: { userId: 'u-123' },
  amount_paid: 500000,
  customer_id: 'cust_805c8oBQdBGPwS',
  receivers: [
    {
      id: 'ba_Di5gbQsGn0QSz3',
      entity: 'bank_account',
      ifsc: 'RATN0VAAPIS',
      bank_name: 'RBL Bank',
      name: 'Acme Corp',
      notes: [],
      account_number: '1112220061746877',
    },
    {
      id: 'vpa_Di5gbQsGn0QSz4',
      entity: 'vpa',
      username: 'rpy.payto00000gaurav',
      handle: 'icici',
      address: 'rpy.payto00000gaurav@icici',
    },
  ],
  allowed_payers: [
    {
      type: 'bank_account',
      id: 'ba_DlGmm9mSj8fjRM',
      bank_account: { ifsc: 'UTIB0000013', account_number: '914010012345679' },
    },
  ],
  close_by: null,
  closed_at: null,
  created_at: 1574837626,
};

const transferPayment = {
  ...payment,
  id: 'pay_Di5iqCqA1WEHq6',
  amount: 500000,
  order_id: null,
  method: 'bank_transfer',
  card_id: null,
  fee: 0,
  tax: 0,
  customer_id: 'cust_805c8oBQdBGPwS',
};

export const bankTransferCredited = (payer: Record<string, unknown> | null) =>
  envelope('virtual_account.credited', {
    payment: { entity: transferPayment },
    virtual_account: { entity: virtualAccount },
    bank_transfer: {
      entity: {
        id: 'bt_Di5iqCElVyRlCb',
        entity: 'bank_transfer',
        payment_id: 'pay_Di5iqCqA1WEHq6',
        mode: 'NEFT',
        bank_reference: '157414364471',
        amount: 500000,
        payer_bank_account: payer,
        virtual_account_id: 'va_Di5gbNptcWV8fQ',
        virtual_account: virtualAccount,
      },
    },
  });

export const verifiedPayer = {
  id: 'ba_Di5iqSxtYrTzPU',
  entity: 'bank_account',
  ifsc: 'UTIB0000013',
  bank_name: 'Axis Bank',
  name: 'Gaurav Kumar',
  notes: [],
  account_number: '914010012345679',
};

export const upiTransferCredited = envelope('virtual_account.credited', {
  payment: {
    entity: {
      ...transferPayment,
      id: 'pay_E5YETrWuVgP3fI',
      method: 'upi',
      amount: 10000,
      vpa: 'gauravkumar@exampleupi',
    },
  },
  virtual_account: { entity: virtualAccount },
  upi_transfer: {
    entity: {
      id: 'ut_E5YEUKb9yA0YvX',
      entity: 'upi_transfer',
      amount: 10000,
      payer_vpa: 'gauravkumar@exampleupi',
      payer_bank: 'HDFC BANK LTD',
      payer_account: '50100000000001',
      payer_ifsc: 'HDFC0000004',
      payment_id: 'pay_E5YETrWuVgP3fI',
      npci_reference_id: '001718859181',
      virtual_account_id: 'va_Di5gbNptcWV8fQ',
    },
  },
});
