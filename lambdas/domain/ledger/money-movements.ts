/**
 * The movements the product makes, each as one balanced entry with the records the customer sees.
 * Callers (webhook handlers, the buy route, ops commands) decide amounts; these functions only lay
 * them out as postings, so the shape of each kind of entry is written once.
 */
import { customerAccount, houseAccount } from './accounts';
import type { Movement, Transition } from './entry-plan';
import { clientRequestReference, type ExternalReference } from './external-reference';
import { clearingPostings, feePostings, type ProviderFee } from './fee-postings';
import { buildJournalEntry, type EntryKind } from './journal-entry';
import { borneTdsPostings, type YearlyTds, yearConsiderationCap } from './tds-postings';
import type { TransactionDraft, TransactionKey, TransactionRecord, TransactionStatus } from './transactions';

function assertPositive(name: string, value: bigint): void {
  if (value <= 0n) throw new RangeError(`${name} must be positive, got ${value}`);
}
function assertNotNegative(name: string, value: bigint): void {
  if (value < 0n) throw new RangeError(`${name} must not be negative, got ${value}`);
}

interface BankTransfer {
  userId: string;
  amountMinor: bigint;
  /** The UTR: the bank's unique reference of the transfer. */
  utr: string;
  /** The payer, masked (`HDFC Bank ••••1234`). */
  counterparty: string;
  /** The provider's payment carrying the transfer, kept on the record for a return to refund. */
  paymentId?: string;
  /** The provider's event id and payment id, so a replay under any of its names posts once. */
  alsoKnownAs?: readonly ExternalReference[];
  /** What the provider kept of the payment: clearing holds only what it settles. */
  providerFee?: ProviderFee;
}

/** The customer's bank-transfer credits on that day may not pass the maximum (CapReachedError). */
export interface DailyCap {
  period: string;
  maxMinor: bigint;
}

interface CappedBankTransfer extends BankTransfer {
  dailyCap?: DailyCap;
}

export const bankTransferCaps = (userId: string, amountMinor: bigint, dailyCap: DailyCap | undefined) =>
  dailyCap
    ? {
        caps: [
          {
            userId,
            name: 'bank-transfer-deposits' as const,
            period: dailyCap.period,
            addMinor: amountMinor,
            maxMinor: dailyCap.maxMinor,
          },
        ],
      }
    : {};

/** A transfer from the customer's verified account: credited at once. */
export function bankTransferDeposit(transfer: CappedBankTransfer): Movement {
  assertPositive('amountMinor', transfer.amountMinor);
  return {
    entry: buildJournalEntry({
      kind: 'bank-transfer-deposit',
      postings: [
        ...clearingPostings('bank-transfer-clearing', transfer.amountMinor, transfer.providerFee),
        { account: customerAccount(transfer.userId, 'INR'), amountMinor: transfer.amountMinor },
      ],
    }),
    transactions: [bankTransferRecord(transfer, 'succeeded')],
    references: [{ source: 'utr', id: transfer.utr }, ...(transfer.alsoKnownAs ?? [])],
    ...bankTransferCaps(transfer.userId, transfer.amountMinor, transfer.dailyCap),
  };
}

/**
 * A transfer we must not credit yet (payer account not the verified one, over a limit): the money is
 * booked out of clearing into held deposits, and the customer sees it as held with the reason.
 */
export function heldBankTransfer(transfer: BankTransfer & { reason: string }): Movement {
  assertPositive('amountMinor', transfer.amountMinor);
  return {
    entry: buildJournalEntry({
      kind: 'deposit-held',
      postings: [
        ...clearingPostings('bank-transfer-clearing', transfer.amountMinor, transfer.providerFee),
        { account: houseAccount('deposits-held'), amountMinor: transfer.amountMinor },
      ],
    }),
    transactions: [{ ...bankTransferRecord(transfer, 'held'), statusReason: transfer.reason }],
    references: [{ source: 'utr', id: transfer.utr }, ...(transfer.alsoKnownAs ?? [])],
  };
}

/**
 * A transfer whose UTR (or RRN) another payment already carries: a bank's mistake or a forgery, but
 * money that reached our bank either way. The payment id is the payment's identity, so it is held under
 * its payment id and event id only, and the UTR stays with the transfer that came first.
 */
