/**
 * A customer asks to send USDT to one of their saved TRON addresses. Checked in order: the person is
 * verified and owes nothing, the address is saved, leads to no address of ours and no contract (asked
 * again: it may have become ours since it was saved) and is past its cooling-off, the amount within the
 * limits, the network fee no more than the one shown, the wallet holds amount + fee, the PIN; then one
 * entry reserves amount + fee (recipes/usdt-withdrawals.ts), refused whole when the wallet or the
 * day's limit falls short by the time it is written. The sender (send-withdrawals.ts) takes it from there.
 */
import type { KycStatus } from '../../../contract/account';
import { usdtWithdrawalRefusals as refusals } from '../../../contract/usdt-withdrawals';
import { assertNothingOwed } from '../deposits/customer-receivable';
import { ConflictError, ForbiddenError, InvalidRequestError } from '../errors';
import { indianDayOf } from '../india/calendar';
import { movedUnderKey, type ReferenceLookup } from '../ledger/book/external-reference';
import type { LedgerWriter, PostedMovement } from '../ledger/book/ledger';
import { CapReachedError, InsufficientFundsError } from '../ledger/book/refusals';
import { usdtWithdrawalReserved } from '../ledger/recipes/usdt-withdrawals';
import { AmountRefusedError, assertWithinLimits } from '../limits/amount-limits';
import { formatAmount, parseAmount } from '../money';
import type { Caller } from '../open-profile';
import { type TransactionPinDependencies, verifyTransactionPin } from '../transaction-pin';
import type { TransferCost } from '../tron/usdt-sending';
import { istTimestamp } from '../wallets/statement-csv';
import { isOpen, opensAt, type SavedAddressStore } from './withdrawal-addresses';
import { type DestinationChecks, destinationRefusal } from './withdrawal-destination';
import { networkFeeInUsdt, USDT_WITHDRAWAL_LIMITS } from './withdrawal-terms';

export interface WithdrawalLedger extends LedgerWriter, ReferenceLookup {
  capTotal(userId: string, name: 'usdt-withdrawals' | 'customer-receivable', period: string): Promise<bigint>;
  walletBalance(userId: string, currency: 'INR' | 'USDT'): Promise<bigint>;
}

/** What a transfer would cost the house now (UsdtSender.estimateTransferFee). */
export type TransferFeeEstimate = (request: {
  to: string;
  amountMicro: bigint;
}) => Promise<Pick<TransferCost, 'feeSun' | 'energyFromStake'>>;

export interface WithdrawalDependencies {
  addresses: SavedAddressStore;
  /** Where an address leads: asked again at the request, as it may have become ours since it was saved. */
  destination: DestinationChecks;
  ledger: WithdrawalLedger;
  estimateTransferFee: TransferFeeEstimate;
  kycStatusOf(userId: string): Promise<KycStatus>;
  pin: TransactionPinDependencies;
  now(): Date;
}

export interface WithdrawalRequest {
  to: string;
  amount: string;
  /** The network fee the screen showed; a higher one now is refused, never charged unseen. */
  networkFee: string;
  pin: string;
  idempotencyKey: string;
}

const DAILY_CAP = 'usdt-withdrawals';

export class NetworkFeeChangedError extends ConflictError {
  constructor(readonly feeMinor: bigint) {
    super(
      `The network fee is now ${formatAmount(feeMinor, 'USDT')} USDT. Please check the new total and confirm again.`,
    );
  }
}

export async function assertMayWithdraw(
  userId: string,
  deps: Pick<WithdrawalDependencies, 'kycStatusOf' | 'ledger'>,
) {
  if ((await deps.kycStatusOf(userId)) !== 'approved')
    throw new ForbiddenError('Complete your account setup (KYC and bank details) to withdraw USDT.');
  await assertNothingOwed(userId, {
    owedBy: (id) => deps.ledger.capTotal(id, 'customer-receivable', 'open'),
  });
}

/** USDT the caller has withdrawn today (the day in India), micro-units. */
export const withdrawnToday = (userId: string, deps: Pick<WithdrawalDependencies, 'ledger' | 'now'>) =>
  deps.ledger.capTotal(userId, DAILY_CAP, indianDayOf(deps.now()));

/** The fee the customer would pay now for sending `amountMicro` to `to`. */
export async function networkFeeFor(
  to: string,
  amountMicro: bigint,
  deps: Pick<WithdrawalDependencies, 'estimateTransferFee'>,
) {
  return networkFeeInUsdt(await deps.estimateTransferFee({ to, amountMicro }));
}

/** The limits count what the address receives; the network fee comes on top. */
const assertWithinWithdrawalLimits = (amountMicro: bigint, withdrawnTodayMicro: bigint) =>
  assertWithinLimits({ limits: USDT_WITHDRAWAL_LIMITS, refusals, field: 'amount' }, amountMicro, {
    today: withdrawnTodayMicro,
  });

export async function withdrawUsdt(
  caller: Caller,
  request: WithdrawalRequest,
  deps: WithdrawalDependencies,
): Promise<PostedMovement> {
  const { userId } = caller;
  await assertMayWithdraw(userId, deps);
  const saved = await deps.addresses.find(userId, request.to);
  if (!saved) {
    const message = 'Choose one of your saved addresses.';
    throw new InvalidRequestError(message, { to: message });
  }
  const refusal = await destinationRefusal(saved.address, deps.destination);
  if (refusal) throw new InvalidRequestError(refusal, { to: refusal });
  const now = deps.now();
  if (!isOpen(saved, now)) {
    const message = `This address was added recently. For your safety it can receive from ${istTimestamp(opensAt(saved).toISOString())} IST.`;
    throw new ForbiddenError(message);
  }
  const amountMicro = parseAmount(request.amount, 'USDT');
  // A retry of a withdrawal already reserved under its key is not judged again on the wallet, the day
  // and the fee as they are after it: the ledger answers it with that withdrawal.
  const retried = await movedUnderKey(deps.ledger, userId, request.idempotencyKey);
  if (!retried) assertWithinWithdrawalLimits(amountMicro, await withdrawnToday(userId, deps));
  const feeMicro = await networkFeeFor(saved.address, amountMicro, deps);
  // Refused before the PIN is judged, so it costs no attempt; the ledger still refuses a wallet emptied meanwhile.
  const totalMicro = amountMicro + feeMicro;
  const notEnough = (balanceMicro: bigint) =>
    new InsufficientFundsError(refusals.notEnoughWithFee(balanceMicro, totalMicro));
  if (!retried) {
    if (feeMicro > parseAmount(request.networkFee, 'USDT')) throw new NetworkFeeChangedError(feeMicro);
    const balanceMicro = await deps.ledger.walletBalance(userId, 'USDT');
    if (balanceMicro < totalMicro) throw notEnough(balanceMicro);
  }
  await verifyTransactionPin(caller, request.pin, deps.pin);
  try {
    return await deps.ledger.post(
      usdtWithdrawalReserved({
        userId,
        amountMinor: amountMicro,
        networkFeeMinor: feeMicro,
        destination: saved.address,
        label: saved.label,
        idempotencyKey: request.idempotencyKey,
        dailyCap: { period: indianDayOf(now), maxMinor: USDT_WITHDRAWAL_LIMITS.perDay },
      }),
    );
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      throw notEnough(await deps.ledger.walletBalance(userId, 'USDT'));
    if (!(error instanceof CapReachedError)) throw error;
    assertWithinWithdrawalLimits(amountMicro, await withdrawnToday(userId, deps));
    throw new AmountRefusedError('amount', 'This passes your daily limit. Please try a smaller amount.');
  }
}
