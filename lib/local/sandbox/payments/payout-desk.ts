/**
 * The sandbox's RazorpayX payouts, shared by its API, its page, its control API and the CLI: payouts to
 * fund accounts (payee-desk.ts) paid from the business account's balance.
 *
 * A payout the balance cannot cover (amount + fee, GST included) stays `queued` when asked to
 * (`queue_if_low_balance`) and is refused otherwise; a top-up sends queued payouts out oldest first, each
 * that now fits, as Razorpay does. Leaving the queue charges the balance and makes the payout
 * `processing` (`payout.initiated`); then the tester's setting decides: processed at once (a UTR,
 * `payout.processed`), held in processing (`payout.updated` with the bank's pending status) or failed
 * (`payout.failed`, the money back). A processed payout can later be reversed by the beneficiary's bank
 * (`payout.reversed`, the money back). Webhooks go out one after another in that order, through the
 * shared sender, so its retries, pause and resend apply to them as to every other event.
 */
import { SandboxInputError } from '../sandbox-server';
import { PayeeDesk } from './payee-desk';
import { found, type PaymentsSandbox, RazorpayRefusal } from './payments-sandbox';
import { type Notes, newId, randomDigits, type StoredEvent, unixNow } from './payments-state';
import type { NewPayoutOutcome, PayoutEntity, PayoutStatusDetails } from './payouts-state';
import { payoutFee } from './provider-fees';

export interface PayoutRequest {
  fundAccountId: string;
  amount: number;
  mode: PayoutEntity['mode'];
  purpose: string;
  queueIfLowBalance: boolean;
  referenceId: string | null;
  narration: string | null;
  notes: Notes | [];
}

const LOW_BALANCE: PayoutStatusDetails = {
  description:
    'Payout is queued as there is insufficient balance in your business account to process the payout',
  source: 'business',
  reason: 'low_balance',
};

export class PayoutDesk {
  /** The contacts and fund accounts payouts go to. */
  readonly payees: PayeeDesk;

  constructor(readonly sandbox: PaymentsSandbox) {
    this.payees = new PayeeDesk(sandbox);
  }

  get data() {
    return this.sandbox.state.data.payouts;
  }

  private save() {
    this.sandbox.state.save();
  }

  payout(id: string): PayoutEntity {
    return found(this.data.payouts, id);
  }

  /**
   * A payout under an idempotency key: the same key and request give back the same payout as it is now,
   * another request under it is refused. Its webhooks go out after the answer, as the provider's do.
   */
  createPayout(request: PayoutRequest, idempotencyKey: string): PayoutEntity {
    const asked = JSON.stringify(request);
    const earlier = this.data.idempotencyKeys[idempotencyKey];
    if (earlier) {
      if (earlier.request !== asked)
        throw new RazorpayRefusal(
          400,
          'Different request body sent for the same Idempotency Header',
          'X-Payout-Idempotency',
        );
      return this.payout(earlier.payoutId);
    }
    const account = this.payees.fundAccount(request.fundAccountId);
    if (!account.active) throw new RazorpayRefusal(400, 'The fund account is not active', 'fund_account_id');
    const payout: PayoutEntity = {
      id: newId('pout'),
      entity: 'payout',
      fund_account_id: account.id,
      amount: request.amount,
      currency: 'INR',
      notes: request.notes,
      fees: 0,
      tax: 0,
      status: 'queued',
      purpose: request.purpose,
      utr: null,
      mode: request.mode,
      reference_id: request.referenceId,
      narration: request.narration,
      batch_id: null,
      failure_reason: null,
      status_details: null,
      created_at: unixNow(),
    };
    const fits = this.cost(payout) <= this.data.balance;
    if (!fits && !request.queueIfLowBalance)
      throw new RazorpayRefusal(
        400,
        'Your account does not have enough balance to carry out the payout operation.',
      );
    this.data.payouts[payout.id] = payout;
    this.data.idempotencyKeys[idempotencyKey] = { request: asked, payoutId: payout.id };
    let events: StoredEvent[];
    if (fits) events = this.leaveQueue(payout, this.data.newPayouts);
    else {
      payout.status_details = LOW_BALANCE;
      events = [this.event('payout.queued', payout)];
    }
    this.save();
    this.deliverLater(events);
    return payout;
  }