export function heldBankTransferReusingReference(transfer: BankTransfer & { reason: string }): Movement {
  return { ...heldBankTransfer(transfer), references: transfer.alsoKnownAs ?? [] };
}

/** The record of a bank transfer on a wallet (a customer's, or the house's suspense records). */
export function bankTransferRecord(
  transfer: Omit<BankTransfer, 'alsoKnownAs'>,
  status: 'succeeded' | 'held' | 'unmatched',
): TransactionDraft {
  return {
    userId: transfer.userId,
    currency: 'INR',
    type: 'bank-transfer-deposit',
    direction: 'credit',
    amountMinor: transfer.amountMinor,
    feeMinor: 0n,
    gstMinor: 0n,
    status,
    reference: transfer.utr,
    counterparty: transfer.counterparty,
    ...(transfer.paymentId ? { providerPaymentId: transfer.paymentId } : {}),
  };
}

interface OpsDecision {
  /** Who decided (`ops-cli:<user>`), kept on the record. */
  decidedBy: string;
  reason?: string;
}

/**
 * A held record is decided once, whoever decides and whichever way: release and return share this
 * reference, so of two operators at once one decides and the other finds the first's decision.
 */
export const heldDecisionReference = (held: TransactionKey): ExternalReference => ({
  source: 'ops-decision',
  id: `held:${held.id}`,
});

/**
 * Ops decided a held transfer is the customer's after all: it moves from held deposits to the wallet,
 * counted towards the customer's bank transfers of the day it is released (`dailyCap`).
 */
export function releaseHeldDeposit(
  held: TransactionRecord,
  decision: OpsDecision & { dailyCap?: DailyCap },
): Transition {
  return {
    transaction: held,
    from: ['held'],
    to: 'succeeded',
    set: { statusReason: decision.reason ?? 'Released after review', decidedBy: decision.decidedBy },
    // What is still held: a part the provider refunded meanwhile makes this a conflict, never a credit.
    amount: { fromMinor: held.amountMinor },
    entry: buildJournalEntry({
      kind: 'held-deposit-released',
      postings: [
        { account: houseAccount('deposits-held'), amountMinor: -held.amountMinor },
        { account: customerAccount(held.userId, held.currency), amountMinor: held.amountMinor },
      ],
    }),
    references: [heldDecisionReference(held)],
    ...bankTransferCaps(held.userId, held.amountMinor, decision.dailyCap),
  };
}

/**
 * Money a house account keeps for a decision (held deposits, suspense) goes back to the clearing account
 * it came in by, as the provider refunds it to its sender; the record says `returned` with the reason.
 */
export function returnedToSender(
  record: TransactionRecord,
  decision: OpsDecision & { reason: string },
  how: {
    from: 'deposits-held' | 'suspense';
    to: 'bank-transfer-clearing' | 'card-clearing';
    undecided: TransactionStatus;
    kind: EntryKind;
    reference: ExternalReference;
  },
): Transition {
  return {
    transaction: record,
    from: [how.undecided],
    to: 'returned',
    set: { statusReason: decision.reason, decidedBy: decision.decidedBy },
    amount: { fromMinor: record.amountMinor },
    entry: buildJournalEntry({
      kind: how.kind,
      postings: [
        { account: houseAccount(how.from), amountMinor: -record.amountMinor },
        { account: houseAccount(how.to), amountMinor: record.amountMinor },
      ],
    }),
    references: [how.reference],
  };
}

/** Ops send a held transfer back to the account it came from; the wallet never sees it. */
export const returnHeldDeposit = (held: TransactionRecord, decision: OpsDecision & { reason: string }) =>
  returnedToSender(held, decision, {
    from: 'deposits-held',
    to: 'bank-transfer-clearing',
    undecided: 'held',
    kind: 'held-deposit-returned',
    reference: heldDecisionReference(held),
  });

interface CardDepositFigures {
  userId: string;
  /** What the wallet is credited. The card is charged this plus the fee plus GST on the fee. */
  creditMinor: bigint;
  feeMinor: bigint;
  gstMinor: bigint;
}

