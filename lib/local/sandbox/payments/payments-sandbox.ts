/**
 * The payments sandbox's behaviour, shared by its Razorpay-shaped API, its checkout page, its bank-
 * transfer simulator and its control API: each operation changes the state as Razorpay would and queues
 * the webhook events Razorpay would send.
 */
import { checkoutSignature } from '../../../../lambdas/local-twin';
import {
  type AllowedPayer,
  type BankAccountEntity,
  type BankTransferEntity,
  type CustomerEntity,
  type DeliveryAttempt,
  type Notes,
  newId,
  type OrderEntity,
  type PaymentEntity,
  type PaymentsState,
  type RefundEntity,
  randomDigits,
  type StoredEvent,
  type UpiTransferEntity,
  unixNow,
  type VirtualAccountEntity,
  type VpaEntity,
} from './payments-state';
import { providerFee } from './provider-fees';
import type { WebhookSender } from './webhook-sender';

/** A refusal in Razorpay's words; the API turns it into `{ error: { code, description, … } }`. */
export class RazorpayRefusal extends Error {
  constructor(
    readonly status: number,
    description: string,
    readonly field?: string,
    readonly code = 'BAD_REQUEST_ERROR',
  ) {
    super(description);
  }
}

export const notFound = () => new RazorpayRefusal(400, 'The id provided does not exist');

export type CheckoutOutcome = 'success' | 'failure' | '3ds-approve' | '3ds-decline' | 'close';

/** What the browser carries back to the callback URL. */
export type CheckoutResult =
  | {
      kind: 'paid';
      fields: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    }
  | { kind: 'failed' | 'cancelled'; fields: Record<string, string> };

export interface TransferInput {
  virtualAccount: VirtualAccountEntity;
  amount: number;
  method: 'bank_transfer' | 'upi';
  /** The UTR (bank transfer) or RRN (UPI); made up when not given. */
  reference?: string;
  mode?: 'NEFT' | 'RTGS' | 'IMPS';
  /** The sender's account; undefined → the VA's first allowed payer; null → unknown to the provider. */
  payer?: { ifsc: string; accountNumber: string; name?: string } | null;
  payerVpa?: string;
  /** Record the transfer but lose its webhook on the way (resend delivers it). */
  loseWebhook?: boolean;
}

export interface TransferResult {
  reference: string;
  virtualAccountId: string;
  payment: PaymentEntity;
  payer: { ifsc: string; account_number: string; name: string | null } | null;
  matchesAllowedPayer: boolean;
  event: StoredEvent;
  delivery: DeliveryAttempt | undefined;
}

const BANK_NAMES: Record<string, string> = {
  HDFC: 'HDFC Bank',
  SBIN: 'State Bank of India',
  ICIC: 'ICICI Bank',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
  PUNB: 'Punjab National Bank',
  BARB: 'Bank of Baroda',
  YESB: 'Yes Bank',
  RATN: 'RBL Bank',
};

export const bankNameOf = (ifsc: string) => BANK_NAMES[ifsc.slice(0, 4)] ?? `${ifsc.slice(0, 4)} Bank`;

/** An entity by id, or Razorpay's 404 for an id it does not know. */
export function found<Entity>(collection: Record<string, Entity>, id: string): Entity {
  const entity = collection[id];
  if (!entity) throw notFound();
  return entity;
}

export class PaymentsSandbox {
  constructor(
    readonly state: PaymentsState,
    readonly sender: WebhookSender,
    readonly credentials: { keyId: string; keySecret: string },
    readonly merchantName: string,
  ) {}

  private get data() {
    return this.state.data;
  }

  order(id: string): OrderEntity {
    return found(this.data.orders, id);
  }

  payment(id: string): PaymentEntity {
    return found(this.data.payments, id);
  }

  virtualAccount(id: string): VirtualAccountEntity {
    return found(this.data.virtualAccounts, id);
  }

