/**
 * Withdrawing INR to the customer's verified bank account. The request checks, in order: the amount
 * within the limits, a verified customer who owes nothing, a wallet that holds the amount with our fee
 * and its GST, the day's limit, the transaction PIN; then registers the bank account with the payout
 * provider (once per account) before any money moves, reserves the money in one entry (the wallet's
 * condition refuses it when a buy or another withdrawal spent it meanwhile), remembers whom the
 * withdrawal pays, and sends the payout. A payout call that fails leaves the withdrawal reserved: the
 * reconciliation sends it again under the same idempotency key.
 */
import { inrWithdrawalRefusals as refusals } from '../../../contract/inr-withdrawals';
import { AmountOwedError, assertNothingOwed, owedReason } from '../deposits/customer-receivable';
import { indianDayOf } from '../india/calendar';
import type { MovementCap } from '../ledger/book/entry-plan';
import { movedUnderKey, type ReferenceLookup } from '../ledger/book/external-reference';
import type { PostedMovement } from '../ledger/book/ledger';
import { CapReachedError, InsufficientFundsError } from '../ledger/book/refusals';
import type { TransactionRecord } from '../ledger/book/transactions';
import { inrWithdrawalReserved } from '../ledger/recipes/inr-withdrawals';
import {
  AmountRefusedError,
  assertWithinPeriods,
  assertWithinPerRequest,
  type LimitCheck,
} from '../limits/amount-limits';
import { parseAmount } from '../money';
import type { Caller } from '../open-profile';
import { type TransactionPinDependencies, verifyTransactionPin } from '../transaction-pin';
import { INR_WITHDRAWAL_LIMITS, withdrawalFigures } from './inr-withdrawal-terms';
import {
  type PayoutBooking,
  type PayoutDependencies,
  sendPayout,
  type WithdrawalLedger,
} from './payout-booking';
import { assertWithdrawalAllowed, verifiedPayee } from './payout-payee';

export interface InrWithdrawalLedger extends WithdrawalLedger, ReferenceLookup {
  capTotal(userId: string, name: MovementCap['name'], period: string): Promise<bigint>;
  walletBalance(userId: string, currency: 'INR'): Promise<bigint>;
}

export interface InrWithdrawalDependencies extends PayoutDependencies {
  ledger: InrWithdrawalLedger;
  pin: TransactionPinDependencies;
  now(): Date;
}

const DAILY_CAP = 'inr-withdrawals';

/**
 * The limits judge the amount typed, what reaches the bank, per withdrawal; the day counts what leaves
 * the wallet (with our fee and its GST).
 */
const LIMIT_CHECK: LimitCheck = { limits: INR_WITHDRAWAL_LIMITS, refusals, field: 'amount' };

/** What left the caller's wallet for withdrawals on today's date in India. */
export const withdrawnToday = (
  userId: string,
  deps: { ledger: Pick<InrWithdrawalLedger, 'capTotal'>; now(): Date },
): Promise<bigint> => deps.ledger.capTotal(userId, DAILY_CAP, indianDayOf(deps.now()));

function payoutAmount(text: string): bigint {
  const payoutMinor = parseAmount(text, 'INR');
  assertWithinPerRequest(LIMIT_CHECK, payoutMinor);
  return payoutMinor;
}

const assertWithinDay = (debitMinor: bigint, withdrawnMinor: bigint) =>
  assertWithinPeriods(LIMIT_CHECK, debitMinor, { today: withdrawnMinor });

/** The wallet cannot pay what the withdrawal takes: said with both figures, as the screen says it. */
const notEnoughInr = (balanceMinor: bigint, debitMinor: bigint) =>
  new InsufficientFundsError(refusals.notEnough(balanceMinor, debitMinor));

export interface AcceptedWithdrawal {
  record: TransactionRecord;
  /** What became of the payout by the time the request answers (`waiting` while the bank works). */
  payout: PayoutBooking | 'not-sent';
  replayed: boolean;
}

export async function requestInrWithdrawal(
  caller: Caller,
  request: { amount: string; pin: string; idempotencyKey: string },
  deps: InrWithdrawalDependencies,
): Promise<AcceptedWithdrawal> {
  const { userId } = caller;
  const figures = withdrawalFigures(payoutAmount(request.amount));
  await assertWithdrawalAllowed(userId, deps);
  const owedBy = (id: string) => deps.ledger.capTotal(id, 'customer-receivable', 'open');
  // A retry of a withdrawal already reserved under its key is not judged again on the wallet and the
  // day it emptied itself: the ledger answers it with that withdrawal, and its payout goes on below.
  if (!(await movedUnderKey(deps.ledger, userId, request.idempotencyKey))) {
    await assertNothingOwed(userId, { owedBy });
    // A wallet that cannot pay or a day already spent is refused before the PIN is judged, so it costs
    // no PIN attempt; the ledger still refuses both when they change before the write.
    const [balance, withdrawn] = await Promise.all([
      deps.ledger.walletBalance(userId, 'INR'),
      withdrawnToday(userId, deps),
    ]);
    if (balance < figures.debitMinor) throw notEnoughInr(balance, figures.debitMinor);
    assertWithinDay(figures.debitMinor, withdrawn);
  }
  await verifyTransactionPin(caller, request.pin, deps.pin);
  const payee = await verifiedPayee(userId, deps);

  const period = indianDayOf(deps.now());
  let posted: PostedMovement;
  try {
    posted = await deps.ledger.post(
      inrWithdrawalReserved({
        userId,
        ...figures,
        counterparty: payee.accountLabel,
        idempotencyKey: request.idempotencyKey,
        dailyCap: { period, maxMinor: INR_WITHDRAWAL_LIMITS.perDay },
        owedAsRead: 0n,
      }),
    );
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      throw notEnoughInr(await deps.ledger.walletBalance(userId, 'INR'), figures.debitMinor);
    if (!(error instanceof CapReachedError)) throw error;
    if (error.cap.name === 'customer-receivable') throw new AmountOwedError(owedReason(await owedBy(userId)));
    assertWithinDay(figures.debitMinor, await withdrawnToday(userId, deps));
    throw new AmountRefusedError('amount', 'This would pass your daily limit. Please withdraw less.');
  }
  const [reserved] = posted.transactions;
  if (!reserved) throw new Error('A withdrawal was posted without its record');
  await deps.directory.remember(reserved.id, { userId, fundAccountId: payee.fundAccountId });
  let payout: AcceptedWithdrawal['payout'] = 'not-sent';
  try {
    payout = await sendPayout(reserved, deps);
  } catch {
    // The provider failed or its answer was lost: the money stays reserved, the reconciliation sends
    // the payout again under the same key, and the customer sees it on its way.
  }
  const record = (await deps.ledger.get(reserved)) ?? reserved;
  return { record, payout, replayed: posted.replayed };
}