  /** Only a queued payout can be cancelled: no money has left the account for it. */
  cancel(payoutId: string): PayoutEntity {
    const payout = this.payout(payoutId);
    if (payout.status !== 'queued')
      throw new RazorpayRefusal(400, `Only queued payouts can be cancelled; this one is ${payout.status}`);
    Object.assign(payout, {
      status: 'cancelled',
      status_details: {
        description: 'Payout was cancelled by the business',
        source: 'business',
        reason: 'cancelled',
      },
    } satisfies Partial<PayoutEntity>);
    this.save();
    return payout;
  }

  /** Money added to the business account; queued payouts that now fit go out, oldest first. */
  topUp(amount: number): Promise<StoredEvent[]> {
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new SandboxInputError('A top-up is a positive whole number of paise');
    return this.setBalance(this.data.balance + amount);
  }

  /** The business balance set outright (to make the next payouts queue, say); the queue drains as on a top-up. */
  async setBalance(balance: number): Promise<StoredEvent[]> {
    if (!Number.isSafeInteger(balance) || balance < 0)
      throw new SandboxInputError('A balance is a whole number of paise, not below zero');
    this.data.balance = balance;
    const events: StoredEvent[] = [];
    for (const payout of Object.values(this.data.payouts))
      if (payout.status === 'queued' && this.cost(payout) <= this.data.balance)
        events.push(...this.leaveQueue(payout, this.data.newPayouts));
    this.save();
    await this.deliver(events);
    return events;
  }

  setNewPayouts(outcome: NewPayoutOutcome): void {
    this.data.newPayouts = outcome;
    this.save();
  }

  /** A queued payout sent out (the balance must cover it) or a processing one confirmed by the bank. */
  async process(payoutId: string): Promise<StoredEvent[]> {
    const payout = this.payout(payoutId);
    let events: StoredEvent[];
    if (payout.status === 'queued') {
      if (this.cost(payout) > this.data.balance)
        throw new SandboxInputError('The business balance does not cover this payout: top it up first', 409);
      events = this.leaveQueue(payout, 'process');
    } else if (payout.status === 'processing') events = [this.processed(payout)];
    else
      throw new SandboxInputError(
        `Payout ${payoutId} is ${payout.status}: only a queued or processing one can be processed`,
        409,
      );
    this.save();
    await this.deliver(events);
    return events;
  }

  /** The beneficiary's bank refused a queued or processing payout; what it was charged comes back. */
  async fail(payoutId: string): Promise<StoredEvent[]> {
    return this.stop(payoutId, 'failed', ['queued', 'processing']);
  }

  /** The payout refused before the bank took it (an approval or a risk check said no). */
  async reject(payoutId: string): Promise<StoredEvent[]> {
    return this.stop(payoutId, 'rejected', ['queued', 'pending', 'processing']);
  }

  /** A processed payout sent back by the beneficiary's bank (account closed, say): the money returns. */
  async reverse(payoutId: string): Promise<StoredEvent[]> {
    const payout = this.payout(payoutId);
    if (payout.status !== 'processed')
      throw new SandboxInputError(
        `Payout ${payoutId} is ${payout.status}: only a processed one can be reversed`,
        409,
      );
    this.data.balance += this.cost(payout);
    Object.assign(payout, {
      status: 'reversed',
      failure_reason: 'Beneficiary bank returned the payout: the account is closed',
      status_details: {
        description: 'Beneficiary bank returned the payout: the account is closed',
        source: 'beneficiary_bank',
        reason: 'beneficiary_account_closed',
      },
    } satisfies Partial<PayoutEntity>);
    const events = [this.event('payout.reversed', payout)];
    this.save();
    await this.deliver(events);
    return events;
  }