/** A card order created with the provider: a pending record, no money moved yet. */
export function cardDepositOrdered(order: CardDepositFigures & { orderId: string }): Movement {
  assertPositive('creditMinor', order.creditMinor);
  assertNotNegative('feeMinor', order.feeMinor);
  assertNotNegative('gstMinor', order.gstMinor);
  return {
    transactions: [
      {
        userId: order.userId,
        currency: 'INR',
        type: 'card-deposit',
        direction: 'credit',
        amountMinor: order.creditMinor,
        feeMinor: order.feeMinor,
        gstMinor: order.gstMinor,
        status: 'pending',
        reference: order.orderId,
        orderId: order.orderId,
        counterparty: 'Card payment',
      },
    ],
    references: [{ source: 'razorpay-order', id: order.orderId }],
  };
}

/**
 * The payment was captured: the wallet gets the credit, the fee and its GST go to their house
 * accounts. A payment reported failed may still be captured later (late authorisation), so `failed`
 * and `expired` are states this can leave; the payment id makes it happen once whichever path reports
 * it first. The reason a failure gave is removed (or replaced by `note`): the record now says what
 * finally happened, not the declined attempt before it.
 */
export function cardDepositCaptured(
  pending: TransactionRecord,
  payment: {
    paymentId: string;
    alsoKnownAs?: readonly ExternalReference[];
    /** The customer's card credits on that day in India (CapReachedError past `maxMinor`). */
    dailyCap?: { period: string; maxMinor?: bigint };
    /** What the record should say of the credit, if anything. */
    note?: string;
    /** What the provider kept of the payment: clearing holds only what it settles. */
    providerFee?: ProviderFee;
  },
): Transition {
  const charged = pending.amountMinor + pending.feeMinor + pending.gstMinor;
  const { dailyCap } = payment;
  return {
    transaction: pending,
    from: ['pending', 'failed', 'expired'],
    to: 'succeeded',
    set: { reference: payment.paymentId, statusReason: payment.note ?? null },
    entry: buildJournalEntry({
      kind: 'card-deposit',
      postings: [
        ...clearingPostings('card-clearing', charged, payment.providerFee),
        { account: customerAccount(pending.userId, 'INR'), amountMinor: pending.amountMinor },
        ...feePostings(pending.feeMinor, pending.gstMinor),
      ],
    }),
    references: [{ source: 'razorpay-payment', id: payment.paymentId }, ...(payment.alsoKnownAs ?? [])],
    ...(dailyCap
      ? {
          caps: [
            {
              userId: pending.userId,
              name: 'card-deposits',
              period: dailyCap.period,
              addMinor: pending.amountMinor,
              ...(dailyCap.maxMinor !== undefined ? { maxMinor: dailyCap.maxMinor } : {}),
            },
          ],
        }
      : {}),
  };
}

/** A pending card deposit that failed or lapsed: no money moves, the record says why. */
export function cardDepositEnded(
  pending: TransactionRecord,
  outcome: { status: 'failed' | 'expired'; reason: string },
): Transition {
  return {
    transaction: pending,
    from: ['pending'],
    to: outcome.status,
    set: { statusReason: outcome.reason },
    references: [],
  };
}

export interface UsdtPurchase {
  userId: string;
  /** Everything the customer pays in INR: the USDT's price plus our fee plus GST on the fee. */
  inrPaidMinor: bigint;
  feeMinor: bigint;
  gstMinor: bigint;
  usdtMinor: bigint;
  quoteId: string;
  /** The request's Idempotency-Key, so a replay under it posts once even with a fresh quote. */
  idempotencyKey?: string;
  /** The rate as the customer saw it (`1 USDT = ₹88.42`). */
  rateDescription: string;
  /** The customer's buys on that day in India may not pass the maximum (CapReachedError). */
  dailyCap?: { period: string; maxMinor: bigint };
  /** The buyer's consideration this financial year, and the TDS the house bears on this buy. */
  borneTds?: YearlyTds;
}

