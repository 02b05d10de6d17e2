/**
 * A customer asks to send USDT to one of their saved TRON addresses. Checked in order: the person is
 * verified and owes nothing, the address is saved and past its cooling-off, the amount within the
 * limits, the network fee no more than the one shown, the wallet holds amount + fee, the PIN; then one
 * entry reserves amount + fee (usdt-withdrawal-movements.ts), refused whole when the wallet or the
 * day's limit falls short by the time it is written. The sender (send-withdrawals.ts) takes it from there.
 */
import type { KycStatus } from '../../../contract/account';
import { assertNothingOwed } from '../deposits/customer-receivable';
import { ConflictError, ForbiddenError, InsufficientFundsError, InvalidRequestError } from '../errors';
import { CapReachedError } from '../ledger/entry-plan';
import { movedUnderKey, type ReferenceLookup } from '../ledger/external-reference';
import type { LedgerWriter, PostedMovement } from '../ledger/ledger';
import { usdtWithdrawalReserved } from '../ledger/usdt-withdrawal-movements';
import { formatAmount, parseAmount } from '../money';
import type { Caller } from '../open-profile';
import { indianDayOf } from '../trade/india-day';
import { type TransactionPinDependencies, verifyTransactionPin } from '../transaction-pin';
import { istTimestamp } from '../wallets/statement-csv';
import { isOpen, opensAt, type SavedAddressStore } from './withdrawal-addresses';
import { networkFeeInUsdt, USDT_WITHDRAWAL_LIMITS_MICRO } from './withdrawal-terms';

export interface WithdrawalLedger extends LedgerWriter, ReferenceLookup {
  capTotal(userId: string, name: 'usdt-withdrawals' | 'customer-receivable', period: string): Promise<bigint>;
  walletBalance(userId: string, currency: 'INR' | 'USDT'): Promise<bigint>;
}

/** What the chain would burn for a transfer (UsdtSender.estimateTransferFee), in sun. */
export type TransferFeeEstimate = (request: {
  to: string;
  amountMicro: bigint;
}) => Promise<{ feeSun: bigint }>;

export interface WithdrawalDependencies {
  addresses: SavedAddressStore;
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

const amountRefused = (message: string) => new InvalidRequestError(message, { amount: message });

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
  const { feeSun } = await deps.estimateTransferFee({ to, amountMicro });
  return networkFeeInUsdt(feeSun);
}

function assertWithinLimits(amountMicro: bigint, withdrawnTodayMicro: bigint): void {
  const limits = USDT_WITHDRAWAL_LIMITS_MICRO;
  if (amountMicro < limits.minimumPerWithdrawal)
    throw amountRefused(
      `The smallest withdrawal is ${formatAmount(limits.minimumPerWithdrawal, 'USDT')} USDT.`,
    );
  if (amountMicro > limits.maximumPerWithdrawal)
    throw amountRefused(
      `The largest withdrawal is ${formatAmount(limits.maximumPerWithdrawal, 'USDT')} USDT.`,
    );
  const left = limits.maximumPerDay - withdrawnTodayMicro;
  if (amountMicro > left)
    throw amountRefused(
      `This passes your daily limit: you can withdraw ${formatAmount(left > 0n ? left : 0n, 'USDT')} USDT more today.`,
    );
}

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
  const now = deps.now();
  if (!isOpen(saved, now)) {
    const message = `This address was added recently. For your safety it can receive from ${istTimestamp(opensAt(saved).toISOString())} IST.`;
    throw new ForbiddenError(message);
  }
  const amountMicro = parseAmount(request.amount, 'USDT');
  // A retry of a withdrawal already reserved under its key is not judged again on the wallet, the day
  // and the fee as they are after it: the ledger answers it with that withdrawal.
  const retried = await movedUnderKey(deps.ledger, userId, request.idempotencyKey);
  if (!retried) assertWithinLimits(amountMicro, await withdrawnToday(userId, deps));
  const feeMicro = await networkFeeFor(saved.address, amountMicro, deps);
  // Refused before the PIN is judged, so it costs no attempt; the ledger still refuses a wallet emptied meanwhile.
  const notEnough = new InsufficientFundsError(
    `Your USDT wallet does not hold ${formatAmount(amountMicro + feeMicro, 'USDT')} USDT (the amount and the network fee).`,
  );
  if (!retried) {
    if (feeMicro > parseAmount(request.networkFee, 'USDT')) throw new NetworkFeeChangedError(feeMicro);
    if ((await deps.ledger.walletBalance(userId, 'USDT')) < amountMicro + feeMicro) throw notEnough;
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
        dailyCap: { period: indianDayOf(now), maxMinor: USDT_WITHDRAWAL_LIMITS_MICRO.maximumPerDay },
      }),
    );
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw notEnough;
    if (!(error instanceof CapReachedError)) throw error;
    assertWithinLimits(amountMicro, await withdrawnToday(userId, deps));
    throw amountRefused('This passes your daily limit. Please try a smaller amount.');
  }
}