  /** What leaving the queue takes from the balance: the amount and the fee, GST included. */
  private cost(payout: PayoutEntity): number {
    return payout.amount + payoutFee(payout.mode, payout.amount).fees;
  }

  private async stop(
    payoutId: string,
    status: 'failed' | 'rejected',
    from: PayoutEntity['status'][],
  ): Promise<StoredEvent[]> {
    const payout = this.payout(payoutId);
    if (!from.includes(payout.status))
      throw new SandboxInputError(
        `Payout ${payoutId} is ${payout.status}: only a ${from.join(' or ')} one can be ${status}`,
        409,
      );
    const events = [this.ended(payout, status)];
    this.save();
    await this.deliver(events);
    return events;
  }

  /** A payout that took money from the balance and then did not reach the beneficiary gives it back. */
  private ended(payout: PayoutEntity, status: 'failed' | 'rejected'): StoredEvent {
    if (payout.status === 'processing') this.data.balance += this.cost(payout);
    const details: PayoutStatusDetails =
      status === 'failed'
        ? {
            description: 'The beneficiary bank refused the payout: check the account details',
            source: 'beneficiary_bank',
            reason: 'invalid_beneficiary_details',
          }
        : {
            description: 'The payout was rejected before it reached the bank',
            source: 'internal',
            reason: 'payout_rejected',
          };
    Object.assign(payout, {
      status,
      failure_reason: details.description,
      status_details: details,
    } satisfies Partial<PayoutEntity>);
    return this.event(`payout.${status}`, payout);
  }

  private leaveQueue(payout: PayoutEntity, outcome: NewPayoutOutcome): StoredEvent[] {
    const charges = payoutFee(payout.mode, payout.amount);
    this.data.balance -= payout.amount + charges.fees;
    Object.assign(payout, {
      ...charges,
      status: 'processing',
      status_details: null,
    } satisfies Partial<PayoutEntity>);
    const events = [this.event('payout.initiated', payout)];
    const invalid = this.payees.beneficiary(this.payees.fundAccount(payout.fund_account_id)).invalid === true;
    if (invalid || outcome === 'fail') events.push(this.ended(payout, 'failed'));
    else if (outcome === 'process') events.push(this.processed(payout));
    else {
      payout.status_details = {
        description: 'Payout is pending confirmation from the beneficiary bank',
        source: 'beneficiary_bank',
        reason: 'beneficiary_bank_confirmation_pending',
      };
      events.push(this.event('payout.updated', payout));
    }
    return events;
  }

  private processed(payout: PayoutEntity): StoredEvent {
    Object.assign(payout, {
      status: 'processed',
      utr:
        payout.mode === 'IMPS' || payout.mode === 'UPI'
          ? randomDigits(12)
          : `YESB${payout.mode[0]}${randomDigits(11)}`,
      status_details: null,
    } satisfies Partial<PayoutEntity>);
    return this.event('payout.processed', payout);
  }

  /** The payout as it is now, fixed in the event's body. */
  private event(name: string, payout: PayoutEntity): StoredEvent {
    return this.sandbox.newEvent(name, { payout });
  }

  /** One after another, in the order they happened (retries may still reorder them, as on the internet). */
  private async deliver(events: StoredEvent[]): Promise<void> {
    for (const event of events) await this.sandbox.sender.dispatch(event);
  }

  /** After the API has answered: a slow webhook receiver must not hold up the provider's answer. */
  private deliverLater(events: StoredEvent[]): void {
    this.deliver(events).catch((error: unknown) =>
      this.sandbox.sender.log(`payout webhooks failed to go out: ${(error as Error).stack ?? error}`),
    );
  }
}