/** Buying USDT: INR leaves the wallet for sales, fee and GST; USDT leaves the inventory for the wallet. */
export function buyUsdt(purchase: UsdtPurchase): Movement {
  assertPositive('usdtMinor', purchase.usdtMinor);
  assertNotNegative('feeMinor', purchase.feeMinor);
  assertNotNegative('gstMinor', purchase.gstMinor);
  const proceeds = purchase.inrPaidMinor - purchase.feeMinor - purchase.gstMinor;
  assertPositive('inrPaidMinor less fee and GST', proceeds);
  const { userId, dailyCap } = purchase;
  return {
    entry: buildJournalEntry({
      kind: 'buy-usdt',
      postings: [
        { account: customerAccount(userId, 'INR'), amountMinor: -purchase.inrPaidMinor },
        { account: houseAccount('usdt-sales'), amountMinor: proceeds },
        ...feePostings(purchase.feeMinor, purchase.gstMinor),
        ...(purchase.borneTds ? borneTdsPostings(userId, purchase.borneTds) : []),
        { account: houseAccount('usdt-inventory'), amountMinor: -purchase.usdtMinor },
        { account: customerAccount(userId, 'USDT'), amountMinor: purchase.usdtMinor },
      ],
    }),
    transactions: [
      {
        userId,
        currency: 'INR',
        type: 'buy-usdt',
        direction: 'debit',
        amountMinor: purchase.inrPaidMinor,
        feeMinor: purchase.feeMinor,
        gstMinor: purchase.gstMinor,
        status: 'succeeded',
        reference: purchase.quoteId,
        counterparty: `Bought USDT at ${purchase.rateDescription}`,
      },
      {
        userId,
        currency: 'USDT',
        type: 'buy-usdt',
        direction: 'credit',
        amountMinor: purchase.usdtMinor,
        feeMinor: 0n,
        gstMinor: 0n,
        status: 'succeeded',
        reference: purchase.quoteId,
        counterparty: `Bought with INR at ${purchase.rateDescription}`,
      },
    ],
    references: [
      { source: 'quote', id: purchase.quoteId },
      ...(purchase.idempotencyKey ? [clientRequestReference(userId, purchase.idempotencyKey)] : []),
    ],
    // Never sell USDT the house does not hold.
    stock: [{ account: 'usdt-inventory', amountMinor: -purchase.usdtMinor }],
    caps: [
      ...(dailyCap
        ? [
            {
              userId,
              name: 'usdt-buys' as const,
              period: dailyCap.period,
              addMinor: purchase.inrPaidMinor,
              maxMinor: dailyCap.maxMinor,
            },
          ]
        : []),
      ...(purchase.borneTds
        ? [yearConsiderationCap(userId, 'vda-buy-consideration', purchase.borneTds)]
        : []),
    ],
  };
}

/** A TRC20 transfer of USDT to a customer's deposit address, as the chain watcher found it. */
export interface ChainTransfer {
  userId: string;
  usdtMinor: bigint;
  txHash: string;
  /**
   * The Transfer event's index in its transaction: one transaction may pay several addresses (or one
   * address twice), and each event is its own deposit.
   */
  eventIndex?: number;
  fromAddress: string;
}

/** The chain's name for one transfer: its transaction hash and event index. */
const chainTransferId = (transfer: Pick<ChainTransfer, 'txHash' | 'eventIndex'>) =>
  `${transfer.txHash}:${transfer.eventIndex ?? 0}`;

/** The reference that makes a transfer credit once, whichever path credits it. */
const chainCreditReference = (transfer: Pick<ChainTransfer, 'txHash' | 'eventIndex'>): ExternalReference => ({
  source: 'tron-tx',
  id: chainTransferId(transfer),
});

function chainDepositEntry(transfer: ChainTransfer) {
  assertPositive('usdtMinor', transfer.usdtMinor);
  return buildJournalEntry({
    kind: 'chain-deposit',
    postings: [
      { account: houseAccount('usdt-chain-clearing'), amountMinor: -transfer.usdtMinor },
      { account: customerAccount(transfer.userId, 'USDT'), amountMinor: transfer.usdtMinor },
    ],
  });
}

