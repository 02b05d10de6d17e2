/**
 * The sender's run: reserved withdrawals go out from the hot wallet, and broadcast ones are followed to
 * the chain's answer. A withdrawal is never sent twice: its transfer is signed, then kept on the record
 * with the move reserved → broadcast (conditioned on it still being reserved) BEFORE it is broadcast,
 * so a run that dies after broadcasting leaves a record that the next run broadcasts again byte for
 * byte (the chain takes a transaction once), and a second sender that signed too loses the condition
 * and broadcasts nothing. The chain's answer is then booked once: confirmed (solidified, receipt
 * SUCCESS) to the hot wallet, failed (refused in a solidified block) back to the customer. A transfer
 * no lookup knows goes back only on evidence that it can never be included (every solidified block
 * that could hold it read by number, up to past its expiry: StagedUsdtSender.neverIncluded), read so
 * by two runs: the first says so on the record, the second returns the money. Lookups that no node
 * knows it, next to a head past its expiry, are not evidence: behind a load balancer they may come from
 * a node that lags the head, and the transfer may have landed.
 * When the hot wallet cannot pay (USDT, or TRX for the energy) a withdrawal waits, saying so, and goes
 * on in a later run once the wallet is funded. Just before signing, the destination is judged once more
 * (withdrawal-destination.ts): an address that has become ours since the request (a deposit address
 * handed out meanwhile) or a contract is never sent to; the withdrawal is returned with the reason.
 */
import { ConflictError } from '../errors';
import type { LedgerWriter } from '../ledger/book/ledger';
import type { TransactionRecord, TransactionStatus } from '../ledger/book/transactions';
import { returnGivingBack } from '../ledger/recipes/daily-limit-give-back';
import {
  sentOnChain,
  usdtWithdrawalConfirmed,
  usdtWithdrawalReturned,
  usdtWithdrawalSeenUnincluded,
  usdtWithdrawalSigned,
  usdtWithdrawalWaiting,
} from '../ledger/recipes/usdt-withdrawals';
import { customerMessages, maskedAddress } from '../notifications/customer-messages';
import type { CustomerNotifier } from '../notifications/customer-notifier';
import type { SignedUsdtTransfer, StagedUsdtSender } from '../tron/usdt-sending';
import { type DestinationChecks, destinationRefusal } from './withdrawal-destination';

export const WAITING_FOR_HOT_WALLET =
  'Waiting for the hot wallet to be topped up: your USDT is set aside and will be sent';
export const RETURNED_AFTER_FAILURE =
  'The TRON network did not complete this transfer. The USDT and the network fee are back in your wallet.';
/** Said on a withdrawal read once to be in no block that could hold it, until a later run agrees. */
export const SEEN_UNINCLUDED_ONCE =
  'The TRON network shows no block with this transfer. We are checking once more before returning your USDT.';
/** A destination refused just before signing: why, and that the money is back. */
export const returnedUnsent = (refusal: string) =>
  `Not sent: ${refusal} The USDT and the network fee are back in your wallet.`;

export interface WithdrawalQueue {
  /** Records in the status, oldest first. */
  listByStatus(
    status: TransactionStatus,
    page: { limit: number; cursor?: string },
  ): Promise<{ transactions: readonly TransactionRecord[]; cursor?: string }>;
}

export interface WithdrawalSendingDependencies {
  ledger: LedgerWriter & WithdrawalQueue;
  sender: StagedUsdtSender;
  /** Where an address leads, judged again just before signing. */
  destination: DestinationChecks;
  /** Tells the customer it was sent or returned, after the booking (best effort, never rejects). */
  notifier: CustomerNotifier;
  now(): Date;
  /** Where a failure that is not the chain's answer is told (never with addresses or user ids). */
  log(message: string, details: Record<string, unknown>): void;
}

export interface SendingReport {
  broadcast: number;
  confirmed: number;
  returned: number;
  waiting: number;
  rebroadcast: number;
}

const PAGE = 50;

const signedOf = (record: TransactionRecord): SignedUsdtTransfer => {
  const kept = JSON.parse(record.signedTransaction ?? '{}') as {
    transactionId: string;
    expiresAt: string;
    transaction: string;
  };
  return {
    transactionId: kept.transactionId,
    expiresAt: BigInt(kept.expiresAt),
    transaction: kept.transaction,
  };
};

const keptForm = (signed: SignedUsdtTransfer) =>
  JSON.stringify({
    transactionId: signed.transactionId,
    expiresAt: String(signed.expiresAt),
    transaction: signed.transaction,
  });

async function* queued(queue: WithdrawalQueue, status: TransactionStatus) {
  let cursor: string | undefined;
  do {
    const page = await queue.listByStatus(status, { limit: PAGE, ...(cursor ? { cursor } : {}) });
    for (const record of page.transactions) if (record.type === 'usdt-withdrawal') yield record;
    cursor = page.cursor;
  } while (cursor);
}