  /** Keeps a new entity in its collection and on disk, and returns it as Razorpay's create calls do. */
  private kept<Entity extends { id: string }>(collection: Record<string, Entity>, entity: Entity): Entity {
    collection[entity.id] = entity;
    this.state.save();
    return entity;
  }

  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string | null;
    notes: Notes | [];
  }): OrderEntity {
    const order: OrderEntity = {
      id: newId('order'),
      entity: 'order',
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: input.notes,
      created_at: unixNow(),
    };
    return this.kept(this.data.orders, order);
  }

  createCustomer(input: {
    name: string | null;
    email: string | null;
    contact: string | null;
    notes: Notes | [];
    failExisting: boolean;
  }): CustomerEntity {
    const existing = Object.values(this.data.customers).find(
      (customer) =>
        (input.email && customer.email?.toLowerCase() === input.email.toLowerCase()) ||
        (input.contact && customer.contact === input.contact),
    );
    if (existing) {
      if (input.failExisting) throw new RazorpayRefusal(400, 'Customer already exists for the merchant');
      return existing;
    }
    const customer: CustomerEntity = {
      id: newId('cust'),
      entity: 'customer',
      name: input.name,
      email: input.email,
      contact: input.contact,
      gstin: null,
      notes: input.notes,
      created_at: unixNow(),
    };
    return this.kept(this.data.customers, customer);
  }

  createVirtualAccount(input: {
    types: ('bank_account' | 'vpa')[];
    vpaDescriptor: string | null;
    allowedPayers: { ifsc: string; account_number: string }[];
    customerId: string | null;
    description: string | null;
    notes: Notes | [];
    closeBy: number | null;
  }): VirtualAccountEntity {
    if (input.customerId && !this.data.customers[input.customerId])
      throw new RazorpayRefusal(400, 'The id provided does not exist', 'customer_id');
    const receivers: (BankAccountEntity | VpaEntity)[] = [];
    if (input.types.includes('bank_account'))
      receivers.push({
        id: newId('ba'),
        entity: 'bank_account',
        ifsc: 'RATN0VAAPIS',
        bank_name: 'RBL Bank',
        name: this.merchantName,
        notes: [],
        // Smart Collect account numbers: the merchant's prefix and a per-account suffix.
        account_number: `2223330${randomDigits(9)}`,
      });
    if (input.types.includes('vpa')) {
      const username = `rpy.payto00000${(input.vpaDescriptor ?? randomDigits(8)).toLowerCase()}`;
      receivers.push({
        id: newId('vpa'),
        entity: 'vpa',
        username,
        handle: 'icici',
        address: `${username}@icici`,
      });
    }
    const account: VirtualAccountEntity = {
      id: newId('va'),
      name: this.merchantName,
      entity: 'virtual_account',
      status: 'active',
      description: input.description,
      amount_expected: null,
      notes: input.notes,
      amount_paid: 0,
      customer_id: input.customerId,
      receivers,
      allowed_payers: input.allowedPayers.map((payer) => this.allowedPayer(payer)),
      close_by: input.closeBy,
      closed_at: null,
      created_at: unixNow(),
    };
    return this.kept(this.data.virtualAccounts, account);
  }

  addAllowedPayer(
    virtualAccountId: string,
    payer: { ifsc: string; account_number: string },
  ): VirtualAccountEntity {
    const account = this.virtualAccount(virtualAccountId);
    if (
      account.allowed_payers.some(
        (each) =>
          each.bank_account.account_number === payer.account_number && each.bank_account.ifsc === payer.ifsc,
      )
    )
      throw new RazorpayRefusal(400, 'The allowed payer already exists for this virtual account');
    account.allowed_payers.push(this.allowedPayer(payer));
    this.state.save();
    return account;
  }

  private allowedPayer(payer: { ifsc: string; account_number: string }): AllowedPayer {
    return {
      type: 'bank_account',
      id: newId('ba'),
      bank_account: { ifsc: payer.ifsc, account_number: payer.account_number },
    };
  }

  /**
   * One pass through the hosted checkout for an order. `loseWebhooks`: its events are recorded but lost
   * on the way (resend delivers them), as when our webhook endpoint was down for Razorpay's 24 hours.
   */
  async checkout(
    orderId: string,
    outcome: CheckoutOutcome,
    email: string | null = null,
    { loseWebhooks = false } = {},
  ): Promise<CheckoutResult> {
    const order = this.order(orderId);
    if (outcome === 'close')
      return {
        kind: 'cancelled',
        fields: {
          'error[code]': 'BAD_REQUEST_ERROR',
          'error[description]': 'Payment processing cancelled by user',
          'error[source]': 'customer',
          'error[step]': 'payment_authentication',
          'error[reason]': 'payment_cancelled',
          'error[metadata]': JSON.stringify({ order_id: order.id }),
        },
      };
    if (order.status === 'paid') throw new RazorpayRefusal(400, 'Order has already been paid');
    const succeeded = outcome === 'success' || outcome === '3ds-approve';
    const payment = this.newCardPayment(order, email);
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    if (succeeded) {
      this.data.payments[payment.id] = payment;
      const events = this.capture(payment, order);
      await this.dispatchAll(events, loseWebhooks);
      return {
        kind: 'paid',
        fields: {
          razorpay_payment_id: payment.id,
          razorpay_order_id: order.id,
          razorpay_signature: checkoutSignature(this.credentials.keySecret, order.id, payment.id),
        },
      };
    }
    const authentication = outcome === '3ds-decline';
    Object.assign(payment, {
      status: 'failed',
      error_code: 'BAD_REQUEST_ERROR',
      error_description: authentication
        ? 'Payment failed because the cardholder declined the 3-D Secure authentication'
        : 'Payment failed because the bank declined it',
      error_source: authentication ? 'customer' : 'bank',
      error_step: authentication ? 'payment_authentication' : 'payment_authorization',
      error_reason: authentication ? 'authentication_failed' : 'payment_failed',
    } satisfies Partial<PaymentEntity>);
    this.data.payments[payment.id] = payment;
    this.state.save();
    const failed = this.newEvent('payment.failed', { payment });
    await this.dispatchAll([failed], loseWebhooks);
    return {
      kind: 'failed',
      fields: {
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[description]': payment.error_description ?? 'Payment failed',
        'error[source]': payment.error_source ?? 'bank',
        'error[step]': payment.error_step ?? 'payment_authorization',
        'error[reason]': payment.error_reason ?? 'payment_failed',
        'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: order.id }),
      },
    };
  }

  /**
   * A normal refund of a captured payment (all of it or part), with `refund.created`. Processed at once
   * (then `refund.processed`) unless `pending`: then it waits for settleRefund, which processes or fails
   * it. The payment's `amount_refunded` counts it from its creation, as Razorpay takes a refund out of the
   * merchant's balance when it is created. With an idempotency key, the same key and request give back
   * the same refund and a different request under it is refused, as Razorpay does. `loseWebhooks` loses
   * its events on the way (the reconciliation must find the refund).
   */
  async refund(
    paymentId: string,
    request: { amount: number; receipt: string | null; notes: Notes | [] },
    idempotencyKey: string | undefined,
    { loseWebhooks = false, pending = false } = {},
  ): Promise<RefundEntity> {
    const payment = this.payment(paymentId);
    const asked = JSON.stringify({ paymentId, ...request });
    const earlier = idempotencyKey ? this.data.refundKeys[idempotencyKey] : undefined;
    if (earlier) {
      if (earlier.request !== asked)
        throw new RazorpayRefusal(400, 'The idempotency key was used with a different request.');
      return found(this.data.refunds, earlier.refundId);
    }
    if (!payment.captured || (payment.status !== 'captured' && payment.status !== 'refunded'))
      throw new RazorpayRefusal(400, 'Refunds can be made only on captured payments.');
    const refundable = payment.amount - payment.amount_refunded;
    if (refundable === 0) throw new RazorpayRefusal(400, 'The payment has been fully refunded already');
    if (request.amount > refundable)
      throw new RazorpayRefusal(400, 'The refund amount provided is greater than amount captured', 'amount');
    const refund = this.newRefund(payment, request, pending ? 'pending' : 'processed');
    if (idempotencyKey) this.data.refundKeys[idempotencyKey] = { request: asked, refundId: refund.id };
    this.countRefunded(payment, request.amount);
    const events = [this.newEvent('refund.created', { refund, payment })];
    if (!pending) events.push(this.newEvent('refund.processed', { refund, payment }));
    this.state.save();
    await this.dispatchAll(events, loseWebhooks);
    return refund;
  }

  /**
   * A pending refund settles: `processed` (`refund.processed`), or `failed` (`refund.failed`), when the
   * payer's bank refuses it; the money then goes back to the merchant's balance, so the payment no longer
   * counts it as refunded.
   */
  async settleRefund(
    refundId: string,
    outcome: 'processed' | 'failed',
    { loseWebhooks = false } = {},
  ): Promise<RefundEntity> {
    const refund = found(this.data.refunds, refundId);
    if (refund.status !== 'pending')
      throw new RazorpayRefusal(400, `Only a pending refund can settle; this one is ${refund.status}`);
    const payment = this.payment(refund.payment_id);
    refund.status = outcome;
    if (outcome === 'failed') this.countRefunded(payment, -refund.amount);
    const event = this.newEvent(`refund.${outcome}`, { refund, payment });
    this.state.save();
    await this.dispatchAll([event], loseWebhooks);
    return refund;
  }

  /**
   * A card payment authorised and never captured, voided: the provider gives the hold back to the
   * cardholder as a refund of the whole payment (`refund.created`, `refund.processed`), the payment
   * `refunded` without ever being `captured`. No money ever reached the merchant.
   */
  async voidAuthorization(paymentId: string, { loseWebhooks = false } = {}): Promise<RefundEntity> {
    const payment = this.payment(paymentId);
    if (payment.status !== 'authorized')
      throw new RazorpayRefusal(
        400,
        `Only an authorised payment can be voided; this one is ${payment.status}`,
      );
    const refund = this.newRefund(payment, { amount: payment.amount, receipt: null, notes: [] }, 'processed');
    this.countRefunded(payment, payment.amount);
    const events = [
      this.newEvent('refund.created', { refund, payment }),
      this.newEvent('refund.processed', { refund, payment }),
    ];
    this.state.save();
    await this.dispatchAll(events, loseWebhooks);
    return refund;
  }

  /** A card payment authorised by the bank and left uncaptured (`payment.authorized`). */
  async authorizeOnly(orderId: string, { loseWebhooks = false } = {}): Promise<PaymentEntity> {
    const order = this.order(orderId);
    if (order.status === 'paid') throw new RazorpayRefusal(400, 'Order has already been paid');
    const payment = this.newCardPayment(order, null);
    payment.status = 'authorized';
    order.attempts += 1;
    order.status = 'attempted';
    this.data.payments[payment.id] = payment;
    const event = this.newEvent('payment.authorized', { payment });
    this.state.save();
    await this.dispatchAll([event], loseWebhooks);
    return payment;
  }

  private newRefund(
    payment: PaymentEntity,
    request: { amount: number; receipt: string | null; notes: Notes | [] },
    status: RefundEntity['status'],
  ): RefundEntity {
    const refund: RefundEntity = {
      id: newId('rfnd'),
      entity: 'refund',
      amount: request.amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: request.notes,
      receipt: request.receipt,
      acquirer_data: payment.method === 'card' ? { arn: randomDigits(23) } : { utr: randomDigits(12) },
      created_at: unixNow(),
      batch_id: null,
      status,
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    this.data.refunds[refund.id] = refund;
    return refund;
  }

  /** What the payment says it has refunded, after a refund is made (or, negative, fails). */
  private countRefunded(payment: PaymentEntity, amount: number): void {
    payment.amount_refunded += amount;
    const full = payment.amount_refunded === payment.amount;
    Object.assign(payment, {
      refund_status: payment.amount_refunded === 0 ? null : full ? 'full' : 'partial',
      status: full ? 'refunded' : payment.captured ? 'captured' : payment.status,
    } satisfies Partial<PaymentEntity>);
  }

  /**
   * A late authorisation: the bank confirms a payment first reported as failed, and the provider
   * captures it (`payment.captured`, then `order.paid`); `loseWebhooks` loses both on the way.
   */
  async captureLate(paymentId: string, { loseWebhooks = false } = {}): Promise<StoredEvent[]> {
    const payment = this.payment(paymentId);
    if (payment.status !== 'failed')
      throw new RazorpayRefusal(
        400,
        `Only a failed payment can be captured late; this one is ${payment.status}`,
      );
    const order = payment.order_id ? this.data.orders[payment.order_id] : undefined;
    if (order?.status === 'paid') throw new RazorpayRefusal(400, 'Order has already been paid');
    Object.assign(payment, {
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
    } satisfies Partial<PaymentEntity>);
    const events = this.capture(payment, order, { withAuthorized: false });
    await this.dispatchAll(events, loseWebhooks);
    return events;
  }

  /**
   * `POST /v1/payments/{id}/capture`: a payment the bank authorised, captured for exactly its amount
   * (`payment.captured`, then `order.paid`). Razorpay refuses a second capture, a payment never
   * authorised, and an amount other than the one authorised.
   */
  async captureAuthorized(
    paymentId: string,
    amount: number,
    currency: string | null,
  ): Promise<PaymentEntity> {
    const payment = this.payment(paymentId);
    if (payment.captured) throw new RazorpayRefusal(400, 'This payment has already been captured');
    if (payment.status !== 'authorized')
      throw new RazorpayRefusal(
        400,
        'Only payments which have been authorized and not yet captured can be captured',
      );
    if (currency !== null && currency !== payment.currency)
      throw new RazorpayRefusal(400, 'Currency is not supported', 'currency');
    if (amount !== payment.amount)
      throw new RazorpayRefusal(400, 'Capture amount must be equal to the amount authorized', 'amount');
    const order = payment.order_id ? this.data.orders[payment.order_id] : undefined;
    if (order?.status === 'paid') throw new RazorpayRefusal(400, 'Order has already been paid');
    await this.dispatchAll(this.capture(payment, order, { withAuthorized: false }), false);
    return payment;
  }

  /**
   * `POST /v1/virtual_accounts/{id}/close`: no more money can arrive on it. Razorpay sends
   * `virtual_account.closed` only to webhooks subscribed to it, which the wallet's is not.
   */
  closeVirtualAccount(virtualAccountId: string): VirtualAccountEntity {
    const account = this.virtualAccount(virtualAccountId);
    if (account.status === 'closed') throw new RazorpayRefusal(400, 'Virtual Account is closed');
    Object.assign(account, {
      status: 'closed',
      closed_at: unixNow(),
    } satisfies Partial<VirtualAccountEntity>);
    this.state.save();
    return account;
  }

  refundOf(refundId: string): RefundEntity {
    return found(this.data.refunds, refundId);
  }

  /** `PATCH /v1/refunds/{id}`: only a refund's notes can change. */
  editRefundNotes(refundId: string, notes: Notes | []): RefundEntity {
    const refund = this.refundOf(refundId);
    refund.notes = notes;
    this.state.save();
    return refund;
  }

  private async dispatchAll(events: StoredEvent[], lose: boolean): Promise<void> {
    await Promise.all(events.map((event) => this.sender.dispatch(event, { lose })));
  }

  private capture(
    payment: PaymentEntity,
    order: OrderEntity | undefined,
    options = { withAuthorized: true },
  ): StoredEvent[] {
    const events: StoredEvent[] = [];
    if (options.withAuthorized) {
      payment.status = 'authorized';
      events.push(this.newEvent('payment.authorized', { payment }));
    }
    Object.assign(payment, {
      status: 'captured',
      captured: true,
      ...providerFee('card', payment.amount),
    } satisfies Partial<PaymentEntity>);
    events.push(this.newEvent('payment.captured', { payment }));
    if (order) {
      Object.assign(order, {
        status: 'paid',
        amount_paid: order.amount,
        amount_due: 0,
      } satisfies Partial<OrderEntity>);
      events.push(this.newEvent('order.paid', { payment, order }));
    }
    this.state.save();
    return events;
  }

  private newCardPayment(order: OrderEntity, email: string | null): PaymentEntity {
    return newPayment({
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      method: 'card',
      card_id: newId('card'),
      email,
      contact: '+919000090000',
      notes: order.notes,
      acquirer_data: { auth_code: randomDigits(6) },
    });
  }

  /** Money arrives on a virtual account by NEFT/RTGS/IMPS or UPI; `virtual_account.credited` follows. */
  async transfer(input: TransferInput): Promise<TransferResult> {
    const account = input.virtualAccount;
    if (account.status !== 'active')
      throw new RazorpayRefusal(400, `The virtual account is ${account.status}`);
    const allowed = account.allowed_payers[0]?.bank_account;
    const customer = account.customer_id ? this.data.customers[account.customer_id] : undefined;
    const payer =
      input.payer === null
        ? null
        : input.payer
          ? {
              ifsc: input.payer.ifsc,
              account_number: input.payer.accountNumber,
              name: input.payer.name ?? null,
            }
          : allowed
            ? { ...allowed, name: customer?.name ?? null }
            : null;
    const matchesAllowedPayer =
      payer !== null &&
      account.allowed_payers.some(
        (each) =>
          each.bank_account.account_number === payer.account_number && each.bank_account.ifsc === payer.ifsc,
      );
    const upi = input.method === 'upi';
    const reference =
      input.reference ??
      (upi || input.mode === 'IMPS' || !input.mode ? randomDigits(12) : `RATNN${randomDigits(11)}`);
    const payerVpa = upi
      ? (input.payerVpa ??
        (customer?.email ? `${customer.email.split('@')[0]}@okhdfcbank` : 'payer@okhdfcbank'))
      : null;
    const payment = newPayment({
      amount: input.amount,
      method: upi ? 'upi' : 'bank_transfer',
      vpa: payerVpa,
      email: customer?.email ?? null,
      customer_id: account.customer_id,
      description: upi ? 'UPI payment to a virtual account' : 'Bank transfer to a virtual account',
      status: 'captured',
      captured: true,
      ...providerFee(upi ? 'upi' : 'bank_transfer', input.amount),
      acquirer_data: upi ? { rrn: reference } : { utr: reference },
    });
    this.data.payments[payment.id] = payment;
    account.amount_paid += input.amount;
    // Razorpay's payload names the transfer by its kind: upi_transfer or bank_transfer.
    let credit: { upi_transfer: UpiTransferEntity } | { bank_transfer: BankTransferEntity };
    if (upi) {
      const transfer: UpiTransferEntity = {
        id: newId('ut'),
        entity: 'upi_transfer',
        amount: input.amount,
        payer_vpa: payerVpa,
        payer_bank: payer ? bankNameOf(payer.ifsc) : null,
        payer_account: payer?.account_number ?? null,
        payer_ifsc: payer?.ifsc ?? null,
        payment_id: payment.id,
        npci_reference_id: reference,
        virtual_account_id: account.id,
        virtual_account: account,
      };
      this.data.upiTransfers[transfer.id] = transfer;
      credit = { upi_transfer: transfer };
    } else {
      const transfer: BankTransferEntity = {
        id: newId('bt'),
        entity: 'bank_transfer',
        payment_id: payment.id,
        mode: input.mode ?? 'IMPS',
        bank_reference: reference,
        amount: input.amount,
        payer_bank_account: payer
          ? {
              id: newId('ba'),
              entity: 'bank_account',
              ifsc: payer.ifsc,
              bank_name: bankNameOf(payer.ifsc),
              name: payer.name,
              notes: [],
              account_number: payer.account_number,
            }
          : null,
        virtual_account_id: account.id,
        virtual_account: account,
      };
      this.data.bankTransfers[transfer.id] = transfer;
      credit = { bank_transfer: transfer };
    }
    const event = this.newEvent('virtual_account.credited', { payment, virtual_account: account, ...credit });
    this.state.save();
    const delivery = await this.sender.dispatch(event, { lose: input.loseWebhook === true });
    return { reference, virtualAccountId: account.id, payment, payer, matchesAllowedPayer, event, delivery };
  }

  /**
   * Finds a virtual account as a person names it: its id (`va_…`), its account number, its UPI id, or
   * the email of its customer (or an `email` note).
   */
  findVirtualAccount(to: string): VirtualAccountEntity | undefined {
    const wanted = to.trim().toLowerCase();
    const accounts = Object.values(this.data.virtualAccounts).reverse();
    return (
      this.data.virtualAccounts[to.trim()] ??
      accounts.find((account) =>
        account.receivers.some((receiver) =>
          receiver.entity === 'bank_account'
            ? receiver.account_number === wanted
            : receiver.address.toLowerCase() === wanted,
        ),
      ) ??
      accounts.find((account) => {
        const customer = account.customer_id ? this.data.customers[account.customer_id] : undefined;
        const noteEmail = Array.isArray(account.notes) ? undefined : account.notes.email;
        return customer?.email?.toLowerCase() === wanted || noteEmail?.toLowerCase() === wanted;
      })
    );
  }

  /** A webhook event in Razorpay's envelope, its body fixed once so every delivery sends the same bytes. */
  newEvent(name: string, entities: Record<string, unknown>): StoredEvent {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_LocalSandbox01',
      event: name,
      contains: Object.keys(entities),
      payload: Object.fromEntries(Object.entries(entities).map(([key, entity]) => [key, { entity }])),
      created_at: unixNow(),
    });
    const event: StoredEvent = {
      id: newId('evt'),
      event: name,
      body,
      createdAt: new Date().toISOString(),
      deliveries: [],
      state: 'pending',
      nextAttemptAt: null,
    };
    this.data.events[event.id] = event;
    return event;
  }
}

function newPayment(
  fields: Partial<PaymentEntity> & Pick<PaymentEntity, 'amount' | 'method'>,
): PaymentEntity {
  return {
    id: newId('pay'),
    entity: 'payment',
    currency: 'INR',
    status: 'created',
    order_id: null,
    invoice_id: null,
    international: false,
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: null,
    email: null,
    contact: null,
    customer_id: null,
    notes: [],
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    acquirer_data: {},
    created_at: unixNow(),
    ...fields,
  };
}