function chainDepositRecord(transfer: ChainTransfer, status: 'pending' | 'succeeded'): TransactionDraft {
  return {
    userId: transfer.userId,
    currency: 'USDT',
    type: 'chain-deposit',
    direction: 'credit',
    amountMinor: transfer.usdtMinor,
    feeMinor: 0n,
    gstMinor: 0n,
    status,
    reference: transfer.txHash,
    counterparty: `TRON ${transfer.fromAddress}`,
  };
}

/** The reference of a transfer's record, pending or not: seeing it again returns that record. */
const chainSightingReference = (
  transfer: Pick<ChainTransfer, 'txHash' | 'eventIndex'>,
): ExternalReference => ({
  source: 'tron-transfer-seen',
  id: chainTransferId(transfer),
});

/**
 * USDT received on the customer's deposit address, first seen in a solidified block: credited at once,
 * in one write. A transfer already shown pending replays to its pending record (the caller moves it on
 * with chainDepositFinal); one already credited replays to the credit.
 */
export function chainDeposit(transfer: ChainTransfer): Movement {
  return {
    entry: chainDepositEntry(transfer),
    transactions: [chainDepositRecord(transfer, 'succeeded')],
    references: [chainSightingReference(transfer), chainCreditReference(transfer)],
  };
}

/**
 * A transfer seen in a block that is not final yet: the customer sees it as pending, no money moves
 * (a block may still be dropped until 19 confirmations). Seeing it again returns the same record.
 */
export function chainDepositSeen(transfer: ChainTransfer, confirmationsNeeded: number): Movement {
  assertPositive('usdtMinor', transfer.usdtMinor);
  return {
    transactions: [
      {
        ...chainDepositRecord(transfer, 'pending'),
        statusReason: `Waiting for ${confirmationsNeeded} confirmations on TRON`,
      },
    ],
    references: [chainSightingReference(transfer)],
  };
}

/**
 * The transfer's block is solidified: the pending record is credited, once per transfer. A record failed
 * as never solidified is credited too if the transfer does turn up final: the money is on our address.
 */
export function chainDepositFinal(pending: TransactionRecord, transfer: ChainTransfer): Transition {
  return {
    transaction: pending,
    from: ['pending', 'failed'],
    to: 'succeeded',
    set: { statusReason: 'Final on TRON' },
    entry: chainDepositEntry(transfer),
    references: [chainCreditReference(transfer)],
  };
}

/** A pending transfer whose transaction never solidified (dropped, or forked out): nothing moves. */
export function chainDepositNeverFinal(pending: TransactionRecord): Transition {
  return {
    transaction: pending,
    from: ['pending'],
    to: 'failed',
    set: { statusReason: 'This transfer never became final on TRON, so nothing was credited' },
    references: [],
  };
}

/**
 * USDT under the minimum deposit on a customer's address: the house's, not the customer's (it is
 * mostly address-poisoning spam), booked so the chain's clearing account still matches the chain.
 * Its reference is the credit's, so the same transfer can never be both dust and a credit.
 */
export function chainDust(transfer: Omit<ChainTransfer, 'userId'>): Movement {
  assertPositive('usdtMinor', transfer.usdtMinor);
  return {
    entry: buildJournalEntry({
      kind: 'chain-dust',
      postings: [
        { account: houseAccount('usdt-chain-clearing'), amountMinor: -transfer.usdtMinor },
        { account: houseAccount('usdt-chain-dust'), amountMinor: transfer.usdtMinor },
      ],
    }),
    transactions: [],
    references: [chainCreditReference(transfer)],
  };
}

/** The company puts USDT into the inventory the house sells from. */
export function inventoryFunding(funding: { usdtMinor: bigint; reference: string }): Movement {
  assertPositive('usdtMinor', funding.usdtMinor);
  return {
    entry: buildJournalEntry({
      kind: 'inventory-funding',
      postings: [
        { account: houseAccount('usdt-funding'), amountMinor: -funding.usdtMinor },
        { account: houseAccount('usdt-inventory'), amountMinor: funding.usdtMinor },
      ],
    }),
    transactions: [],
    references: [{ source: 'ops-decision', id: `inventory:${funding.reference}` }],
    stock: [{ account: 'usdt-inventory', amountMinor: funding.usdtMinor }],
  };
}