/** A transition another run made first moves nothing here: the record has moved on. */
async function transitionOnce(
  deps: WithdrawalSendingDependencies,
  transition: Parameters<LedgerWriter['transition']>[0],
) {
  try {
    // Before the catch: the give-back's refusal is a ConflictError that did not mean "already moved".
    await returnGivingBack(deps.ledger, transition);
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

async function returnFailed(
  record: TransactionRecord,
  deps: WithdrawalSendingDependencies,
  report: SendingReport,
) {
  if (!(await transitionOnce(deps, usdtWithdrawalReturned(record, RETURNED_AFTER_FAILURE)))) return;
  report.returned += 1;
  await deps.notifier.tell(
    record.userId,
    customerMessages.withdrawalFailed({ withdrawal: record, at: deps.now() }),
  );
}

async function followBroadcast(
  record: TransactionRecord,
  deps: WithdrawalSendingDependencies,
  report: SendingReport,
) {
  const signed = signedOf(record);
  const { status } = await deps.sender.status(signed.transactionId, signed.expiresAt);
  if (status === 'confirmed') {
    if (!(await transitionOnce(deps, usdtWithdrawalConfirmed(record)))) return;
    report.confirmed += 1;
    await deps.notifier.tell(
      record.userId,
      customerMessages.withdrawalPaidOut({
        withdrawal: record,
        at: deps.now(),
        destination: `TRON address ${maskedAddress(record.destination ?? '')}`,
        reference: signed.transactionId,
      }),
    );
  } else if (status === 'failed') {
    await returnFailed(record, deps, report);
  } else if (status === 'unknown' && (await deps.sender.neverIncluded(signed))) {
    // Evidence that it can never land; returned only when an earlier run read the same.
    if (record.statusReason === SEEN_UNINCLUDED_ONCE) await returnFailed(record, deps, report);
    else await transitionOnce(deps, usdtWithdrawalSeenUnincluded(record, SEEN_UNINCLUDED_ONCE));
  } else if (status === 'unknown') {
    // Not on the chain yet, and no evidence that it never will be: the broadcast may never have left
    // (the run died), so the same bytes go again; the chain takes one of them at most.
    await broadcastKept(signed, deps);
    report.rebroadcast += 1;
  }
}

async function broadcastKept(signed: SignedUsdtTransfer, deps: WithdrawalSendingDependencies) {
  try {
    await deps.sender.broadcast(signed);
  } catch (error) {
    // Kept on the record: the next run asks the chain and broadcasts again until it expires.
    deps.log('A withdrawal broadcast was not taken', {
      transactionId: signed.transactionId,
      error: (error as Error).message,
    });
  }
}

async function sendReserved(
  record: TransactionRecord,
  wallet: { trxSun: bigint; usdtMicro: bigint },
  deps: WithdrawalSendingDependencies,
  report: SendingReport,
) {
  const request = { to: record.destination ?? '', amountMicro: sentOnChain(record) };
  const refusal = await destinationRefusal(request.to, deps.destination);
  if (refusal) {
    if (!(await transitionOnce(deps, usdtWithdrawalReturned(record, returnedUnsent(refusal))))) return;
    report.returned += 1;
    await deps.notifier.tell(
      record.userId,
      customerMessages.withdrawalFailed({ withdrawal: record, at: deps.now() }),
    );
    return;
  }
  const { feeSun } = await deps.sender.estimateTransferFee(request);
  if (wallet.usdtMicro < request.amountMicro || wallet.trxSun < feeSun) {
    report.waiting += 1;
    if (record.statusReason !== WAITING_FOR_HOT_WALLET)
      await transitionOnce(deps, usdtWithdrawalWaiting(record, WAITING_FOR_HOT_WALLET));
    return;
  }
  const signed = await deps.sender.signTransfer(request);
  if (
    !(await transitionOnce(
      deps,
      usdtWithdrawalSigned(record, {
        transactionId: signed.transactionId,
        signedTransaction: keptForm(signed),
      }),
    ))
  )
    return;
  wallet.usdtMicro -= request.amountMicro;
  wallet.trxSun -= feeSun;
  await broadcastKept(signed, deps);
  report.broadcast += 1;
}

/** One withdrawal the node or the table refused for now waits for the next run; the others go on. */
async function eachOnItsOwn(
  record: TransactionRecord,
  deps: WithdrawalSendingDependencies,
  work: () => Promise<void>,
) {
  try {
    await work();
  } catch (error) {
    deps.log('A withdrawal could not move on in this run', {
      withdrawalId: record.id,
      error: (error as Error).message,
    });
  }
}

export async function sendUsdtWithdrawals(deps: WithdrawalSendingDependencies): Promise<SendingReport> {
  const report: SendingReport = { broadcast: 0, confirmed: 0, returned: 0, waiting: 0, rebroadcast: 0 };
  for await (const record of queued(deps.ledger, 'broadcast'))
    await eachOnItsOwn(record, deps, () => followBroadcast(record, deps, report));
  let wallet: { trxSun: bigint; usdtMicro: bigint } | undefined;
  for await (const record of queued(deps.ledger, 'reserved')) {
    const funds = wallet ?? (await deps.sender.balances());
    wallet = funds;
    await eachOnItsOwn(record, deps, () => sendReserved(record, funds, deps, report));
  }
  return report;
}
